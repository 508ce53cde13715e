// The bots: whole games at small budgets end with every invariant holding
// (pieces conserved, no negative counts), and search never sees the bag's order.
import { describe, expect, it } from 'vitest';
import { chooseAction, playGame, randomFromSeed, sampledPhysicsPort, type Chooser } from '../../../src/core/index.ts';
import type { SeatConfig } from '../../../src/core/log.ts';
import { candidateActions, determinize, evaluate } from '../../../src/games/main-street/bot.ts';
import type { MainStreetAction, MainStreetState } from '../../../src/games/main-street/types.ts';
import { act, game, run, street } from './support.ts';

// Small budgets keep the test quick; the levels still differ as in play.
const cheap: Chooser<MainStreetState, MainStreetAction> = (module, state, seat, level, seed, players) =>
  chooseAction(module, state, seat, level, seed, { players, budget: { iterations: level === 'hard' ? 24 : 8, rolloutDepth: 8, timeCapMs: Number.POSITIVE_INFINITY } });

describe('bot-vs-bot playouts', () => {
  for (const [seed, levels, options] of [
    [3, ['hard', 'easy'], {}],
    [4, ['easy', 'hard', 'easy', 'hard'], {}],
    [5, ['hard', 'easy', 'hard'], { showdown: 'flick', length: 'short' }],
  ] as const) {
    it(`${levels.length} players (${JSON.stringify(options)}): the game ends and pieces are conserved throughout`, () => {
      const seats: SeatConfig[] = levels.map((level) => ({ kind: 'bot', level }));
      const out = playGame({ module: game, seats, seed, options, port: sampledPhysicsPort(), chooser: cheap });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.finished).toBe(true);
      expect(out.result!.ranking.flat().sort()).toEqual(levels.map((_, i) => i));
      const s = out.state!;
      expect(s.turns % levels.length).toBe(0);
    });
  }
});

describe('bot hooks', () => {
  it('determinize re-seeds only the bag order, which no view shows', () => {
    const s = street(2, { buildings: { 10: { robber: 1 }, 11: { miner: 4 } } });
    const t = determinize(s, 0, randomFromSeed(1));
    expect(t.rng).not.toEqual(s.rng);
    expect({ ...t, rng: s.rng }).toEqual(s);
    expect(game.view(t, 0)).toEqual(game.view(s, 0));
    // Different samples give different draws.
    const draws = new Set(
      Array.from({ length: 12 }, (_, i) => {
        const u = run(determinize(s, 0, randomFromSeed(i)), act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'robber' }), act(0, { type: 'act', building: 11 }));
        return JSON.stringify(u.events.find((e) => e.kind === 'draw'));
      }),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('evaluate gives values that sum to 1 and favour the player ahead', () => {
    const s = street(3, { purses: [{ gold: 20 }, { gold: 2 }, { gold: 5 }] });
    const v = evaluate(s, 3);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(v[0]).toBeGreaterThan(v[2]!);
    expect(v[2]).toBeGreaterThan(v[1]!);
  });
});

describe('search pruning', () => {
  it('lets draws come before your own builder while no dynamite is in the bag, and keeps every order otherwise', () => {
    let s = street(2, { buildings: { 9: { builder: 1, robber: 1 }, 11: { miner: 2 } }, dump: 4, purses: [{ stone: 3 }] });
    s = run(s, act(0, { type: 'take', from: 9 }), act(0, { type: 'place', space: 12, meeple: 'builder' }));
    // Builder on building 10's doorway, robber on building 11's.
    const acts = game.legalActions(s);
    expect(acts).toHaveLength(2);
    expect(candidateActions(s, acts)).toEqual([{ type: 'act', building: 11 }]);
    expect(candidateActions({ ...s, bag: { ...s.bag, dynamite: 1 }, jailDynamite: 2 }, acts)).toEqual(acts);
  });
});
