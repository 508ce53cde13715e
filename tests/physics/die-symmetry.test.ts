// The collider turns (src/physics/die-symmetry.ts): each is a true symmetry
// of its shape, the draw is replayable and uses every turn, and a thrown die's
// collider really sits turned in its body while the body (what is drawn and
// read) starts where the spec says.
import { beforeAll, describe, expect, it } from 'vitest';
import { CUBE_TURNS, DISC_TURNS, colliderTurn } from '../../src/physics/die-symmetry.ts';
import { FACE_NORMALS } from '../../src/physics/faces.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { DiceRun } from '../../src/physics/dice-run.ts';
import { throwFromSeed } from '../../src/physics/throw-input.ts';
import type { Quat, Vec3 } from '../../src/physics/types.ts';

beforeAll(async () => {
  await initPhysics();
});

function rotate(q: Quat, v: Vec3): Vec3 {
  // v' = q v q*, expanded
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return { x: v.x + q.w * tx + (q.y * tz - q.z * ty), y: v.y + q.w * ty + (q.z * tx - q.x * tz), z: v.z + q.w * tz + (q.x * ty - q.y * tx) };
}
const key = (v: Vec3) => [v.x, v.y, v.z].map((c) => Math.round(c)).join(',');
const mul = (a: Quat, b: Quat): Quat => ({
  w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
  y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
  z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
});

describe('collider turns', () => {
  it('are 24 distinct rotations of the cube, each mapping the six face normals onto themselves', () => {
    const faces = new Set(FACE_NORMALS.d6.map(key));
    const images = new Set<string>();
    for (const q of CUBE_TURNS) {
      expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 12);
      const mapped = FACE_NORMALS.d6.map((n) => key(rotate(q, n)));
      expect(new Set(mapped)).toEqual(faces);
      images.add(mapped.join(' '));
    }
    expect(CUBE_TURNS).toHaveLength(24);
    expect(images.size).toBe(24);
  });

  it('turn a disc over or not, keeping its axis', () => {
    for (const q of DISC_TURNS) expect(Math.abs(rotate(q, { x: 0, y: 1, z: 0 }).y)).toBeCloseTo(1, 12);
    expect(DISC_TURNS).toHaveLength(2);
  });

  it('are drawn from the seed and die: the same every time, every turn used, none much more often', () => {
    expect(colliderTurn('d6', 5, 2)).toBe(colliderTurn('d6', 5, 2));
    const counts = new Map<Quat, number>();
    for (let seed = 0; seed < 4800; seed++) {
      const q = colliderTurn('d6', seed, seed % 5);
      counts.set(q, (counts.get(q) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    for (const c of counts.values()) expect(c).toBeGreaterThan(120); // 200 expected each
    expect(DISC_TURNS).toContain(colliderTurn('disc01', 9, 0));
  });

  it('sit between body and collider in a throw: collider = body rotation × turn', () => {
    const spec = throwFromSeed(['d6', 'd6', 'poker'], 31);
    const run = new DiceRun(spec, { impacts: false });
    try {
      // Read through the run's world before any step: bodies are where the spec put them.
      const dice = (run as unknown as { dice: { body: { rotation(): Quat }; collider: { rotation(): Quat } }[] }).dice;
      dice.forEach((d, i) => {
        const body = d.body.rotation();
        expect(body).toMatchObject({ x: expect.closeTo(spec.dice[i]!.rotation.x, 6), w: expect.closeTo(spec.dice[i]!.rotation.w, 6) });
        const want = mul(body, colliderTurn(spec.kinds[i]!, spec.seed, i));
        const got = d.collider.rotation();
        const dot = Math.abs(want.x * got.x + want.y * got.y + want.z * got.z + want.w * got.w);
        expect(dot).toBeCloseTo(1, 5);
      });
    } finally {
      run.free();
    }
  });
});
