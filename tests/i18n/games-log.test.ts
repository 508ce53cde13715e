// Tableau Gulch's, Main Street's, Mail Run's and Silver Creek County's logs are language-free (issue 25), as Gold
// in the Rivers' is (gold-rivers-log.test.ts): a full bot game's log,
// formatted in each language, fills every parameter and shows no raw id; a
// record from before the change (English lines in its state) still loads, its
// log re-derived from the inputs as messages.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { chooseAction, playGame, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import { isMessage } from '../../src/core/message.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { mainStreet } from '../../src/games/main-street/index.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { carsonCity } from '../../src/games/carson-city/index.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const LANGUAGES = [['en', en], ['de', de], ['ru', ru]] as const;

/** Words each language's log must say somewhere in a whole game (so a line is really in that language). */
const GAMES: { module: AnyGameModule; options: Record<string, string>; words: Record<string, RegExp> }[] = [
  { module: gambler as AnyGameModule, options: { length: 'short' }, words: { en: /threw|placed/, de: /würfelt|setzt/, ru: /выбрасывает|ставит/ } },
  { module: mainStreet as AnyGameModule, options: { length: 'short' }, words: { en: /takes|draws/, de: /nimmt|zieht/, ru: /забирает|тянет/ } },
  { module: ponyExpress as AnyGameModule, options: { length: 'short' }, words: { en: /throws|claims/, de: /wirft|sagt an/, ru: /бросает|заявляет/ } },
  { module: carsonCity as AnyGameModule, options: { length: 'short' }, words: { en: /Duel|claims/, de: /Duell|Besitz/, ru: /Дуэль|занимает/ } },
];

for (const { module, options, words } of GAMES) {
  describe(`${module.title}: the log in three languages`, () => {
    const game = playGame({
      module,
      seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
      seed: 11,
      options,
      port: sampledPhysicsPort(),
      chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: 8, timeCapMs: Infinity } }),
    });
    const log = module.log!(game.state!);

    it('is messages only, from a finished game, and plain data', () => {
      expect(game.finished).toBe(true);
      expect(log.length).toBeGreaterThan(20);
      expect(log.every(isMessage)).toBe(true);
      expect(JSON.parse(JSON.stringify(log))).toEqual(log);
    });

    for (const [lang, messages] of LANGUAGES) {
      it(`reads in ${lang}: every parameter filled, no raw id`, () => {
        i18n.loadAndActivate({ locale: lang, messages });
        const lines = log.map(formatText);
        for (const line of lines) {
          expect(line).not.toMatch(/[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object|, ,|\(\)/);
          expect(line.trim().length).toBeGreaterThan(3);
        }
        expect(lines.some((l) => words[lang]!.test(l))).toBe(true);
      });
    }

    it(`loads a record of rules version ${module.replaysVersions?.[0]} and re-derives the same log`, () => {
      const old = { ...game.record, moduleVersion: module.replaysVersions![0]! };
      const parsed = parseSave(serializeSave(old), [module]);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.record.moduleVersion).toBe(module.version);
      expect(module.log!(parsed.state)).toEqual(log);
    });
  });
}
