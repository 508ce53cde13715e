// What keeps the wooden discs fair, checked without statistics over physics
// (docs/physics.md "Fair discs"). Rapier brings a disc to rest with its
// collider's local +y face down about 52 % of the time (three discs thrown
// together; the same preference for the collider's +y as the d6 had). A disc
// is fair only because its collider is turned over in its body in half of the
// throws, by a draw that knows nothing of how the disc starts: then the
// preference falls on the smaller and the larger face equally often. Seeing
// that 2.7-point preference reliably if the turn went missing takes ~3,000
// three-disc throws (~8 s CPU), and the old report (seeds 1–2,000) was
// chance, not a bias to catch; so these tests pin the mechanism and the
// reading instead, and the statistics are in the bench
// (`npm run bench -- discs`) and src/tools/disc-stats.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { FACES, type DieKind } from '../../src/physics/dice-kinds.ts';
import { DISC_TURNS, colliderTurn } from '../../src/physics/die-symmetry.ts';
import { localUp, readDie } from '../../src/physics/faces.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { DiceRun, simulateThrow } from '../../src/physics/dice-run.ts';
import { throwFromSeed } from '../../src/physics/throw-input.ts';
import type { Quat, ThrowSpec } from '../../src/physics/types.ts';

const DISCS: DieKind[] = ['disc01', 'disc02', 'disc12'];
const larger = (kind: DieKind) => Math.max(...(FACES[kind] as number[]));
const DEG = Math.PI / 180;
/** A turn of `deg` degrees about the x axis. */
const aboutX = (deg: number): Quat => ({ x: Math.sin((deg * DEG) / 2), y: 0, z: 0, w: Math.cos((deg * DEG) / 2) });
const aboutY = (deg: number): Quat => ({ x: 0, y: Math.sin((deg * DEG) / 2), z: 0, w: Math.cos((deg * DEG) / 2) });
const mul = (a: Quat, b: Quat): Quat => ({
  w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
  y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
  z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
});

beforeAll(async () => {
  await initPhysics();
});

describe('a disc is turned over inside its body in half of the throws', () => {
  it('whichever face the throw starts it with up', () => {
    // 2,000 seeded three-disc throws (inputs only, no physics): 6,000 discs.
    const flipped = { startSmallUp: 0, startLargeUp: 0 };
    const discs = { startSmallUp: 0, startLargeUp: 0 };
    for (let seed = 1; seed <= 2000; seed++) {
      const spec = throwFromSeed(DISCS, seed);
      spec.dice.forEach((d, i) => {
        const start = localUp(d.rotation).y > 0 ? 'startSmallUp' : 'startLargeUp';
        discs[start]++;
        if (colliderTurn(spec.kinds[i] as DieKind, seed, i) === DISC_TURNS[1]) flipped[start]++;
      });
    }
    // Each group holds ~3,000 discs: one standard deviation of the flipped share is ~0.9 points.
    for (const start of ['startSmallUp', 'startLargeUp'] as const) {
      expect(discs[start]).toBeGreaterThan(2800);
      expect(flipped[start] / discs[start]).toBeGreaterThan(0.46);
      expect(flipped[start] / discs[start]).toBeLessThan(0.54);
    }
  });

  it('and the turn is really applied: the collider sits at body rotation × turn, turned over for some discs', () => {
    let over = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const spec = throwFromSeed(DISCS, seed);
      const run = new DiceRun(spec, { impacts: false });
      try {
        const dice = (run as unknown as { dice: { body: { rotation(): Quat }; collider: { rotation(): Quat } }[] }).dice;
        dice.forEach((d, i) => {
          const turn = colliderTurn(spec.kinds[i] as DieKind, seed, i);
          if (turn === DISC_TURNS[1]) over++;
          const want = mul(d.body.rotation(), turn);
          const got = d.collider.rotation();
          expect(Math.abs(want.x * got.x + want.y * got.y + want.z * got.z + want.w * got.w)).toBeCloseTo(1, 5);
        });
      } finally {
        run.free();
      }
    }
    expect(over).toBeGreaterThan(0);
    expect(over).toBeLessThan(24);
  });
});

describe('reading a disc', () => {
  it.each(DISCS)('%s: flat shows the face on top, either way round and at any heading', (kind) => {
    const [lo, hi] = FACES[kind] as [number, number];
    for (const heading of [0, 37, 90, 200]) {
      expect(readDie(kind, aboutY(heading))).toEqual({ kind: 'face', index: 0, value: lo });
      expect(readDie(kind, mul(aboutY(heading), aboutX(180)))).toEqual({ kind: 'face', index: 1, value: hi });
    }
  });

  it.each(DISCS)('%s: standing on its edge counts its larger value, whichever face looks which way', (kind) => {
    for (const tilt of [90, -90, 80, 100, 76])
      for (const heading of [0, 45, 130]) expect(readDie(kind, mul(aboutY(heading), aboutX(tilt)))).toEqual({ kind: 'edge', value: larger(kind) });
  });

  it.each(DISCS)('%s: a disc tilted between a face and its edge is cocked (thrown again), the same on both sides', (kind) => {
    // Faces within 15° of flat, the edge within 15° of upright, cocked between.
    expect(readDie(kind, aboutX(14)).kind).toBe('face');
    expect(readDie(kind, aboutX(180 - 14)).kind).toBe('face');
    for (const tilt of [16, 45, 74, 106, 135, 164]) expect(readDie(kind, aboutX(tilt))).toEqual({ kind: 'cocked' });
  });
});

describe('a disc set down on the table', () => {
  const atRest = (kind: DieKind, rotation: Quat, y: number): ThrowSpec => ({
    kinds: [kind],
    dice: [{ position: { x: 0, y, z: 0 }, rotation, linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } }],
    seed: 1,
    area: 'tray',
  });

  it.each(DISCS)('%s standing on its rim stays there and counts its larger value', (kind) => {
    const r = simulateThrow(atRest(kind, aboutX(90), 1.21));
    expect(r.rethrows).toEqual([]);
    expect(r.faces).toEqual([larger(kind)]);
    expect(readDie(kind, r.poses[0]!.rotation)).toEqual({ kind: 'edge', value: larger(kind) });
    // The result names it, so the dice ledger can count edge landings the record keeps only as a value.
    expect(r.edges).toEqual([0]);
  });

  it.each(DISCS)('%s lying flat shows the face on top, either way round, and is no edge landing', (kind) => {
    const [lo, hi] = FACES[kind] as [number, number];
    const down = simulateThrow(atRest(kind, aboutX(0), 0.4));
    const up = simulateThrow(atRest(kind, aboutX(180), 0.4));
    expect([down.faces, up.faces]).toEqual([[lo], [hi]]);
    expect([down.edges, up.edges]).toEqual([[], []]);
  });
});
