// Reading a die: a pure function of the body's rotation. Every kind lists its
// faces as (local outward normal, value); the face whose normal points up
// within the tolerance is the result. No face within tolerance → cocked
// (null). Discs standing on their edge count their larger value.
//
// The scene draws faces from the same table (FACE_NORMALS), so the pips on
// screen and the value read are the same thing.
import { FACES, type DieKind, type FaceValue } from './dice-kinds.ts';
import type { Quat, Vec3 } from './types.ts';
import { READING } from './dice-tuning.ts';

export type DieShape = 'cube' | 'disc';

export const DIE_SHAPE: Record<DieKind, DieShape> = {
  d6: 'cube',
  poker: 'cube',
  disc01: 'disc',
  disc02: 'disc',
  disc12: 'disc',
};

/**
 * Local outward normal of face i, where i indexes FACES[kind].
 * Cube: 1 +y, 2 +x, 3 +z, 4 −z, 5 −x, 6 −y (opposite faces sum to 7; the
 * poker die uses the same slots: 9 opposite A, 10 opposite K, J opposite Q).
 * Disc: the cylinder axis is local y; FACES[kind][0] on +y, [1] on −y.
 */
const CUBE_NORMALS: readonly Vec3[] = [
  { x: 0, y: 1, z: 0 },
  { x: 1, y: 0, z: 0 },
  { x: 0, y: 0, z: 1 },
  { x: 0, y: 0, z: -1 },
  { x: -1, y: 0, z: 0 },
  { x: 0, y: -1, z: 0 },
];
const DISC_NORMALS: readonly Vec3[] = [
  { x: 0, y: 1, z: 0 },
  { x: 0, y: -1, z: 0 },
];

export const FACE_NORMALS: Record<DieKind, readonly Vec3[]> = {
  d6: CUBE_NORMALS,
  poker: CUBE_NORMALS,
  disc01: DISC_NORMALS,
  disc02: DISC_NORMALS,
  disc12: DISC_NORMALS,
};

const COS_TOL = Math.cos((READING.faceToleranceDeg * Math.PI) / 180);
const SIN_TOL = Math.sin((READING.faceToleranceDeg * Math.PI) / 180);

/** World up (+y) expressed in the body's local frame: R(q)ᵀ·ŷ. */
export function localUp(q: Quat): Vec3 {
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  const x = q.x / n;
  const y = q.y / n;
  const z = q.z / n;
  const w = q.w / n;
  return {
    x: 2 * (x * y + w * z),
    y: 1 - 2 * (x * x + z * z),
    z: 2 * (y * z - w * x),
  };
}

export type Reading =
  | { kind: 'face'; index: number; value: FaceValue }
  | { kind: 'edge'; value: FaceValue }
  | { kind: 'cocked' };

/** How the die lies: a face up, a disc on its edge, or cocked. */
export function readDie(kind: DieKind, rotation: Quat): Reading {
  const up = localUp(rotation);
  const normals = FACE_NORMALS[kind];
  const values = FACES[kind];
  let best = -1;
  let bestDot = -Infinity;
  normals.forEach((n, i) => {
    const d = n.x * up.x + n.y * up.y + n.z * up.z;
    if (d > bestDot) {
      bestDot = d;
      best = i;
    }
  });
  if (bestDot >= COS_TOL) return { kind: 'face', index: best, value: values[best] as FaceValue };
  if (DIE_SHAPE[kind] === 'disc' && Math.abs(up.y) <= SIN_TOL) {
    // Axis horizontal: the disc stands on its rim and counts its larger value.
    const larger = Math.max(...(values as readonly number[]));
    return { kind: 'edge', value: larger };
  }
  return { kind: 'cocked' };
}

/** The value a settled die shows, or null when it is cocked. */
export function faceUp(kind: DieKind, rotation: Quat): FaceValue | null {
  const r = readDie(kind, rotation);
  return r.kind === 'cocked' ? null : r.value;
}
