// Main Street's hard bot: the heuristic's whole sow is the plan to beat,
// every plan is a complete legal sow, playouts run until the seat's next
// turn, and the pick is legal.
import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/core/bot/choose.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { mainStreetHorizon, mainStreetPlans } from '../../../src/games/main-street/hard.ts';
import { mainStreetHeuristic, sowing } from '../../../src/games/main-street/heuristic.ts';
import { act, game, run, street } from './support.ts';

const position = () => street(2, { buildings: { 9: { builder: 1, robber: 1 }, 10: { miner: 2, deputy: 1 }, 11: { miner: 2 } }, dump: 4, purses: [{ gold: 2, stone: 3 }] });

describe('Main Street hard', () => {
  it("weighs the heuristic's sow first, then other whole sows, each legal to its end", () => {
    const s = position();
    const legal = game.legalActions(s);
    const plans = mainStreetPlans(s, 0, legal, randomFromSeed(1));
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.length).toBeLessThanOrEqual(4);
    expect(plans[0]!.actions[0]).toEqual(mainStreetHeuristic(s, 0, legal, randomFromSeed(1)).action);
    for (const p of plans) {
      const end = run(s, ...p.actions.map((a) => act(0, a)));
      expect(sowing(end) && game.awaiting(end).kind === 'decision').toBe(false);
    }
    expect(new Set(plans.map((p) => JSON.stringify(p.actions))).size).toBe(plans.length);
  });

  it("a playout ends when the seat's next turn comes (every rival has had one)", () => {
    const s = position();
    expect(mainStreetHorizon(s, s)).toBe(false);
    expect(mainStreetHorizon(s, { ...s, turns: s.turns + 1 })).toBe(false);
    expect(mainStreetHorizon(s, { ...s, turns: s.turns + 2 })).toBe(true);
    expect(mainStreetHorizon(s, { ...s, phase: { kind: 'over' } })).toBe(true);
  });

  it('searches with playouts and picks a legal move, the same for the same seed', () => {
    const s = position();
    const a = choose(game, s, 0, 'hard', 5, { budget: { iterations: 8 } });
    expect(a.how).toBe('search');
    expect(game.legalActions(s)).toContainEqual(a.action);
    expect(choose(game, s, 0, 'hard', 5, { budget: { iterations: 8 } }).action).toEqual(a.action);
  });
});
