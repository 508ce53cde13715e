// Which face fits the next free box of a row. Boxes fill strictly from the
// left, so a row is fully described by its shape and the faces placed so far.
// Pure functions; shared by the rules, the invariants, the bot and the HUD.

import type { RowShape } from '../types.ts';

export const PIPS = [1, 2, 3, 4, 5, 6] as const;

export function rowLength(shape: RowShape): number {
  switch (shape.kind) {
    case 'pips':
      return shape.pips.length;
    case 'full-house':
      return 5;
    default:
      return shape.length;
  }
}

const isPip = (face: number): boolean => Number.isInteger(face) && face >= 1 && face <= 6;

/** Bit f (1..6) set for every face f 1–6. */
const ALL_FACES = 0b1111110;
/** Bits for the faces lo..hi (clamped to 1..6). */
const span = (lo: number, hi: number): number => {
  let m = 0;
  for (let f = Math.max(1, lo); f <= Math.min(6, hi); f++) m |= 1 << f;
  return m;
};
const bit = (face: number | undefined): number => (face !== undefined && face >= 1 && face <= 6 ? 1 << face : 0);

/**
 * The faces that fit the leftmost free box of a row holding `placed`, as a bit
 * mask (bit f for face f; 0 when the row is full). One call per row serves
 * every die of a throw, which keeps the bots' search cheap.
 */
export function fitMask(shape: RowShape, placed: readonly number[]): number {
  const i = placed.length;
  if (i >= rowLength(shape)) return 0;
  switch (shape.kind) {
    case 'pips':
      return bit(shape.pips[i]);
    case 'stars':
      return i === 0 ? ALL_FACES : bit(placed[0]);
    case 'full-house':
      if (i === 0) return ALL_FACES;
      if (i < 3) return bit(placed[0]);
      if (i === 3) return ALL_FACES & ~bit(placed[0]);
      return bit(placed[3]);
    case 'rising':
      // Exactly one higher each step; the first die must leave room for the run.
      return i === 0 ? span(1, 7 - shape.length) : bit((placed[i - 1] ?? 0) + 1);
    case 'falling':
      return i === 0 ? span(shape.length, 6) : bit((placed[i - 1] ?? 0) - 1);
  }
}

/** Does `face` fit the leftmost free box of a row holding `placed`? */
export function fits(shape: RowShape, placed: readonly number[], face: number): boolean {
  return isPip(face) && ((fitMask(shape, placed) >> face) & 1) === 1;
}

/** The faces that would fit the leftmost free box (empty when the row is full). */
export function fittingFaces(shape: RowShape, placed: readonly number[]): number[] {
  return PIPS.filter((f) => fits(shape, placed, f));
}

/** True when every placed face fitted its box when it was placed (invariant check). */
export function rowIsValid(shape: RowShape, placed: readonly number[]): boolean {
  if (placed.length > rowLength(shape)) return false;
  for (let i = 0; i < placed.length; i++) {
    if (!fits(shape, placed.slice(0, i), placed[i] ?? 0)) return false;
  }
  return true;
}

export const rowIsFull = (shape: RowShape, placed: readonly number[]): boolean =>
  placed.length >= rowLength(shape);

/** Short English description of a row shape ("stars ×4", "pips 2-4-6", "rising run of 3"). */
export function describeShape(shape: RowShape): string {
  switch (shape.kind) {
    case 'pips':
      return shape.pips.length === 1 ? `a ${shape.pips[0]}` : `pips ${shape.pips.join('-')}`;
    case 'stars':
      return `${shape.length} stars (all equal)`;
    case 'full-house':
      return 'full house (3 green + 2 red stars)';
    case 'rising':
      return `rising run of ${shape.length}`;
    case 'falling':
      return `falling run of ${shape.length}`;
  }
}
