// Mail Run's hard bot: the heuristic's move is the plan it must beat, the
// others are legal and few, a playout runs through this turn and the next,
// a rival asked to doubt answers by its public record, and hard departs from
// the heuristic where a playout sees what the heuristic does not.
import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/core/bot/choose.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { choosePonyAction } from '../../../src/games/pony-express/bot.ts';
import { doubtChance, doubterKinds, ponyHorizon, ponyPlans, ponyPlayoutPolicy } from '../../../src/games/pony-express/hard.ts';
import { ponyHeuristic } from '../../../src/games/pony-express/heuristic.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, game, run, table } from './support.ts';

/** Seat 0 at space 5 with 5 gold has thrown nothing (9 10 J Q A) under the cup; seat 1, at 3, is in jail, so nobody may doubt. */
const unchecked = (): PonyState => run(table(2, [{ pos: 5, gold: 5 }, { pos: 3, jailed: true }]), dice('9', '10', 'J', 'Q', 'A'));
/** Seat 0 at 5 has thrown a pair (A A) and junk; seat 1, at 3 and free, may doubt. */
const checked = (): PonyState => run(table(2, [{ pos: 5, gold: 5 }, { pos: 3 }]), dice('A', 'A', '9', 'J', 'Q'));

describe('Mail Run hard: plans', () => {
  it("weighs the heuristic's move first, then a few legal others (a re-throw and other claims)", () => {
    for (const s of [unchecked(), checked()]) {
      const legal = game.legalActions(s);
      const plans = ponyPlans(s, 0, legal, randomFromSeed(1));
      expect(plans[0]!.actions).toEqual([ponyHeuristic(s, 0, legal, randomFromSeed(1)).action]);
      expect(plans.length).toBeGreaterThan(1);
      expect(plans.length).toBeLessThanOrEqual(4);
      for (const p of plans) expect(legal).toContainEqual(p.actions[0]);
      const types = plans.map((p) => p.actions[0]!.type);
      expect(types).toContain('rethrow');
      expect(types).toContain('claim');
      expect(new Set(plans.map((p) => JSON.stringify(p.actions))).size).toBe(plans.length);
    }
  });

  it('weighs both answers to a claim unless the answer is plain, and only the heuristic\'s move where it stands (the start of a turn)', () => {
    const asked = run(checked(), act(0, { type: 'claim', combo: 'full-house' }));
    expect(asked.phase).toMatchObject({ kind: 'challenge', challenger: 1 });
    const answers = ponyPlans(asked, 1, game.legalActions(asked), randomFromSeed(1)).map((p) => p.actions[0]!.type);
    expect(answers.sort()).toEqual(['believe', 'doubt']);
    // Five of a kind from five hidden dice is almost surely false: the doubt is plain, not weighed.
    const plain = run(checked(), act(0, { type: 'claim', combo: 'five' }));
    expect(ponyPlans(plain, 1, game.legalActions(plain), randomFromSeed(1)).map((p) => p.actions[0])).toEqual([{ type: 'doubt' }]);
    const start = { ...checked(), phase: { kind: 'start' } } as PonyState;
    expect(ponyPlans(start, 0, game.legalActions(start), randomFromSeed(1))).toHaveLength(1);
  });
});

describe('Mail Run hard: playouts', () => {
  it('run through the rest of this turn and the next one', () => {
    const start = checked();
    expect(ponyHorizon(start, start)).toBe(false);
    const rivalTurn = run(start, act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    expect(rivalTurn.turn).toBe(1);
    expect(ponyHorizon(start, rivalTurn)).toBe(false);
    const back = { ...rivalTurn, turn: 0, round: rivalTurn.round + 1 };
    expect(ponyHorizon(start, back)).toBe(true);
  });

  it("weigh the kinds of doubter by the rival's record", () => {
    expect(doubterKinds(0, 0).byOdds).toBeCloseTo(0.8);
    expect(doubterKinds(8, 8).always).toBeGreaterThan(0.95);
    expect(doubterKinds(0, 16).never).toBeGreaterThan(0.5);
    expect(doubterKinds(2, 10).byOdds).toBeGreaterThan(0.9);
  });

  it('make a rival who has doubted every claim doubt even a claim the odds say to believe, and one who never doubts believe a doubtful one', () => {
    const asked = run(checked(), act(0, { type: 'claim', combo: 'pair' }));
    expect(choosePonyAction(asked, 1, 'hard', randomFromSeed(1)).type).toBe('believe');
    const habit = (doubts: number, answers: number): PonyState => ({
      ...asked,
      stats: asked.stats.map((st, i) => (i === 1 ? { ...st, asked: answers + 1, doubtsMade: doubts } : st)),
    });
    expect(doubtChance(habit(10, 10), 1, false, true)).toBeGreaterThan(0.9);
    expect(doubtChance(habit(0, 0), 1, false, true)).toBeLessThan(0.2);
    const policy = ponyPlayoutPolicy(asked, 0);
    let doubts = 0;
    for (let seed = 0; seed < 40; seed++) if (policy.pick(habit(10, 10), game.legalActions(asked), randomFromSeed(seed)).type === 'doubt') doubts++;
    expect(doubts).toBeGreaterThan(32);
    expect(doubtChance(habit(0, 20), 1, true, true)).toBeLessThan(0.5);
  });
});

describe('Mail Run hard: decisions', () => {
  it('claims four of a kind, not five, when nobody may doubt: six steps land on the station at 11 and the train rides on to 18, seven only reach the mine at 12', () => {
    const s = unchecked();
    expect(ponyHeuristic(s, 0, game.legalActions(s), randomFromSeed(1)).action).toEqual({ type: 'claim', combo: 'five' });
    const c = choose(game, s, 0, 'hard', 3);
    expect(c.how).toBe('search');
    expect(c.action).toEqual({ type: 'claim', combo: 'four' });
    // The reason, played by hand: four rides the train to 18, five stops at 12.
    const four = run(s, act(0, { type: 'claim', combo: 'four' }), act(0, { type: 'take-train' }));
    const five = run(s, act(0, { type: 'claim', combo: 'five' }));
    expect(four.riders[0]!.pos).toBe(18);
    expect(five.riders[0]!.pos).toBe(12);
  });

  it('picks a legal move, the same for the same seed', () => {
    const s = checked();
    const a = choose(game, s, 0, 'hard', 5, { budget: { iterations: 24 } });
    expect(game.legalActions(s)).toContainEqual(a.action);
    expect(choose(game, s, 0, 'hard', 5, { budget: { iterations: 24 } }).action).toEqual(a.action);
  });
});
