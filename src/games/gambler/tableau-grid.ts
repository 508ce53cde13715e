// The printed tableau's grid, in the board's own centimetres: u from its left
// edge, v from its far edge. A title band, then one band per row: the row's
// number and hint in a left column, its boxes, and its value circle at the
// right. The board's print, the pointer's box under a point and the probe's
// box centres all read these numbers, so a box printed is the box clicked.
// Board knowledge, no screen: pure.

export const GRID = {
  // Wide enough for a left column (9 cm) where each row's number and hint are
  // printed large enough to read from the chair at 1280×800 (11 CSS px to the
  // em at the far corner, tests/browser/legibility.spec.mjs), and a title band
  // deep enough for the subtitle at that size.
  width: 42,
  depth: 35.6,
  margin: 1.4,
  titleDepth: 6.0,
  rowPitch: 4.7,
  rowHeight: 4.3,
  /** Centre of the row-number badge and its hint. */
  badgeU: 6.0,
  firstBoxU: 12.6,
  boxPitch: 4.5,
  boxSize: 3.8,
  valueU: 37.6,
  valueRadius: 2.4,
} as const;

/** Centre of a row band (v). */
export const rowV = (row: number): number => GRID.titleDepth + row * GRID.rowPitch + GRID.rowHeight / 2;
/** Centre of box `col` of a row (u). */
export const boxU = (col: number): number => GRID.firstBoxU + col * GRID.boxPitch;

/** The box under the point (u, v): row and column, or null between boxes. `lengths[row]` is the number of boxes of each row. */
export function boxAt(u: number, v: number, lengths: readonly number[]): { row: number; col: number } | null {
  // `|| 0` turns a rounded -0 into 0.
  const row = Math.round((v - GRID.titleDepth - GRID.rowHeight / 2) / GRID.rowPitch) || 0;
  const col = Math.round((u - GRID.firstBoxU) / GRID.boxPitch) || 0;
  const len = lengths[row];
  if (len === undefined || col < 0 || col >= len) return null;
  const half = GRID.boxSize / 2 + 0.25;
  if (Math.abs(v - rowV(row)) > half || Math.abs(u - boxU(col)) > half) return null;
  return { row, col };
}
