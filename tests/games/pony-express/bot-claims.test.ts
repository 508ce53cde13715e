// The bots facing a claim of each combination: the doubter weighs how likely
// the claim is from what it can see (open dice, dice under the cup, re-throws)
// against what a wrong doubt costs. Seed: "In Phase 5 müssen die Gegenspieler
// nun entscheiden, ob sie dem aktiven Spieler Glauben schenken oder nicht."
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/core/bot/index.ts';
import { choosePonyAction, claimCredibility, honestyEstimate, ponyBot } from '../../../src/games/pony-express/bot.ts';
import type { Combo } from '../../../src/games/pony-express/rules/combos.ts';
import type { PonyAction, PonyState } from '../../../src/games/pony-express/types.ts';
import type { PokerFace } from '../../../src/core/dice-kinds.ts';
import { act, dice, game, randomFromSeed, run, table } from './support.ts';

/** Rider 1 throws `faces` under the cup (Rider 2, nearest, may doubt); optionally re-throws `rethrow` under the cup first, so the kept dice lie open. */
function thrown(faces: PokerFace[], rethrow?: { dice: number[]; faces: PokerFace[] }): PonyState {
  let s = run(table(3, [{ pos: 5 }, { pos: 3 }, { pos: 1 }]), dice(...faces));
  if (rethrow) s = run(s, act(0, { type: 'rethrow', dice: rethrow.dice, landing: 'cup' }), dice(...rethrow.faces));
  return s;
}
const claimed = (s: PonyState, combo: Combo): PonyState => run(s, act(0, { type: 'claim', combo }));
const hardSays = (s: PonyState): PonyAction['type'] => choosePonyAction(s, 1, 'hard', randomFromSeed(1)).type;

// Rider 1's real dice never matter to the doubter: a bluff on nothing (9 J A Q A).
const NOTHING: PokerFace[] = ['9', 'J', 'A', 'Q', 'A'];

describe('the hard bot facing a claim from five dice under the cup', () => {
  const cases: [Combo, 'believe' | 'doubt'][] = [
    ['pair', 'believe'], // 91 % of throws show a pair
    ['two-pairs', 'believe'], // 27 %
    ['three', 'believe'], // 21 %
    ['straight', 'doubt'], // 3 %
    ['full-house', 'doubt'], // 4 %
    ['four', 'doubt'], // 2 %
    ['five', 'doubt'], // 0.08 %
  ];
  for (const [combo, expected] of cases) {
    it(`${expected}s a claim of ${combo}`, () => {
      const s = claimed(thrown(NOTHING), combo);
      expect(s.phase).toMatchObject({ kind: 'challenge', challenger: 1 });
      expect(hardSays(s)).toBe(expected);
    });
  }

  it('judges the claim of five of a kind from five hidden dice almost surely false', () => {
    const s = claimed(thrown(NOTHING), 'five');
    expect(honestyEstimate(s, 1, 'five')).toBeLessThan(0.06);
    expect(honestyEstimate(s, 1, 'pair')).toBeGreaterThan(0.95);
  });

  it('the search bot (the product hard bot) doubts five of a kind and believes a pair without searching', () => {
    for (const [combo, expected] of [['five', 'doubt'], ['pair', 'believe']] as const) {
      const s = claimed(thrown(NOTHING), combo);
      expect(ponyBot.candidateActions!(s, game.legalActions(s))).toEqual([{ type: expected }]);
      expect(chooseAction(game, s, 1, 'hard', 11, { budget: { iterations: 16, timeCapMs: Infinity } })).toEqual({ type: expected });
    }
  });
});

describe('the hard bot facing a claim with some dice open', () => {
  // One paid re-throw of dice 4 and 5 under the cup: the kept dice 1–3 come out open, 4 and 5 lie hidden
  // (here a 9 and a 10: the doubter never reads them, so its answer is the same for any hidden faces).
  const cases: [string, PokerFace[], Combo, 'believe' | 'doubt'][] = [
    ['three of a kind shown by the open dice', ['A', 'A', 'A'], 'three', 'believe'],
    ['a pair shown by the open dice', ['A', 'A', 'J'], 'pair', 'believe'],
    ['two pairs on one open pair', ['K', 'K', 'J'], 'two-pairs', 'believe'],
    ['four of a kind needing one of two hidden dice', ['A', 'A', 'A'], 'four', 'believe'],
    ['five of a kind needing both hidden dice', ['A', 'A', 'A'], 'five', 'doubt'],
    ['four of a kind needing both hidden dice', ['K', 'K', 'J'], 'four', 'doubt'],
    // One try in nine makes these, and the rider stopped although it could throw again: believable.
    ['a straight needing two exact hidden dice', ['Q', 'K', 'J'], 'straight', 'believe'],
    ['a full house needing two exact hidden dice', ['A', 'A', 'J'], 'full-house', 'believe'],
  ];
  for (const [what, open, combo, expected] of cases) {
    it(`${expected}s ${what}`, () => {
      const s = claimed(thrown([...open, 'Q', 'Q'], { dice: [3, 4], faces: ['9', '10'] }), combo);
      expect(s.dice.map((d) => d.where)).toEqual(['open', 'open', 'open', 'cup', 'cup']);
      expect(hardSays(s)).toBe(expected);
    });
  }
});

describe('the easy bot is gullible but not absurd', () => {
  it('always doubts five of a kind from five hidden dice, and mostly believes a pair', () => {
    const five = claimed(thrown(NOTHING), 'five');
    const pair = claimed(thrown(NOTHING), 'pair');
    let believed = 0;
    for (let seed = 0; seed < 40; seed++) {
      expect(choosePonyAction(five, 1, 'easy', randomFromSeed(seed))).toEqual({ type: 'doubt' });
      if (choosePonyAction(pair, 1, 'easy', randomFromSeed(seed)).type === 'believe') believed++;
    }
    expect(believed).toBeGreaterThan(30);
  });

  it('is never offered a bluff even it would see through while someone may doubt (its random pick draws from these)', () => {
    const s = thrown(NOTHING);
    const claims = ponyBot.candidateActions!(s, game.legalActions(s)).flatMap((a) => (a.type === 'claim' ? [a.combo] : []));
    expect(claims).not.toContain('five');
    expect(claims).toContain('pair');
    expect(claims).toContain('nothing');
    for (const c of claims) expect(claimCredibility(s, c)).toBeGreaterThan(0.15);
    // Its own claim by the policy is never five of a kind either.
    for (let seed = 0; seed < 20; seed++) {
      expect(choosePonyAction(s, 0, 'easy', randomFromSeed(seed))).not.toEqual({ type: 'claim', combo: 'five' });
    }
  });

  it('with nobody able to doubt, the big claim stays on offer', () => {
    const s = run(table(3, [{ pos: 5 }, { pos: 3, jailed: true }, { pos: 1, jailed: true }]), dice(...NOTHING));
    const claims = ponyBot.candidateActions!(s, game.legalActions(s)).flatMap((a) => (a.type === 'claim' ? [a.combo] : []));
    expect(claims).toContain('five');
  });
});
