// Face reading is a pure function of the rotation: every orientation of every
// die kind, cocked detection, and the disc's edge rule.
import { describe, expect, it } from 'vitest';
import { FACES, type DieKind } from '../../src/core/dice-kinds.ts';
import { FACE_NORMALS, faceUp, readDie, READING } from '../../src/physics/index.ts';
import type { Quat, Vec3 } from '../../src/physics/index.ts';

const deg = Math.PI / 180;
const axisAngle = (axis: Vec3, angle: number): Quat => {
  const n = Math.hypot(axis.x, axis.y, axis.z);
  const s = Math.sin(angle / 2) / n;
  return { x: axis.x * s, y: axis.y * s, z: axis.z * s, w: Math.cos(angle / 2) };
};
const mul = (a: Quat, b: Quat): Quat => ({
  w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
  y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
  z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
});
/** Rotate v by q. */
const rotate = (q: Quat, v: Vec3): Vec3 => {
  const p = mul(mul(q, { x: v.x, y: v.y, z: v.z, w: 0 }), { x: -q.x, y: -q.y, z: -q.z, w: q.w });
  return { x: p.x, y: p.y, z: p.z };
};
const X = { x: 1, y: 0, z: 0 };
const Y = { x: 0, y: 1, z: 0 };
const Z = { x: 0, y: 0, z: 1 };

/** The 24 rotations of the cube: 6 choices of the up face × 4 turns about the vertical. */
function cubeRotations(): Quat[] {
  const ups = [
    { x: 0, y: 0, z: 0, w: 1 },
    axisAngle(X, 90 * deg),
    axisAngle(X, 180 * deg),
    axisAngle(X, -90 * deg),
    axisAngle(Z, 90 * deg),
    axisAngle(Z, -90 * deg),
  ];
  return ups.flatMap((u) => [0, 90, 180, 270].map((a) => mul(axisAngle(Y, a * deg), u)));
}

/** Which local face normal a rotation brings to world up, computed independently of faces.ts. */
function expectedUpIndex(kind: DieKind, q: Quat): number {
  const normals = FACE_NORMALS[kind];
  let best = -1;
  let bestY = -2;
  normals.forEach((n, i) => {
    const y = rotate(q, n).y;
    if (y > bestY) {
      bestY = y;
      best = i;
    }
  });
  return best;
}

describe('cube dice (d6, poker)', () => {
  for (const kind of ['d6', 'poker'] as const) {
    it(`${kind}: each of the 24 rotations reads the face whose normal points up, and each face is up exactly 4 times`, () => {
      const seen = new Map<unknown, number>();
      for (const q of cubeRotations()) {
        const face = faceUp(kind, q);
        expect(face).toBe(FACES[kind][expectedUpIndex(kind, q)]);
        seen.set(face, (seen.get(face) ?? 0) + 1);
      }
      expect([...seen.values()]).toEqual([4, 4, 4, 4, 4, 4]);
      expect(new Set(seen.keys())).toEqual(new Set(FACES[kind]));
    });
  }

  it('d6 opposite faces sum to 7', () => {
    const normals = FACE_NORMALS.d6;
    normals.forEach((n, i) => {
      const j = normals.findIndex((m) => m.x === -n.x && m.y === -n.y && m.z === -n.z);
      expect((FACES.d6[i] as number) + (FACES.d6[j] as number)).toBe(7);
    });
  });

  it('identity shows 1 on a d6 and 9 on a poker die; upside down shows 6 and A', () => {
    const id = { x: 0, y: 0, z: 0, w: 1 };
    const flip = axisAngle(X, Math.PI);
    expect(faceUp('d6', id)).toBe(1);
    expect(faceUp('poker', id)).toBe('9');
    expect(faceUp('d6', flip)).toBe(6);
    expect(faceUp('poker', flip)).toBe('A');
  });

  it('a die balanced on an edge (45°) or a corner is cocked', () => {
    for (const kind of ['d6', 'poker'] as const) {
      expect(faceUp(kind, axisAngle(X, 45 * deg))).toBeNull();
      expect(faceUp(kind, axisAngle(Z, -45 * deg))).toBeNull();
      // corner up: rotate so the (1,1,1) diagonal is vertical
      const corner = axisAngle({ x: 1, y: 0, z: -1 }, Math.acos(1 / Math.sqrt(3)));
      expect(faceUp(kind, corner)).toBeNull();
      expect(readDie(kind, axisAngle(X, 45 * deg)).kind).toBe('cocked');
    }
  });

  it('tilts inside the tolerance still read; just beyond it are cocked', () => {
    const tol = READING.faceToleranceDeg;
    expect(faceUp('d6', axisAngle(X, (tol - 1) * deg))).toBe(1);
    expect(faceUp('d6', axisAngle({ x: 1, y: 0, z: 1 }, (tol - 1) * deg))).toBe(1);
    expect(faceUp('d6', axisAngle(X, (tol + 1) * deg))).toBeNull();
  });

  it('unnormalised quaternions read the same', () => {
    const q = axisAngle(Z, 90 * deg);
    expect(faceUp('d6', { x: q.x * 3, y: q.y * 3, z: q.z * 3, w: q.w * 3 })).toBe(faceUp('d6', q));
  });
});

describe('two-sided discs', () => {
  for (const kind of ['disc01', 'disc02', 'disc12'] as const) {
    const [top, bottom] = FACES[kind] as [number, number];
    it(`${kind}: flat shows ${top} on one side and ${bottom} on the other, at any spin about the vertical`, () => {
      for (const spin of [0, 33, 90, 200]) {
        const yaw = axisAngle(Y, spin * deg);
        expect(faceUp(kind, yaw)).toBe(top);
        expect(faceUp(kind, mul(yaw, axisAngle(X, Math.PI)))).toBe(bottom);
        expect(readDie(kind, yaw).kind).toBe('face');
      }
    });
    it(`${kind}: standing on its edge counts the larger value (${Math.max(top, bottom)})`, () => {
      for (const axis of [X, Z, { x: 1, y: 0, z: 1 }]) {
        for (const a of [90, -90, 85]) {
          const r = readDie(kind, axisAngle(axis, a * deg));
          expect(r).toEqual({ kind: 'edge', value: Math.max(top, bottom) });
        }
      }
    });
    it(`${kind}: leaning at 45° is cocked`, () => {
      expect(faceUp(kind, axisAngle(X, 45 * deg))).toBeNull();
      expect(faceUp(kind, axisAngle(Z, 135 * deg))).toBeNull();
    });
  }
});
