// The checks every game's seatState passes (tests/online/seat-state.test.ts):
// over whole games with random legal moves and sampled physics, for every seat
// and a spectator at every position,
// - it reads the view alone, so what the view hides cannot reach it: two states
//   differing only in hidden parts (the game's scramble or determinize) give
//   equal seat-states;
// - it carries what the view shows: view(seatState(v), seat) equals v;
// - the seat whose turn it is gets the true awaiting, legal moves and their
//   names from it (the others take awaiting from the server's position).
import { expect } from 'vitest';
import type { GameModule, Seat } from '../../src/core/contract.ts';
import { playGame } from '../../src/core/driver.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';

/** A state like `s` with what `seat` may not see changed, or `s` when the game hides nothing from it. */
function scrambled<S>(module: GameModule<S, unknown, unknown>, s: S, seat: Seat, random: () => number): S {
  if (module.conformance?.scramble) return module.conformance.scramble(s, seat, random);
  if (module.bot?.determinize) return module.bot.determinize(s, seat, random);
  return s;
}

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

export function checkSeatStates<S, A, V>(module: GameModule<S, A, V>, seed: number, players: number, every = 1): { positions: number; decisions: number } {
  const seatState = module.seatState;
  if (!seatState) throw new Error(`${module.id} has no seatState`);
  const random = randomFromSeed(seed ^ 0x5ea7);
  let positions = 0;
  let decisions = 0;
  const check = (s: S, index: number) => {
    if (index % every !== 0) return;
    positions++;
    const aw = module.awaiting(s);
    for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
      const v = module.view(s, seat);
      const made = seatState(json(v) as V);
      expect(json(module.view(made, seat)), `${module.id} input ${index}, seat ${seat}: the view round-trips`).toEqual(json(v));
      // Whose turn and what it awaits, as that seat sees it (others take awaiting from the server:
      // it may hang on what they may not see, such as whether the shooter holds a card for the duel).
      if (aw.kind === 'end' || seat === aw.seat) expect(json(module.awaiting(made)), `${module.id} input ${index}: awaiting`).toEqual(json(aw));
      if (seat !== null) {
        const other = scrambled(module as GameModule<S, unknown, unknown>, s, seat, random);
        expect(json(seatState(json(module.view(other, seat)) as V)), `${module.id} input ${index}, seat ${seat}: hidden parts do not reach the seat-state`).toEqual(json(made));
      }
      if (aw.kind === 'decision' && seat === aw.seat) {
        decisions++;
        const legal = module.legalActions(s);
        expect(json(module.legalActions(made)), `${module.id} input ${index}: the decider's legal moves`).toEqual(json(legal));
        expect(legal.map((a) => module.describeAction(made, a))).toEqual(legal.map((a) => module.describeAction(s, a)));
      }
    }
  };
  const out = playGame({
    module: module as GameModule<S, A>,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    port: sampledPhysicsPort(),
    chooser: (m, state) => {
      const legal = m.legalActions(state);
      return legal[Math.floor(random() * legal.length)]!;
    },
    onInput: (_entry, state, index) => check(state, index),
  });
  expect(out.error).toBeNull();
  return { positions, decisions };
}
