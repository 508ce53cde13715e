// The printed tableau's grid (src/games/gambler/tableau-grid.ts): every row of
// every tableau fits its band and its boxes end before its value circle, and
// a point maps to the box printed under it, never to two boxes at once.
import { describe, expect, it } from 'vitest';
import { TABLEAUX, rowLength } from '../../../src/games/gambler/index.ts';
import { GRID, boxAt, boxU, rowV } from '../../../src/games/gambler/tableau-grid.ts';

describe('the tableau grid', () => {
  it('fits every tableau: rows inside the board, boxes left of the value circle and right of the hint column', () => {
    for (const t of TABLEAUX) {
      expect(rowV(t.rows.length - 1) + GRID.rowHeight / 2, t.name).toBeLessThan(GRID.depth - GRID.margin);
      for (const r of t.rows) {
        expect(boxU(rowLength(r.shape) - 1) + GRID.boxSize / 2, t.name).toBeLessThan(GRID.valueU - GRID.valueRadius);
      }
    }
    expect(boxU(0) - GRID.boxSize / 2).toBeGreaterThan(GRID.badgeU);
    expect(GRID.valueU + GRID.valueRadius).toBeLessThan(GRID.width - GRID.margin);
  });

  it('reads a box from a point anywhere on it, and no box from the gaps, the title band or past a row’s end', () => {
    const lengths = [3, 5];
    expect(boxAt(boxU(2), rowV(0), lengths)).toEqual({ row: 0, col: 2 });
    expect(boxAt(boxU(4) - GRID.boxSize / 2 + 0.1, rowV(1) + GRID.boxSize / 2 - 0.1, lengths)).toEqual({ row: 1, col: 4 });
    expect(boxAt(boxU(0) + GRID.boxPitch / 2, rowV(0), lengths)).toBeNull();
    expect(boxAt(boxU(3), rowV(0), lengths)).toBeNull();
    expect(boxAt(boxU(0), GRID.titleDepth / 2, lengths)).toBeNull();
    expect(boxAt(boxU(0), rowV(2), lengths)).toBeNull();
  });
});
