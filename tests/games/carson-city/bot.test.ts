// The bot hooks: pruning keeps legal, sensible placements; rollouts pick from
// what they are given; the evaluation is a distribution; determinize only
// reseeds the generator (the bag's future), which no seat sees.
import { describe, expect, it } from 'vitest';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { chooseAction } from '../../../src/core/bot/choose.ts';
import { candidateActions, evaluate, rolloutAction } from '../../../src/games/carson-city/bot.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { game, own, pick, placeAll, put, square, turnOne } from './support.ts';

const key = (x: unknown) => JSON.stringify(x);

describe('carson-city bot hooks', () => {
  it('placements are pruned to a dozen or so legal ones, pass always among them', () => {
    const s0 = turnOne(2);
    own(s0, 0, cellAt(0, 0));
    const s = pick(s0, 'banker', 'mercenary');
    const legal = game.legalActions(s);
    const kept = candidateActions(s, legal);
    expect(legal.length).toBeGreaterThan(60);
    expect(kept.length).toBeLessThanOrEqual(14);
    expect(kept).toContainEqual({ type: 'pass' });
    const legalKeys = new Set(legal.map(key));
    for (const a of kept) expect(legalKeys.has(key(a))).toBe(true);
    // With a parcel of its own and $24, the $10 ranch square is worth a cowboy.
    expect(kept).toContainEqual({ type: 'place', target: square('build10') });
  });

  it('a raid on a rich building is among the candidates', () => {
    const s0 = turnOne(2);
    put(s0, cellAt(4, 3), 'saloon', 1);
    put(s0, cellAt(5, 3), 'hotel', 1);
    const s = pick(s0, 'banker', 'mercenary');
    expect(candidateActions(s, game.legalActions(s))).toContainEqual({ type: 'place', target: { kind: 'building', cell: cellAt(4, 3) } });
  });

  it('rollouts return one of the actions offered', () => {
    const s = placeAll(pick(turnOne(2), 'banker', 'mercenary'), square('wages'));
    const acts = candidateActions(s, game.legalActions(s));
    const random = randomFromSeed(3);
    for (let i = 0; i < 20; i++) expect(acts).toContainEqual(rolloutAction(s, acts, random));
  });

  it('the evaluation is a distribution that favours the seat ahead', () => {
    const s = turnOne(3);
    s.seats[2]!.points = 10;
    const v = evaluate(s, 3);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(v[2]).toBeGreaterThan(v[0]!);
  });

  it('determinize changes only the generator state', () => {
    const s = pick(turnOne(2), 'banker', 'mercenary');
    const d = game.bot.determinize!(s, 0, randomFromSeed(1));
    expect({ ...d, rng: null }).toEqual({ ...s, rng: null });
    expect(game.view(d, 0)).toEqual(game.view(s, 0));
  });

  it('the search bot picks a legal character and a legal placement at small budgets', () => {
    let s = turnOne(2);
    const a = chooseAction(game, s, 0, 'hard', 1, { players: 2, budget: { iterations: 16, rolloutDepth: 10 } });
    expect(game.legalActions(s).map(key)).toContain(key(a));
    s = pick(s, 'banker', 'mercenary');
    const b = chooseAction(game, s, 0, 'hard', 2, { players: 2, budget: { iterations: 16, rolloutDepth: 10 } });
    expect(game.legalActions(s).map(key)).toContain(key(b));
  });
});
