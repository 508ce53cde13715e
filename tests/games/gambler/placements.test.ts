// Which die of the throw went into which box between two positions
// (src/games/gambler/placements.ts): the table glides that very die there.
import { describe, expect, it } from 'vitest';
import { gambler } from '../../../src/games/gambler/index.ts';
import { newlyPlaced, throwKeyOf } from '../../../src/games/gambler/placements.ts';
import type { GamblerView, TurnState } from '../../../src/games/gambler/types.ts';

const base = gambler.view(gambler.setup({ seed: 7, players: 2 }), 0);
const at = (turn: TurnState | null, rows: number[][] = base.rows.map(() => []), round = base.round): GamblerView => ({ ...base, turn, rows, round });
const turn = (faces: (number | null)[], throws = 1): TurnState => ({ throws, placed: 0, placedSinceThrow: 0, faces, hand: faces.length });
const rowsWith = (row: number, dice: number[]) => base.rows.map((_, r) => (r === row ? dice : []));
const any = () => true;

describe('dice placed between two positions', () => {
  it('a die placed from the throw is matched to its throw position, its box and face', () => {
    const before = at(turn([3, 5, 5]));
    const after = at(turn([3, null, 5]), rowsWith(2, [5]));
    expect(newlyPlaced(before, after, any)).toEqual([{ die: 1, row: 2, col: 0, face: 5 }]);
  });

  it('the die goes to the next box of a row already begun', () => {
    const before = at(turn([4, 6]), rowsWith(1, [6, 6]));
    const after = at(turn([4, null]), rowsWith(1, [6, 6, 6]));
    expect(newlyPlaced(before, after, any)).toEqual([{ die: 1, row: 1, col: 2, face: 6 }]);
  });

  it('a die the table no longer shows is not taken; the next one with that face is', () => {
    const before = at(turn([5, 5, 2]));
    const after = at(turn([null, null, 2]), rowsWith(0, [5]));
    expect(newlyPlaced(before, after, (i) => i !== 0)).toEqual([{ die: 1, row: 0, col: 0, face: 5 }]);
    expect(newlyPlaced(before, after, () => false)).toEqual([]);
  });

  it('nothing moves across rounds, from no throw, or when no row grew', () => {
    const before = at(turn([2]));
    expect(newlyPlaced(before, at(turn([null]), rowsWith(0, [2]), base.round + 1), any)).toEqual([]);
    expect(newlyPlaced(at(null), at(turn([null]), rowsWith(0, [2])), any)).toEqual([]);
    expect(newlyPlaced(before, at(turn([2])), any)).toEqual([]);
  });

  it('a throw is named by its round, seat, throw number and dice; no throw has no name', () => {
    expect(throwKeyOf(at(turn([1, 2], 2)))).not.toBe(throwKeyOf(at(turn([1, 2], 3))));
    expect(throwKeyOf(at(turn([1, 2])))).toBe(throwKeyOf(at(turn([4, null]))));
    expect(throwKeyOf(at(null))).toBeNull();
  });
});
