// How a thrown die's collision shape sits in its body: turned by one of the
// shape's own symmetries, drawn from the throw's seed.
//
// Why: Rapier's contact numerics are not quite symmetric between a cuboid's
// local axes. Measured over 48,000 single-d6 throws at restitution 0.6, the
// face on the collider's local +y came up 3.5–4.5 % less often than 1/6 in
// every run (chi-square 21–36, p < 0.001), with round or plain cuboids, and
// the deficit moved with the collider when the collider alone was turned 90°
// in its body (docs/physics.md). A symmetry of the shape leaves the physical
// die exactly the same (a cube turned a quarter is the same cube), so drawing
// one uniformly per die spreads the engine's axis preference evenly over the
// six faces: each face then has the same chance by construction.
//
// Nothing about the result changes hands: the faces are painted on the body
// (FACE_NORMALS are body-frame), the scene draws the body, and the face read
// is the body face that ends up. Only the collider's internal axes move.
import type { DieKind } from './dice-kinds.ts';
import { DIE_SHAPE } from './faces.ts';
import { mixSeed, mulberry32 } from './random.ts';
import type { Quat } from './types.ts';

const H = 0.5;
const S = Math.SQRT1_2;

/** The 24 rotations that map a cube onto itself (unit quaternions, exact constants, no trigonometry). */
export const CUBE_TURNS: readonly Quat[] = [
  { x: 0, y: 0, z: 0, w: 1 },
  // half turns about the face axes
  { x: 1, y: 0, z: 0, w: 0 },
  { x: 0, y: 1, z: 0, w: 0 },
  { x: 0, y: 0, z: 1, w: 0 },
  // quarter turns about the face axes
  { x: S, y: 0, z: 0, w: S },
  { x: -S, y: 0, z: 0, w: S },
  { x: 0, y: S, z: 0, w: S },
  { x: 0, y: -S, z: 0, w: S },
  { x: 0, y: 0, z: S, w: S },
  { x: 0, y: 0, z: -S, w: S },
  // half turns about the edge axes
  { x: S, y: S, z: 0, w: 0 },
  { x: S, y: -S, z: 0, w: 0 },
  { x: S, y: 0, z: S, w: 0 },
  { x: S, y: 0, z: -S, w: 0 },
  { x: 0, y: S, z: S, w: 0 },
  { x: 0, y: S, z: -S, w: 0 },
  // third turns about the corner axes
  { x: H, y: H, z: H, w: H },
  { x: H, y: H, z: -H, w: H },
  { x: H, y: -H, z: H, w: H },
  { x: H, y: -H, z: -H, w: H },
  { x: -H, y: H, z: H, w: H },
  { x: -H, y: H, z: -H, w: H },
  { x: -H, y: -H, z: H, w: H },
  { x: -H, y: -H, z: -H, w: H },
];

/**
 * A disc (round cylinder about local y) maps onto itself when flipped over.
 * Rapier rests a disc with its collider's +y cap down ~52 % of the time (the
 * d6's preference again; docs/physics.md "Fair discs"): turned over for half
 * of the discs, that preference favours neither painted face.
 */
export const DISC_TURNS: readonly Quat[] = [
  { x: 0, y: 0, z: 0, w: 1 },
  { x: 1, y: 0, z: 0, w: 0 },
];

/** Symmetries of a die kind's shape. */
const turnsOf = (kind: DieKind): readonly Quat[] => (DIE_SHAPE[kind] === 'cube' ? CUBE_TURNS : DISC_TURNS);

/** The collider turn of die `die` in the throw with this seed: uniform over the shape's symmetries, replayable. */
export function colliderTurn(kind: DieKind, seed: number, die: number): Quat {
  const turns = turnsOf(kind);
  const random = mulberry32(mixSeed(seed, die, 0x7475726e));
  return turns[Math.floor(random() * turns.length)] as Quat;
}
