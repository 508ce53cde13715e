// The names of Tableau Gulch's pick targets read back as what they name, and
// a die's name is never read as a box's (or the other way round).
import { describe, expect, it } from 'vitest';
import { boxTarget, dieTarget, targetBox, targetDie } from '../../../src/games/gambler/pick-targets.ts';

describe('Tableau Gulch pick targets', () => {
  it('a die and a box read back as themselves', () => {
    for (const die of [0, 4, 12]) expect(targetDie(dieTarget(die))).toBe(die);
    for (const [row, col] of [[0, 0], [5, 3], [11, 10]] as const) expect(targetBox(boxTarget(row, col))).toEqual({ row, col });
  });

  it('a die is no box, a box no die, and nothing or garbage is neither', () => {
    expect(targetBox(dieTarget(2))).toBeNull();
    expect(targetDie(boxTarget(2, 1))).toBeNull();
    for (const t of [null, '', 'd', 'dx', 'b1', 'b1.', 'x3.4']) {
      expect(targetDie(t)).toBeNull();
      expect(targetBox(t)).toBeNull();
    }
  });
});
