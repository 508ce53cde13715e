import { describe, expect, it } from 'vitest';
import type { PokerFace } from '../../../src/core/dice-kinds.ts';
import {
  COMBO_STEPS,
  bestCombo,
  compareThrows,
  possibleWith,
  shows,
  type Combo,
} from '../../../src/games/pony-express/rules/combos.ts';

const f = (s: string): PokerFace[] => s.split(' ') as PokerFace[];

describe('poker combinations', () => {
  const cases: [string, Combo][] = [
    ['9 10 J Q A', 'nothing'],
    ['K K 9 10 J', 'pair'],
    ['K K 9 9 J', 'two-pairs'],
    ['Q Q Q 9 A', 'three'],
    ['9 10 J Q K', 'straight'],
    ['10 J Q K A', 'straight'],
    ['J J J 10 10', 'full-house'],
    ['A A A A 9', 'four'],
    ['10 10 10 10 10', 'five'],
  ];
  for (const [faces, combo] of cases) {
    it(`${faces} is ${combo}`, () => expect(bestCombo(f(faces))).toBe(combo));
  }

  it('steps follow the seed: pair 1 up to five of a kind 7', () => {
    expect([
      COMBO_STEPS.pair,
      COMBO_STEPS['two-pairs'],
      COMBO_STEPS.three,
      COMBO_STEPS.straight,
      COMBO_STEPS['full-house'],
      COMBO_STEPS.four,
      COMBO_STEPS.five,
    ]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a full house shows a pair, two pairs and three of a kind, but not four or a straight', () => {
    const fh = f('K K K 9 9');
    expect(shows(fh, 'pair')).toBe(true);
    expect(shows(fh, 'two-pairs')).toBe(true);
    expect(shows(fh, 'three')).toBe(true);
    expect(shows(fh, 'four')).toBe(false);
    expect(shows(fh, 'straight')).toBe(false);
  });

  it('four of a kind is not two pairs (two pairs need two ranks); a straight shows no pair', () => {
    expect(shows(f('A A A A 9'), 'two-pairs')).toBe(false);
    expect(shows(f('A A A A 9'), 'three')).toBe(true);
    expect(shows(f('9 10 J Q K'), 'pair')).toBe(false);
  });

  it('ranks higher combinations first, then A > K > … > 9 within one', () => {
    expect(compareThrows(f('9 9 9 10 J'), f('A A K K Q'))).toBeGreaterThan(0);
    expect(compareThrows(f('A A 9 10 J'), f('K K A Q J'))).toBeGreaterThan(0);
    expect(compareThrows(f('10 J Q K A'), f('9 10 J Q K'))).toBeGreaterThan(0);
    expect(compareThrows(f('A A K K 9'), f('A A Q Q K'))).toBeGreaterThan(0);
    expect(compareThrows(f('K K 9 10 A'), f('K K 9 10 Q'))).toBeGreaterThan(0);
  });

  it('a full house compares its triple first', () => {
    expect(compareThrows(f('J J J 9 9'), f('10 10 10 A A'))).toBeGreaterThan(0);
    expect(compareThrows(f('9 9 9 A A'), f('9 9 9 K K'))).toBeGreaterThan(0);
  });

  it('equal dice in any order tie exactly', () => {
    expect(compareThrows(f('A K Q A J'), f('J A Q K A'))).toBe(0);
  });

  it('knows what the hidden dice could still make', () => {
    expect(possibleWith(f('9 10 J Q'), 1, 'straight')).toBe(true);
    expect(possibleWith(f('9 10 J Q'), 1, 'pair')).toBe(true);
    expect(possibleWith(f('9 10 J Q'), 1, 'two-pairs')).toBe(false);
    expect(possibleWith(f('9 10 J Q'), 1, 'five')).toBe(false);
    expect(possibleWith(f('A A'), 3, 'five')).toBe(true);
    expect(possibleWith(f('A K'), 3, 'five')).toBe(false);
    expect(possibleWith(f('9 A'), 3, 'straight')).toBe(false);
  });
});
