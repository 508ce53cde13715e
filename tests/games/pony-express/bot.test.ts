// The bots: legal choices only, no peeking under another rider's cup, hooks
// that keep what a seat knows, and whole games that end cleanly.
import { describe, expect, it } from 'vitest';
import { choosePonyAction, determinize, evaluate, hitChance, sampleFlick } from '../../../src/games/pony-express/bot.ts';
import type { AwaitFlick } from '../../../src/core/contract.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, game, playLevels, randomFromSeed, run, table } from './support.ts';

const challengeWith = (faces: ReturnType<typeof dice>, claim: 'three' | 'four'): PonyState =>
  run(table(3, [{ pos: 5 }, { pos: 3 }, { pos: 1 }]), faces, act(0, { type: 'claim', combo: claim }));

describe('pony bots', () => {
  it('play whole games at the rules-of-thumb and easy levels with no rejected move and no broken invariant', () => {
    for (const [seed, levels] of [
      [21, ['heuristic', 'easy']],
      [22, ['heuristic', 'heuristic', 'heuristic']],
      [23, ['heuristic', 'heuristic', 'heuristic', 'heuristic', 'heuristic']],
    ] as const) {
      const g = playLevels(seed, [...levels]);
      expect(g.problems).toEqual([]);
      expect(g.winner).not.toBeNull();
    }
  });

  it('decide whether to doubt without reading the dice under the cup', () => {
    const honest = challengeWith(dice('A', 'A', 'A', 'K', '9'), 'four');
    const bluff = challengeWith(dice('9', '10', 'J', 'Q', 'K'), 'four');
    for (const level of ['easy', 'hard'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const a = choosePonyAction(honest, 1, level, randomFromSeed(seed));
        const b = choosePonyAction(bluff, 1, level, randomFromSeed(seed));
        expect(a).toEqual(b);
      }
    }
  });

  it('hard doubts a rider whose bluffs were caught before more readily than a clean one', () => {
    // Three of a kind from five hidden dice: believable from a clean record (1 throw in 5 shows it), not from a caught liar.
    const clean = challengeWith(dice('A', 'A', 'A', 'K', '9'), 'three');
    const liar = structuredClone(clean);
    liar.stats[0] = { ...liar.stats[0]!, doubted: 10, caughtBluffing: 10 };
    const r = randomFromSeed(1);
    expect(choosePonyAction(clean, 1, 'hard', r)).toEqual({ type: 'believe' });
    expect(choosePonyAction(liar, 1, 'hard', r)).toEqual({ type: 'doubt' });
  });

  it('with nobody able to doubt, claims the most the open dice allow', () => {
    const s = run(table(3, [{ pos: 5 }, { pos: 3, jailed: true }, { pos: 1, jailed: true }]), dice('9', '10', 'J', 'Q', 'K'));
    expect(choosePonyAction(s, 0, 'hard', randomFromSeed(3))).toEqual({ type: 'claim', combo: 'five' });
  });

  it('determinize re-samples only what the seat cannot see', () => {
    let s = table(3, [{ pos: 5 }, { pos: 3 }, { pos: 1 }]);
    s = run(s, dice('A', 'A', 'K', 'Q', '9'), act(0, { type: 'rethrow', dice: [2, 3, 4], landing: 'cup' }), dice('9', '9', '9'));
    s.riders[1]!.hand = [s.discard.pop()!];
    s.riders[2]!.hand = [s.discard.pop()!];
    const seen = determinize(s, 1, randomFromSeed(5));
    expect(game.invariants(seen)).toEqual([]);
    expect(seen.dice.slice(0, 2)).toEqual(s.dice.slice(0, 2));
    expect(seen.riders[1]!.hand).toEqual(s.riders[1]!.hand);
    expect(seen.discard).toEqual(s.discard);
    const samples = new Set(Array.from({ length: 30 }, (_, i) => determinize(s, 1, randomFromSeed(i)).dice.slice(2).map((d) => d.face).join()));
    expect(samples.size).toBeGreaterThan(5);
    // The active seat knows its own dice: nothing of them changes.
    expect(determinize(s, 0, randomFromSeed(5)).dice).toEqual(s.dice);
  });

  it('sampleFlick hits near targets more often than far ones and evaluate favours the leader', () => {
    expect(hitChance(10)).toBeGreaterThan(hitChance(60));
    const s = run(table(3, [{ pos: 5 }, { pos: 6 }, { pos: 1 }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    const req = game.awaiting(s) as AwaitFlick;
    const out = sampleFlick(s, req, randomFromSeed(2));
    expect(game.apply(s, out).ok).toBe(true);
    const v = evaluate(table(3, [{ pos: 20 }, { pos: 3 }, { pos: 1 }]), 3);
    expect(v[0]).toBeGreaterThan(v[1]!);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
});
