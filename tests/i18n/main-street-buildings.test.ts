// Main Street's twelve buildings are named in the reader's language (issue 25):
// the rules give a building as a message (building-words.ts), never the English
// name, so a whole game's log, the board's signs and the hover lines read in
// German and Russian without an English building name left in them.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { chooseAction, playGame, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import { BUILDING_WORDS, buildingMessage } from '../../src/games/main-street/building-words.ts';
import { BUILDING_NAMES, mainStreet } from '../../src/games/main-street/index.ts';
import { hoverText } from '../../src/games/main-street/place-text.ts';
import type { MainStreetState } from '../../src/games/main-street/types.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const said = (lang: string, messages: typeof en, m: Parameters<typeof formatText>[0]): string => {
  i18n.loadAndActivate({ locale: lang, messages });
  return formatText(m);
};

const game = playGame({
  module: mainStreet as AnyGameModule,
  seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
  seed: 5,
  options: { length: 'short' },
  port: sampledPhysicsPort(),
  chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: 8, timeCapMs: Infinity } }),
});
const log = mainStreet.log!(game.state as MainStreetState);
/** An English building name as a whole word ("Telegraph" but not "Telegraf"). */
const english = new RegExp(`\\b(${BUILDING_NAMES.map((n) => n.replace('&', '\\&')).join('|')})\\b`);

describe('Main Street building names', () => {
  it('are one descriptor per building, whose English is the rules’ own name', () => {
    expect(BUILDING_WORDS.map((w) => w.message)).toEqual([...BUILDING_NAMES]);
    expect(said('en', en, buildingMessage(3))).toBe('Telegraph');
    expect(said('en', en, buildingMessage(12))).toBe('building 12');
  });

  it('are twelve different names in German and in Russian', () => {
    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      const names = BUILDING_NAMES.map((_, b) => said(lang, messages, buildingMessage(b)));
      expect(new Set(names).size, lang).toBe(12);
      for (const name of names) expect(name, lang).not.toMatch(english);
    }
    expect(said('de', de, buildingMessage(0))).toBe('Prüfamt');
    expect(said('ru', ru, buildingMessage(2))).toBe('Цирюльня');
  });

  it('a whole game’s log names buildings in the reader’s language and keeps no English name', () => {
    expect(game.finished).toBe(true);
    const named = log.filter((line) => JSON.stringify(line).includes('main-street.building.'));
    expect(named.length).toBeGreaterThan(3);
    expect(JSON.stringify(log)).not.toMatch(english);
    const en_ = named.map((l) => said('en', en, l));
    expect(en_.some((l) => english.test(l))).toBe(true);
    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      for (const line of named.map((l) => said(lang, messages, l))) expect(line, lang).not.toMatch(english);
    }
  });

  it('hover lines and the view say a building in the reader’s language', () => {
    const view = mainStreet.view(game.state as MainStreetState, 0);
    expect(said('de', de, view.buildings[4]!.name)).toBe('Büchsenmacher');
    expect(said('de', de, hoverText(view, 'b4')!)).toMatch(/^Büchsenmacher: /);
    expect(said('ru', ru, hoverText(view, 's1')!)).toMatch(/Пробирщик/);
  });
});
