// The games' rules help in three languages (issue 25): every intro, title and
// item is a catalog message that reads in English, German and Russian with its
// parameters filled; Mail Run's space items say what the board's legend says.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { GameHelp } from '../../src/core/help.ts';
import { isMessage } from '../../src/core/message.ts';
import { GAMES, isPlayable } from '../../src/games/registry.ts';
import { HELP as pony, SPACE_TEXT } from '../../src/games/pony-express/help.ts';
import { SPACE_KINDS } from '../../src/games/pony-express/data/board.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

// Every game's help as the registry carries it (the lobby's Rules read the same), so a new game is checked too.
const HELPS: Record<string, GameHelp> = Object.fromEntries(await Promise.all(GAMES.flatMap((g) => (g.help ? [g.help().then((h) => [g.id, h] as const)] : []))));
const texts = (h: GameHelp) => [...(h.intro ? [h.intro] : []), ...h.sections.flatMap((s) => [s.title, ...s.items])];

describe('rules help in three languages', () => {
  it('is messages, not English sentences', () => {
    expect(Object.keys(HELPS).sort(), 'every playable game carries its help').toEqual(GAMES.filter(isPlayable).map((g) => g.id).sort());
    for (const [id, help] of Object.entries(HELPS)) expect(texts(help).every(isMessage), id).toBe(true);
  });

  for (const [lang, messages, word] of [['en', en, /the/], ['de', de, /der|die|das/], ['ru', ru, /[а-я]{4}/]] as const) {
    it(`reads in ${lang}, parameters filled`, () => {
      i18n.loadAndActivate({ locale: lang, messages });
      for (const [id, help] of Object.entries(HELPS)) {
        const lines = texts(help).map(formatText);
        for (const line of lines) expect(line, id).not.toMatch(/\.help\.|\{|\}|undefined|NaN/);
        expect(lines.filter((l) => word.test(l)).length, id).toBeGreaterThan(lines.length / 2);
      }
    });
  }

  it('Mail Run: the space items say in English what the board legend says', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const said = pony.sections.flatMap((s) => s.items).map(formatText);
    for (const k of SPACE_KINDS.filter((kind) => kind !== 'plain')) {
      const t = SPACE_TEXT[k];
      expect(said).toContain(`${t.word[0]!.toUpperCase()}${t.word.slice(1)}: ${t.does}.`);
    }
  });
});
