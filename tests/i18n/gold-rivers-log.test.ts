// Gold in the Rivers' log is language-free (issue 25): a full bot game's log,
// formatted in each language, names every parameter and shows no raw id; a
// record from before the change (rules version 1, English lines in its state)
// still loads, its log re-derived from the inputs as messages.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { chooseAction, playGame, sampledPhysicsPort } from '../../src/core/index.ts';
import { isMessage, type Message } from '../../src/core/message.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { goldRivers } from '../../src/games/gold-rivers/index.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

const game = playGame({
  module: goldRivers,
  seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
  seed: 7,
  options: { length: 'short' },
  port: sampledPhysicsPort(),
  chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: 8, timeCapMs: Infinity } }),
});

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('Gold in the Rivers log in three languages', () => {
  const log = goldRivers.log!(game.state!);

  it('is messages only, ids and parameters, from a finished game', () => {
    expect(game.finished).toBe(true);
    expect(log.length).toBeGreaterThan(20);
    expect(log.every(isMessage)).toBe(true);
    // Plain data: survives JSON as it is.
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  for (const [lang, messages, word] of [['en', en, /throws|reveals/], ['de', de, /wirft|deckt/], ['ru', ru, /бросает|открывает/]] as const) {
    it(`reads in ${lang}: every parameter filled, no raw id`, () => {
      i18n.loadAndActivate({ locale: lang, messages });
      const lines = log.map(formatText);
      for (const line of lines) {
        expect(line).not.toMatch(/gold-rivers\.|score\.|\{|\}|undefined|NaN|\[object/);
        expect(line.trim().length).toBeGreaterThan(3);
      }
      expect(lines.some((l) => word.test(l))).toBe(true);
      // The final score lines name both seats in the reader's words.
      expect(lines.slice(-2).every((l) => l.includes(formatText({ id: 'gold-rivers.seat', values: { n: 1 } })) || l.includes(formatText({ id: 'gold-rivers.seat', values: { n: 2 } })))).toBe(true);
    });
  }

  it('says Russian and German counts in the right plural', () => {
    const complete = (count: number): Message => ({ id: 'gold-rivers.log.complete', values: { region: 'Bear River', seat: { id: 'gold-rivers.seat', values: { n: 1 } }, count } });
    i18n.loadAndActivate({ locale: 'ru', messages: ru });
    const ru1 = formatText(complete(1));
    const ru2 = formatText(complete(2));
    const ru5 = formatText(complete(5));
    expect(new Set([ru1.split(': ')[1], ru2.split(': ')[1], ru5.split(': ')[1]]).size).toBe(3);
    expect(formatText({ id: 'log.moves', values: { count: 21 } })).toBe('21 ход');
    expect(formatText({ id: 'log.moves', values: { count: 3 } })).toBe('3 хода');
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(formatText({ id: 'log.moves', values: { count: 1 } })).toBe('1 Zug');
    expect(formatText({ id: 'log.moves', values: { count: 2 } })).toBe('2 Züge');
  });
});

describe('a Gold in the Rivers record from before the messages', () => {
  it('loads: version 1 replays unchanged, the log re-derived as messages', () => {
    const old = { ...game.record, moduleVersion: 1 };
    const parsed = parseSave(serializeSave(old), [goldRivers]);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.record.moduleVersion).toBe(goldRivers.version);
    expect(goldRivers.log!(parsed.state as typeof game.state & object)).toEqual(goldRivers.log!(game.state!));
  });

  it('a version it does not replay is still refused with the reason', () => {
    const parsed = parseSave(serializeSave({ ...game.record, moduleVersion: 0 }), [goldRivers]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('old-version');
  });
});
