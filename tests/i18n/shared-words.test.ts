// The shared table's words in three languages (issue 25): the dice ledger's
// fairness sentence (a message from the pure core, formatted by the view with
// the language's numbers), seat names with their bot tag, and the session's
// refusals: in English each reads exactly as the English the code keeps beside
// it; in German and Russian it is translated, with plurals and number formats.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { fairnessSaid, fairnessSentence, summarize } from '../../src/core/ledger/summary.ts';
import type { LedgerRow } from '../../src/core/ledger/rows.ts';
import { fairnessText } from '../../src/ui/ledger/fairness-text.ts';
import { seatName, seatNameParts } from '../../src/store/session/game-params.ts';
import { SEAT_NOUNS } from '../../src/i18n/seat-names.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import { GAMES, loadGames } from '../../src/games/registry.ts';
import { VERDICT_SAID, verdictSaid } from '../../src/store/session/save-verify.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

const CATALOGS = { en, de, ru } as const;
const speak = (lang: keyof typeof CATALOGS) => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
afterAll(() => speak('en'));

/** The verdicts' cases: too few, even, less even, far from even. */
const CASES: [number, number | null, number][] = [
  [12, null, 2],
  [1250, 0.4123, 208.3],
  [1250, 0.0042, 208.3],
  [1250, 0.00001, 208.3],
];

describe('the dice ledger fairness sentence', () => {
  it('reads in English exactly as the English sentence the ledger keeps', () => {
    speak('en');
    for (const kind of ['d6', 'poker', 'disc01'] as const) {
      for (const [dice, p, each] of CASES) expect(fairnessText(fairnessSaid(kind, dice, p, each))).toBe(fairnessSentence(kind, dice, p, each));
    }
  });

  it('says it in German and Russian with their number format', () => {
    speak('de');
    const de1 = fairnessText(fairnessSaid('d6', 1250, 0.4123, 208.3));
    expect(de1).toBe('Nach 1.250 Würfen (Sechsseiter) sind die Augen so gleichmäßig, wie faire Würfel es wären (p = 0,41).');
    expect(fairnessText(fairnessSaid('d6', 1, null, 1 / 6))).toMatch(/^Nach 1 Wurf /);
    speak('ru');
    const ru1 = fairnessText(fairnessSaid('d6', 1250, 0.4123, 208.3));
    expect(ru1).toMatch(/^После 1\s250 бросков/);
    expect(ru1).toContain('p = 0,41');
    expect(fairnessText(fairnessSaid('d6', 21, null, 3.5))).toMatch(/^После 21 броска /);
    expect(fairnessText(fairnessSaid('d6', 3, null, 0.5))).toMatch(/^После 3 бросков /);
  });

  it('is in every kind of the summary, with nothing left unformatted', () => {
    const rows: LedgerRow[] = Array.from({ length: 40 }, (_, i) => ({ kinds: ['d6', 'd6'], faces: [(i % 6) + 1, ((i * 5) % 6) + 1], rethrows: null, edges: null }) as unknown as LedgerRow);
    const summary = summarize(rows);
    for (const lang of ['en', 'de', 'ru'] as const) {
      speak(lang);
      for (const k of summary.kinds) {
        const text = fairnessText(k.said);
        expect(text, lang).not.toMatch(/ledger\.|\{|\}/);
        if (lang !== 'en') expect(text).not.toBe(k.sentence);
      }
    }
  });
});

describe('seat names', () => {
  it('name every game\'s seats by a noun the catalogs know, as its log does', async () => {
    const modules = await loadGames();
    for (const m of modules) {
      const noun = m.seatNoun ?? 'Player';
      expect(SEAT_NOUNS[noun], m.id).toBeDefined();
      for (const lang of ['en', 'de', 'ru'] as const) {
        speak(lang);
        // The log names a seat by the game's own message (`<game>.seat`); the HUD by the noun: they agree.
        expect(seatName([{ kind: 'human' }, { kind: 'human' }], 1, noun), `${m.id} ${lang}`).toBe(formatMessage({ id: `${m.id}.seat`, values: { n: 2 } }));
      }
    }
    expect(modules.length).toBe(GAMES.filter((g) => g.rules).length);
  });

  it('tag a bot with its level in the reader\'s language; a given name stays', () => {
    const seats = [{ kind: 'human' as const, name: 'Ada' }, { kind: 'bot' as const, level: 'hard' as const }];
    speak('en');
    expect(seatName(seats, 1, 'Rider')).toBe('Rider 2 · bot, hard');
    speak('de');
    expect(seatName(seats, 0, 'Rider')).toBe('Ada');
    expect(seatNameParts(seats, 1, 'Rider')).toEqual({ name: 'Reiter 2', bot: 'Bot, schwer' });
    speak('ru');
    expect(seatName(seats, 1, 'Rider')).toBe('Всадник 2 · бот, сильный');
  });
});

describe('the save check verdicts', () => {
  it('read as their English and plural right in Russian', () => {
    speak('en');
    expect(formatMessage(verdictSaid(VERDICT_SAID.verified, { checked: 7 }))).toBe('Every recorded throw and flick (7) was re-derived from the game and re-simulated to its recorded result.');
    speak('ru');
    expect(formatMessage(verdictSaid(VERDICT_SAID.partly, { n: 2, checked: 5 }))).toContain('2 записанных результата');
    expect(formatMessage(verdictSaid(VERDICT_SAID.partly, { n: 5, checked: 5 }))).toContain('5 записанных результатов');
  });
});
