// Every key row a player sees in three languages (issue 25): the rules help's key
// table (the lobby's and the room's, from the view's key map), the one-line key
// strips under the turn panels and the board cursor's rows. What the keys do is
// always a message; a key's own name is a message too unless every language
// writes it alike (a letter, "Enter", "Esc", "Tab", digits, arrows).
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { KeyHelp } from '../../src/core/help.ts';
import { isMessage, type Text } from '../../src/core/message.ts';
import { GAMES, isPlayable } from '../../src/games/registry.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { keyLine, keyTable, type KeyMap } from '../../src/scene/kit/keymap.ts';
import { CARSON_KEY_ROWS } from '../../src/games/carson-city/view/hud/keys.ts';
import { GAMBLER_KEY_ROWS } from '../../src/games/gambler/view/hud/keys.ts';
import { GOLD_KEYS } from '../../src/games/gold-rivers/view/hud/keys.ts';
import { STREET_KEYS } from '../../src/games/main-street/view/hud/keys.ts';
import { PONY_KEY_MAP } from '../../src/games/pony-express/view/hud/keys.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

/** Key names that read the same in English, German and Russian. */
const SAME_IN_EVERY_LANGUAGE = /^(Enter|Esc|Tab|\?|[A-Z]( \/ [A-Z])*|[0-9]( ?– ?[0-9])?|← → ↑ ↓)$/;

const MAPS: Record<string, KeyMap<never>> = {
  'carson-city': CARSON_KEY_ROWS as KeyMap<never>,
  gambler: GAMBLER_KEY_ROWS as KeyMap<never>,
  'gold-rivers': GOLD_KEYS as KeyMap<never>,
  'main-street': STREET_KEYS as KeyMap<never>,
  'pony-express': PONY_KEY_MAP as KeyMap<never>,
};
const HELP_KEYS: Record<string, readonly KeyHelp[]> = Object.fromEntries(
  await Promise.all(GAMES.filter(isPlayable).map(async (g) => [g.id, (await g.help!()).keys] as const)),
);
/** Every row a player can read, per game: the lobby's table, the room's table (the key map) and the strip's words. */
const rowsOf = (id: string): { keys: Text; does: Text }[] => [...HELP_KEYS[id]!, ...keyTable(MAPS[id]!)];
const stripsOf = (id: string): Text[] => MAPS[id]!.flatMap((r) => (r.short ? [r.short] : []));

const format = (lang: 'en' | 'de' | 'ru', t: Text): string => {
  i18n.loadAndActivate({ locale: lang, messages: { en, de, ru }[lang] });
  return formatText(t);
};

describe('key tables in three languages', () => {
  it('covers every playable game', () => {
    expect(Object.keys(HELP_KEYS).sort()).toEqual(Object.keys(MAPS).sort());
  });

  for (const id of Object.keys(MAPS)) {
    it(`${id}: what each key does is a message, and a key's name is one unless every language writes it alike`, () => {
      for (const row of rowsOf(id)) {
        expect(isMessage(row.does), JSON.stringify(row.does)).toBe(true);
        if (!isMessage(row.keys)) expect(row.keys, `${id}: a key name in English only`).toMatch(SAME_IN_EVERY_LANGUAGE);
      }
      for (const s of stripsOf(id)) expect(isMessage(s), `${id}: a key strip's word in English only: ${String(s)}`).toBe(true);
    });

    it(`${id}: every row and strip reads in de and ru, filled, and not as the English`, () => {
      for (const t of [...rowsOf(id).flatMap((r) => [r.keys, r.does]), ...stripsOf(id)]) {
        const english = format('en', t);
        expect(english, `${id}: English`).not.toMatch(/\{|\}|keys\.|undefined/);
        for (const lang of ['de', 'ru'] as const) {
          const said = format(lang, t);
          expect(said, `${id} ${lang}: ${english}`).not.toMatch(/\{|\}|keys\.|undefined|^$/);
          if (isMessage(t)) expect(said, `${id} ${lang}: untranslated "${english}"`).not.toBe(english);
        }
      }
    });
  }

  it('the session\'s shared keys name the game\'s own thing in the sentence, in each language', () => {
    const throwRow = HELP_KEYS['gold-rivers']!.find((r) => isMessage(r.does) && r.does.id === 'keys.throw')!;
    expect(format('en', throwRow.keys)).toBe('Space');
    expect(format('en', throwRow.does)).toBe('throw the discs (or drag and let go)');
    expect(format('de', throwRow.keys)).toBe('Leertaste');
    expect(format('de', throwRow.does)).toBe('die Scheiben werfen (oder ziehen und loslassen)');
    expect(format('ru', throwRow.keys)).toBe('Пробел');
    expect(format('ru', throwRow.does)).toBe('бросить диски (или потянуть и отпустить)');
  });

  it('a key strip is the rows\' short words joined, in the reader\'s language', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(keyLine(GOLD_KEYS as KeyMap<never>)).toBe('Arrows move · Enter picks · Esc drops · B buries · C confirms · U undoes');
    expect(keyLine(STREET_KEYS as KeyMap<never>)).toBe('Click a lit place · Arrows + Enter · 1–5 kind · U undoes');
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(keyLine(GOLD_KEYS as KeyMap<never>)).toBe('Pfeile bewegen · Enter wählt · Esc verwirft · B vergräbt · C bestätigt · U nimmt zurück');
    i18n.loadAndActivate({ locale: 'ru', messages: ru });
    expect(keyLine(STREET_KEYS as KeyMap<never>)).toBe('Щёлкните подсвеченное место · Стрелки + Enter · 1–5 фигурка · U отмена');
  });
});
