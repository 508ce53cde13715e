// Action labels and rule errors as messages (issue 25), for Mail Run, Tableau
// Gulch and Gold in the Rivers. Through a whole bot game: every legal action's
// `sayAction`, in English, reads exactly as `describeAction`; in German and
// Russian it fills every parameter, shows no raw id and is not the English.
// And illegal moves tried at every decision of those games bring out every
// rule-error code the game has, each with a `said` message that reads in the
// three languages.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { Input } from '../../src/core/contract.ts';
import { chooseAction, playGame, replay, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';
import type { Message } from '../../src/core/message.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { goldRivers } from '../../src/games/gold-rivers/index.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const RAW = /[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object/;

/** Every state of a bot game that awaits a decision. */
function decisions(module: AnyGameModule, seed: number, players: number): unknown[] {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short' },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, n) => chooseAction(m, s, seat, level, sd, { players: n, budget: { iterations: 8 } }),
  });
  expect(game.finished).toBe(true);
  const out: unknown[] = [];
  const done = replay(module, game.record, { before: (s) => void (module.awaiting(s).kind === 'decision' && out.push(s)) });
  expect(done.ok).toBe(true);
  return out;
}

// Illegal actions to try at a decision: unknown types, out-of-range indices, and each game's own kinds with odd values.
type R = () => number;
const n = (r: R, max: number) => Math.floor(r() * max) - 1;
const pick = <T,>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const TRIES: Record<string, (r: R) => unknown> = {
  'pony-express': (r) =>
    pick(r, [
      { type: 'dance' },
      { type: 'rethrow', dice: [], landing: 'cup' },
      { type: 'rethrow', dice: [0, 1, 2, 3, 4], landing: 'cup' },
      { type: 'rethrow', dice: [0, 0], landing: 'open' },
      { type: 'rethrow', dice: [1, 2], landing: 'sky' },
      { type: 'rethrow', dice: [n(r, 5) + 1], landing: pick(r, ['cup', 'open']) },
      { type: 'claim', combo: 'royal-flush' },
      { type: 'claim', combo: pick(r, ['five', 'four', 'full-house', 'straight', 'three', 'pair']) },
      { type: 'play', card: n(r, 40) },
      { type: 'pay-bail' },
      { type: pick(r, ['doubt', 'believe', 'take-train', 'escape', 'keep-card', 'take-steps']), card: 0 },
    ]),
  gambler: (r) =>
    pick(r, [
      { type: 'dance' },
      { type: 'place', die: n(r, 7), row: n(r, 8) },
      { type: 'place', die: n(r, 5) + 1, row: n(r, 6) + 1 },
      { type: 'stop' },
      { type: 'rethrow' },
    ]),
  'gold-rivers': (r) =>
    pick(r, [
      { type: 'dance' },
      { type: 'reveal', first: n(r, 70), last: n(r, 70) },
      { type: 'reveal', first: n(r, 40), last: n(r, 40) },
      { type: 'reveal', first: 999, last: 0 },
      { type: 'bury', site: n(r, 40) },
      { type: 'bury', site: -5 },
      { type: 'confirm' },
    ]),
};

// Positions play rarely or never reaches (the turn ends by itself when its last die is placed), made by hand from a real one.
type Tweak = (s: never) => { state: unknown; action: unknown }[];
const TWEAKS: Record<string, Tweak> = {
  gambler: (s: { turn: { hand: number } | null }) =>
    s.turn
      ? [
          { state: { ...s, turn: { ...s.turn, placedSinceThrow: 1, throws: 5 } }, action: { type: 'rethrow' } },
          { state: { ...s, turn: { ...s.turn, placedSinceThrow: 1, throws: 1, hand: 0 } }, action: { type: 'rethrow' } },
        ]
      : [],
  'gold-rivers': (s: { markers: string[] }) => [{ state: { ...s, shovels: [0, 0] }, action: { type: 'bury', site: s.markers.indexOf('open') } }],
};

const GAMES = [
  [ponyExpress, 3, 3],
  [gambler, 4, 3],
  [goldRivers, 2, 2],
] as [AnyGameModule, number, number][];

for (const [module, seed, players] of GAMES) {
  describe(`${module.title}: action labels and rule errors as messages`, () => {
    const states = decisions(module, seed, players);
    const labels = states.flatMap((s) => (module.legalActions(s) as unknown[]).map((a) => ({ english: module.describeAction(s, a), said: module.sayAction!(s, a) })));
    // The errors of illegal tries, by code (the engine's own input codes are not the game's).
    const errors = new Map<string, { message: string; said?: Message }[]>();
    const rng = randomFromSeed(seed);
    for (const s of states) {
      const aw = module.awaiting(s) as { seat: number };
      const tries = [...Array.from({ length: 12 }, () => ({ state: s, action: TRIES[module.id]!(rng) })), ...(TWEAKS[module.id]?.(s as never) ?? [])];
      for (const { state, action } of tries) {
        const res = module.apply(state, { kind: 'action', seat: aw.seat, action } as Input<unknown>);
        if (!res.ok && (module.errorCodes as readonly string[]).includes(res.error.code)) errors.set(res.error.code, [...(errors.get(res.error.code) ?? []), res.error]);
      }
    }

    it('every legal action of a whole game has a label, and in English it reads as describeAction', () => {
      expect(labels.length).toBeGreaterThan(30);
      i18n.loadAndActivate({ locale: 'en', messages: en });
      for (const l of labels) expect(formatText(l.said)).toBe(l.english);
    });

    it('illegal moves bring out every rule-error code of the game, each with a message that reads as its English', () => {
      expect([...errors.keys()].sort()).toEqual([...module.errorCodes].sort());
      i18n.loadAndActivate({ locale: 'en', messages: en });
      for (const e of [...errors.values()].flat()) {
        expect(e.said, e.message).toBeDefined();
        expect(formatText(e.said!)).toBe(e.message);
      }
    });

    for (const [lang, messages] of [['de', de], ['ru', ru]] as const) {
      it(`labels and errors read in ${lang}: every parameter filled, no raw id, not the English`, () => {
        i18n.loadAndActivate({ locale: lang, messages });
        for (const l of labels) {
          const text = formatText(l.said);
          expect(text).not.toMatch(RAW);
          expect(text).not.toBe(l.english);
        }
        for (const e of [...errors.values()].flat()) {
          const text = formatText(e.said!);
          expect(text).not.toMatch(RAW);
          expect(text).not.toBe(e.message);
        }
      });
    }
  });
}
