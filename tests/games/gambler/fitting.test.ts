import { describe, expect, it } from 'vitest';
import { fits, fittingFaces, rowIsValid } from '../../../src/games/gambler/rules/fitting.ts';
import type { RowShape } from '../../../src/games/gambler/types.ts';

const pips = (...p: number[]): RowShape => ({ kind: 'pips', pips: p });

describe('which dice fit a row', () => {
  it('a pip box takes only a die showing exactly that value', () => {
    expect(fittingFaces(pips(5), [])).toEqual([5]);
    expect(fits(pips(5), [], 4)).toBe(false);
  });

  it('boxes fill from the left: only the leftmost free box can take a die', () => {
    expect(fittingFaces(pips(2, 4, 6), [])).toEqual([2]);
    expect(fits(pips(2, 4, 6), [], 4)).toBe(false);
    expect(fittingFaces(pips(2, 4, 6), [2])).toEqual([4]);
    expect(fittingFaces(pips(2, 4, 6), [2, 4])).toEqual([6]);
  });

  it('a full row takes no more dice', () => {
    expect(fittingFaces(pips(6, 6), [6, 6])).toEqual([]);
    expect(fittingFaces({ kind: 'stars', length: 2 }, [3, 3])).toEqual([]);
  });

  it('a star row starts with any value and then takes only that value', () => {
    const stars: RowShape = { kind: 'stars', length: 4 };
    expect(fittingFaces(stars, [])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fittingFaces(stars, [4])).toEqual([4]);
    expect(fittingFaces(stars, [4, 4, 4])).toEqual([4]);
  });

  it('a green-red row is a full house: three equal, then two equal of another value', () => {
    const house: RowShape = { kind: 'full-house' };
    expect(fittingFaces(house, [])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fittingFaces(house, [2])).toEqual([2]);
    expect(fittingFaces(house, [2, 2])).toEqual([2]);
    expect(fittingFaces(house, [2, 2, 2])).toEqual([1, 3, 4, 5, 6]);
    expect(fittingFaces(house, [2, 2, 2, 5])).toEqual([5]);
    expect(rowIsValid(house, [2, 2, 2, 2])).toBe(false);
  });

  it('a rising run climbs by exactly one, and its first die must leave room to finish', () => {
    const run: RowShape = { kind: 'rising', length: 3 };
    expect(fittingFaces(run, [])).toEqual([1, 2, 3, 4]);
    expect(fittingFaces(run, [3])).toEqual([4]);
    expect(fittingFaces(run, [3, 4])).toEqual([5]);
    expect(fittingFaces({ kind: 'rising', length: 5 }, [])).toEqual([1, 2]);
  });

  it('a falling run drops by exactly one, and its first die must leave room to finish', () => {
    const run: RowShape = { kind: 'falling', length: 4 };
    expect(fittingFaces(run, [])).toEqual([4, 5, 6]);
    expect(fittingFaces(run, [5])).toEqual([4]);
    expect(fittingFaces(run, [5, 4, 3])).toEqual([2]);
  });

  it('faces outside 1–6 never fit', () => {
    expect(fits({ kind: 'stars', length: 3 }, [], 0)).toBe(false);
    expect(fits({ kind: 'stars', length: 3 }, [], 7)).toBe(false);
    expect(fits({ kind: 'stars', length: 3 }, [], 2.5)).toBe(false);
  });
});
