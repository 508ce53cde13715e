// Tableau Gulch's hard bot: the heuristic's move is the plan it must beat,
// stopping and throwing again are always weighed, playouts end after the
// next seat's turn, and every pick is legal.
import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/core/bot/choose.ts';
import { gambler } from '../../../src/games/gambler/index.ts';
import { gamblerHorizon, gamblerPlans } from '../../../src/games/gambler/hard.ts';
import { gamblerHeuristic } from '../../../src/games/gambler/heuristic.ts';
import { gameOn, place, roll, stop } from './helpers.ts';

// Tableau 3 (Mesquite Creek): r1 [6,6] yellow 14 · r3 [3] black 7 · r6 [4,5] yellow 14.
const MESQUITE_CREEK = 3;

describe('Tableau Gulch hard', () => {
  it("weighs the heuristic's move first, then stopping and throwing again", () => {
    const s = place(roll(gameOn(MESQUITE_CREEK), 6, 4, 2, 2, 1), 6, 0);
    const legal = gambler.legalActions(s);
    const plans = gamblerPlans(s, 0, legal, () => 0.5);
    const heuristic = gamblerHeuristic(s, 0, legal, () => 0.5);
    expect(plans[0]!.actions).toEqual([heuristic.action]);
    const types = plans.map((p) => p.actions[0]!.type);
    expect(types).toContain('stop');
    expect(types).toContain('rethrow');
    expect(plans.length).toBeLessThanOrEqual(4);
    for (const p of plans) expect(legal).toContainEqual(p.actions[0]);
  });

  it("a playout runs through the next seat's turn and stops when the turn comes back", () => {
    const start = place(roll(gameOn(MESQUITE_CREEK), 6, 4, 2, 2, 1), 6, 0);
    expect(gamblerHorizon(start, start)).toBe(false);
    const rivalTurn = stop(start);
    expect(rivalTurn.active).toBe(1);
    expect(gamblerHorizon(start, rivalTurn)).toBe(false);
    const back = stop(place(roll(rivalTurn, 6, 3, 3, 3, 3), 6, 0));
    expect(back.active).toBe(0);
    expect(gamblerHorizon(start, back)).toBe(true);
  });

  it('searches with playouts and picks a legal move, the same for the same seed', () => {
    const s = place(roll(gameOn(MESQUITE_CREEK), 6, 4, 2, 2, 1), 6, 0);
    const a = choose(gambler, s, 0, 'hard', 3, { budget: { iterations: 16 } });
    expect(a.how).toBe('search');
    expect(a.stats!.iterations).toBeGreaterThan(0);
    expect(gambler.legalActions(s)).toContainEqual(a.action);
    expect(choose(gambler, s, 0, 'hard', 3, { budget: { iterations: 16 } }).action).toEqual(a.action);
  });
});
