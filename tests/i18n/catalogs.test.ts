// The catalog check (issue 25): every message id the code uses is in all three
// catalogs; no German or Russian entry is empty or left in English (beyond the
// names below, which stay ours in every language); every message parses as ICU
// and a translation uses exactly the parameters of its English source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { GAMES } from '../../src/games/registry.ts';
import { SANDBOX_ROOMS } from '../../src/rooms/registry.ts';
import { blurbOf } from '../../src/ui/game-texts.ts';
import { catalogPath, readPo } from './po.ts';

/** Entries that read the same in every language: our own names and bare numbers or symbols. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'app.title',
  'gold-rivers.log.throw',
  'lobby.players-range',
  'gambler.log.seat-chips',
  'list.join',
  'seat.title',
  'flick.caption-line',
  'flick.figure-down',
  // Silver Creek County: sentence frames of parameters and figures only ("Player 1 4 + 5 = 9", "Player 2 $3").
  'carson-city.log.mountains',
  'carson-city.log.seat-amount',
  'carson-city.log.seat-dollars',
  'carson-city.log.duel-roll',
  'carson-city.throw.then',
  // lane i18n-b: a character card's button, its number and name ("3 Grocer…").
  'carson-city.button.character',
  // Score rows in the log ("Rule: 4 → 8", joined by "; ") and Tableau Gulch's tie-breaks joined the same way.
  'score.row',
  'score.row.points',
  'score.rows',
  'gambler.result.splits',
  'gambler.status.demand',
  // lane i18n-keys: the online page's turn line, a seat's name and the prompt ("Rider 2: …").
  'online.seat-turn.who',
]);
/** German words that are the English ones (loan words the seeds use too). */
const SAME_IN_GERMAN = new Set([
  'result.lobby', 'seat.bot', 'replay.pause', 'gambler.log.chips', 'main-street.log.showdown', 'main-street.help.4.title', 'rules.touch', 'carson-city.character.sheriff',
  // lane i18n-b: Main Street's Gold, Saloon and Bank read the same in German (seed 001)
  'main-street.hud.gold', 'main-street.sign.saloon', 'main-street.sign.bank', 'main-street.place.saloon', 'carson-city.hud.cowboys',
  // "Normal", "Poker" and "online" are German words too
  'ui.settings.scale.normal', 'ui.settings.speed.normal', 'dice-table.kind.poker', 'online.heading', 'online.bar.bot', 'event.still-after',
  // A city's name
  'pony-express.action.sacramento',
  // Bank, Chips, Gold: German words too
  'pony-express.ui.bank', 'pony-express.ui.gold', 'gambler.ui.bank', 'gambler.ui.chips', 'gold-rivers.ui.gold',
  // lane i18n-keys: "Standard" and "Showdowns" (seed 001) are German words too
  'option.standard', 'main-street.option.showdown',
]);

const src = new URL('../../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Ids the code names: in an i18n._({ id: … }) call or a /*i18n*\/ descriptor. */
function idsInCode(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('i18n._(') && !text.includes('/*i18n*/')) continue;
    for (const m of text.matchAll(/(?:i18n\._\(\{|\/\*i18n\*\/\s*\{)\s*id: '([^']+)'/g)) ids.set(m[1]!, file.slice(src.length));
  }
  return ids;
}

/** The parameter names a message uses (plural and select arguments included). */
function params(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const t of tokens) {
    if (t.type === 'argument' || t.type === 'function') into.add(t.arg);
    if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
      into.add(t.arg);
      for (const c of t.cases) params(c.tokens, into);
    }
  }
  return into;
}

const catalogs = new Map(LANGUAGES.map((l) => [l.code, readPo(catalogPath(l.code))]));
const en = catalogs.get('en')!;

describe('the catalogs', () => {
  it('hold every id the code uses, in every language, none empty', () => {
    const used = idsInCode();
    expect(used.size).toBeGreaterThan(50);
    for (const [lang, catalog] of catalogs) {
      const missing = [...used.keys()].filter((id) => !(catalog.get(id) ?? '').trim()).map((id) => `${lang}: ${id} (${used.get(id)})`);
      expect(missing).toEqual([]);
    }
  });

  it('translate every entry (German and Russian differ from the English but for names)', () => {
    for (const [lang, catalog] of catalogs) {
      if (lang === 'en') continue;
      const same = [...catalog].filter(([id, text]) => text === en.get(id) && !SAME_IN_EVERY_LANGUAGE.has(id) && !(lang === 'de' && SAME_IN_GERMAN.has(id))).map(([id]) => `${lang}: ${id}`);
      expect(same).toEqual([]);
    }
  });

  it('parse as ICU, each translation with the same parameters as its English', () => {
    for (const [lang, catalog] of catalogs) {
      for (const [id, text] of catalog) {
        let tokens: Token[];
        try {
          tokens = parse(text);
        } catch (e) {
          throw new Error(`${lang} ${id}: ${String(e)}`, { cause: e });
        }
        expect([...params(tokens)].sort(), `${lang} ${id}`).toEqual([...params(parse(en.get(id) ?? ''))].sort());
      }
    }
  });

  it('plurals: Russian has one, few, many; German one and other', () => {
    for (const [id, text] of en) {
      if (!text.includes(', plural,')) continue;
      expect(catalogs.get('ru')!.get(id), id).toMatch(/one \{[\s\S]*few \{[\s\S]*many \{/);
      expect(catalogs.get('de')!.get(id), id).toMatch(/one \{[\s\S]*other \{/);
    }
  });

  it('carry the same English blurbs as the games and rooms they describe', () => {
    for (const entry of [...GAMES, ...SANDBOX_ROOMS]) {
      // A game's blurb message sits in its facts.ts beside the English (blurbSaid); a practice room's in game-texts.ts.
      const d = ('blurbSaid' in entry ? entry.blurbSaid : undefined) ?? blurbOf(entry.id);
      expect(d, entry.id).toBeDefined();
      expect(en.get(d!.id!), entry.id).toBe(entry.blurb);
    }
  });
});
