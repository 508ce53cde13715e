// Prompts as messages (issue 25): Mail Run, Silver Creek County, Gold in the
// Rivers, Tableau Gulch and Main Street say what
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
import { mainStreet } from '../../src/games/main-street/index.ts';
import { MAIN_STREET_PROMPT } from '../../src/games/main-street/prompt-messages.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { withoutSeat } from '../../src/ui/session/prompt-text.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

type Waiting = Exclude<Awaiting, { kind: 'end' }>;

/** Every awaiting of a bot game, from the set-up to the end. */
function awaitings(module: AnyGameModule, seed: number, players: number, options: Record<string, string> = {}): Waiting[] {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short', ...options },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: 8, timeCapMs: Infinity } }),
  });
  expect(game.finished).toBe(true);
  const out: Waiting[] = [];
  const done = replay(module, game.record, { before: (s) => out.push(module.awaiting(s) as Waiting) });
  expect(done.ok).toBe(true);
  return out;
}

// Mail Run's jail prompt names the seat inside the sentence ("Rider 2 is in jail: …"); its message says "In jail: …".
const english = (aw: Waiting, noun: string): string => withoutSeat(aw.prompt.replace(/^(\w+ \d+) is in jail: /, '$1: in jail: '), seatTitle(noun, aw.seat));

// Main Street twice: its showdown is thrown in one game, flicked in the other; seeds 8 and 2 reach every prompt (checked below).
const GAMES = [
  [ponyExpress, 3, 3],
  [carsonCity, 5, 3],
  [goldRivers, 2, 2],
  [gambler, 4, 3],
  [mainStreet, 8, 3, { showdown: 'dice' }],
  [mainStreet, 2, 3, { showdown: 'flick' }],
] as [AnyGameModule, number, number, Record<string, string>?][];

const seen = new Set<string>();

for (const [module, seed, players, options] of GAMES) {
  describe(`${module.title}${options ? ` (${Object.values(options).join(', ')})` : ''}: prompts as messages`, () => {
    const all = awaitings(module, seed, players, options);
    for (const aw of all) if (aw.said) seen.add(`${aw.said.id} ${String(aw.said.values?.['again'] ?? aw.said.values?.['upgrade'] ?? '')}`);
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

// The two Main Street games are chosen to say every prompt and every branch of its selects, so each translation above was read.
it('Main Street: the games above say every prompt of the game, in every branch', () => {
  const branches: Partial<Record<keyof typeof MAIN_STREET_PROMPT, string[]>> = { build: ['yes', 'no'], throw: ['yes', 'no'], flick: ['yes', 'no'] };
  const wanted = Object.entries(MAIN_STREET_PROMPT).flatMap(([key, d]) => (branches[key as keyof typeof MAIN_STREET_PROMPT] ?? ['']).map((b) => `${d.id} ${b}`));
  expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
});
