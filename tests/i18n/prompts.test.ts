// Prompts as messages (issue 25): Mail Run, Silver Creek County, Gold in the
// Rivers and Tableau Gulch say what
// they wait for as a message (`said` on the awaiting) beside the English
// prompt. Every awaiting of a whole bot game carries one; in English it reads
// as the prompt bar showed the English prompt (seat name taken off); in German
// and Russian it fills every parameter and shows no raw id.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { DEFAULT_SEAT_NOUN, seatTitle, type Awaiting } from '../../src/core/contract.ts';
import { chooseAction, playGame, replay, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import { carsonCity } from '../../src/games/carson-city/index.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { goldRivers } from '../../src/games/gold-rivers/index.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { withoutSeat } from '../../src/ui/session/prompt-text.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

type Waiting = Exclude<Awaiting, { kind: 'end' }>;

/** Every awaiting of a bot game, from the set-up to the end. */
function awaitings(module: AnyGameModule, seed: number, players: number): Waiting[] {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short' },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: 8 } }),
  });
  expect(game.finished).toBe(true);
  const out: Waiting[] = [];
  const done = replay(module, game.record, { before: (s) => out.push(module.awaiting(s) as Waiting) });
  expect(done.ok).toBe(true);
  return out;
}

// Mail Run's jail prompt names the seat inside the sentence ("Rider 2 is in jail: …"); its message says "In jail: …".
const english = (aw: Waiting, noun: string): string => withoutSeat(aw.prompt.replace(/^(\w+ \d+) is in jail: /, '$1: in jail: '), seatTitle(noun, aw.seat));

const GAMES = [[ponyExpress, 3, 3], [carsonCity, 5, 3], [goldRivers, 2, 2], [gambler, 4, 3]] as [AnyGameModule, number, number][];

for (const [module, seed, players] of GAMES) {
  describe(`${module.title}: prompts as messages`, () => {
    const all = awaitings(module, seed, players);
    const noun = module.seatNoun ?? DEFAULT_SEAT_NOUN;

    it('every awaiting of a whole game has one, and in English it says what the English prompt says', () => {
      expect(all.length).toBeGreaterThan(20);
      i18n.loadAndActivate({ locale: 'en', messages: en });
      for (const aw of all) {
        expect(aw.said, aw.prompt).toBeDefined();
        expect(formatText(aw.said!)).toBe(english(aw, noun));
      }
    });

    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      it(`reads in ${lang}: every parameter filled, no raw id, not the English`, () => {
        i18n.loadAndActivate({ locale: lang, messages });
        for (const aw of all) {
          const text = formatText(aw.said!);
          expect(text).not.toMatch(/[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object/);
          expect(text).not.toBe(english(aw, noun));
        }
      });
    }
  });
}
