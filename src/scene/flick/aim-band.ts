// The aim drawn as the band the flicked die sweeps over the table: as wide as
// the die (a centre line hid that a figure beside the line still gets clipped
// by the die's side), from the die's front face along the aim for about as far
// as the die slides at that power. Which figures stand in the band is what the
// player must read off it, so the same maths answers that too. Pure numbers.
import type { DieKind } from '../../physics/dice-kinds.ts';
import { DIE_BODY } from '../../physics/dice-tuning.ts';
import { DIE_SHAPE } from '../../physics/faces.ts';
import { directionOf, slideEstimate, type Aim, type XZ } from './flick-input.ts';

/** The die's width across the table (a cube's edge, a disc's diameter), cm. */
export function dieWidth(kind: DieKind): number {
  return DIE_SHAPE[kind] === 'cube' ? 2 * DIE_BODY.cube.half : 2 * DIE_BODY.disc.radius;
}

export interface AimBand {
  /** Where the band starts (the die's front edge) and ends, on the table. */
  start: XZ;
  end: XZ;
  /** Unit direction of the aim on the table. */
  dir: XZ;
  /** Across the aim: the die's width. */
  width: number;
  /** Along the aim, start to end. */
  length: number;
  /** The band's two edges (left, right as seen along the aim), each from start to end. */
  edges: [[XZ, XZ], [XZ, XZ]];
}

/** Shortest band drawn, cm, so a weak aim still shows which way it points. */
export const MIN_BAND_LENGTH = 3;

/** The band a die of `kind` at `from` sweeps when flicked with `aim`. */
export function aimBand(from: XZ, aim: Aim, kind: DieKind): AimBand {
  const dir = directionOf(aim.angle);
  const width = dieWidth(kind);
  const half = width / 2;
  const length = Math.max(MIN_BAND_LENGTH, slideEstimate(aim.power) - half);
  const start = { x: from.x + dir.x * half, z: from.z + dir.z * half };
  const end = { x: start.x + dir.x * length, z: start.z + dir.z * length };
  // Right of the aim is the direction turned a quarter clockwise seen from above: (−dir.z, dir.x).
  const right = { x: -dir.z * half, z: dir.x * half };
  const edge = (s: number): [XZ, XZ] => [
    { x: start.x + right.x * s, z: start.z + right.z * s },
    { x: end.x + right.x * s, z: end.z + right.z * s },
  ];
  return { start, end, dir, width, length, edges: [edge(-1), edge(1)] };
}

/**
 * How far `p` lies from the band's centre line, across the aim (signed: + right)
 * and along it (from the start); a point is in the band's path when |across|
 * is within half the width (plus its own half-size) and along is in 0..length.
 */
export function bandCoordinates(band: AimBand, p: XZ): { across: number; along: number } {
  const dx = p.x - band.start.x;
  const dz = p.z - band.start.z;
  return { along: dx * band.dir.x + dz * band.dir.z, across: dx * -band.dir.z + dz * band.dir.x };
}

/** The ids of figures whose base (half-size `radius`, cm) the band overlaps. */
export function figuresInBand(band: AimBand, figures: readonly (XZ & { id: string })[], radius: number): string[] {
  return figures
    .filter((f) => {
      const c = bandCoordinates(band, f);
      return Math.abs(c.across) <= band.width / 2 + radius && c.along >= -radius && c.along <= band.length + radius;
    })
    .map((f) => f.id);
}
