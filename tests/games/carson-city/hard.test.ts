// Silver Creek County's hard bot: the heuristic's move is the plan it must
// beat, passing is always weighed while placing, playouts end with the turn,
// the pick is always legal, and it sees a rival placing after it on the same
// square.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/core/bot/choose.ts';
import { playGame, sampledPhysicsPort } from '../../../src/core/index.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { carsonHorizon, carsonPlans, carsonPlayoutPolicy } from '../../../src/games/carson-city/hard.ts';
import { carsonHeuristic } from '../../../src/games/carson-city/heuristic.ts';
import type { CarsonAction, CarsonState } from '../../../src/games/carson-city/types.ts';
import { act, game, run, square } from './support.ts';

/**
 * Turn 1 of a heuristic game (seed 8): the first seat (the Banker, $24)
 * places first, against the Settler ($15); nobody has placed yet and the construction row
 * holds mine, ranch, mine, drugstore, hotel, mine, ranch.
 */
const firstPlacement = (): CarsonState => JSON.parse(readFileSync(new URL('./fixtures/follow-on-square.json', import.meta.url), 'utf8')) as CarsonState;

/** The placements that follow `action` to the end of the placement phase, every seat playing the heuristic. */
function placementsAfter(s: CarsonState, action: CarsonAction): CarsonState['placements'] {
  const policy = carsonPlayoutPolicy();
  let t = run(s, act(0, action));
  while (t.phase.kind === 'place') {
    const seat = t.order[t.phase.index]!;
    t = run(t, act(seat, policy.pick(t, game.legalActions(t), () => 0.5)));
  }
  return t.placements;
}

describe('Silver Creek County hard', () => {
  it("weighs the heuristic's move first, then passing, then the best other targets, each legal and distinct", () => {
    const s = firstPlacement();
    const legal = game.legalActions(s);
    const plans = carsonPlans(s, 0, legal, randomFromSeed(1));
    expect(plans[0]!.actions).toEqual([carsonHeuristic(s, 0, legal, randomFromSeed(1)).action]);
    expect(plans[1]!.actions).toEqual([{ type: 'pass' }]);
    expect(plans.length).toBe(5);
    for (const p of plans) expect(legal).toContainEqual(p.actions[0]);
    expect(new Set(plans.map((p) => JSON.stringify(p.actions))).size).toBe(plans.length);
  });

  it('a playout runs to the end of the turn', () => {
    const start = firstPlacement();
    expect(carsonHorizon(start, start)).toBe(false);
    expect(carsonHorizon(start, { ...start, phase: { kind: 'resolve', duel: null } })).toBe(false);
    expect(carsonHorizon(start, { ...start, turn: start.turn + 1, phase: { kind: 'character', index: 0 } })).toBe(true);
    expect(carsonHorizon(start, { ...start, phase: { kind: 'over' } })).toBe(true);
  });

  it('searches with playouts and picks a legal move, the same for the same seed', () => {
    const s = firstPlacement();
    const a = choose(game, s, 0, 'hard', 3, { budget: { iterations: 15 } });
    expect(a.how).toBe('search');
    expect(game.legalActions(s)).toContainEqual(a.action);
    expect(choose(game, s, 0, 'hard', 3, { budget: { iterations: 15 } }).action).toEqual(a.action);
  });

  it('keeps off a square a rival will place on after it', () => {
    const s = firstPlacement();
    const heuristic = choose(game, s, 0, 'heuristic', 1).action;
    const hard = choose(game, s, 0, 'hard', 7).action;
    // The heuristic takes the $4 construction square, alone there now ...
    expect(heuristic).toEqual({ type: 'place', target: square('build4') });
    // ... and the Settler, placing later, sends a cowboy there too: a duel for it.
    const rivalOn = (placements: CarsonState['placements'], q: string): boolean => placements.some((p) => p.seat === 1 && p.target.kind === 'square' && p.target.square === q);
    expect(rivalOn(placementsAfter(s, heuristic), 'build4')).toBe(true);
    // Hard takes the $3 square, where no rival follows.
    expect(hard).toEqual({ type: 'place', target: square('build3') });
    expect(rivalOn(placementsAfter(s, hard), 'build3')).toBe(false);
  });

  it('plays whole games against the heuristic without an illegal move or a broken invariant', () => {
    for (const seed of [31, 32]) {
      const out = playGame({
        module: game,
        seats: seed % 2 ? [{ kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'heuristic' }] : [{ kind: 'bot', level: 'heuristic' }, { kind: 'bot', level: 'hard' }],
        seed,
        options: { length: 'short' },
        port: sampledPhysicsPort(),
      });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.finished).toBe(true);
    }
  });
});
