// Pins what seeded throws and a flick settle to against PHYSICS_VERSION.
// Game records carry the version so a replay can warn that its re-simulated
// dice may land elsewhere; that only works if every change that moves a
// recorded result also bumps the version. When this test fails: if the change
// was meant, bump PHYSICS_VERSION in src/physics/version.ts and put the new
// fingerprint below (the failure prints it); if not, the change moved dice it
// should not have.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { randomGesture, throwFromGesture, throwFromSeed } from '../../src/physics/throw-input.ts';
import { simulateFlick } from '../../src/physics/flick/run.ts';
import { OPEN_TARGET_START, openTargetScene } from '../../src/physics/flick/scenarios.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { fnv1a } from '../../src/core/hash.ts';
import type { DieKind } from '../../src/core/dice-kinds.ts';

/** The fingerprint of the scenes below under each physics version. */
const FINGERPRINTS: Record<number, string> = {
  2: '161ad15e',
};

beforeAll(async () => {
  await initPhysics();
});

function fingerprint(): string {
  const parts: unknown[] = [];
  const sets: DieKind[][] = [['d6', 'd6', 'd6', 'd6', 'd6'], ['poker', 'poker', 'poker'], ['disc01', 'disc02', 'disc12']];
  for (const kinds of sets) {
    for (let seed = 1; seed <= 4; seed++) {
      const r = simulateThrow(throwFromSeed(kinds, seed));
      parts.push(r.faces, r.steps, r.poses, r.rethrows.map((x) => x.reason));
    }
    const g = simulateThrow(throwFromGesture(kinds, randomGesture(77), 77));
    parts.push(g.faces, g.steps, g.poses);
  }
  const scene = openTargetScene(3);
  const flick = simulateFlick(scene, { from: { ...OPEN_TARGET_START }, angle: 0.05, power: 0.7 });
  parts.push(flick.outcome);
  return fnv1a(JSON.stringify(parts));
}

describe('physics version', () => {
  it('seeded throws and a flick settle exactly as recorded for this PHYSICS_VERSION', () => {
    const now = fingerprint();
    expect(
      { version: PHYSICS_VERSION, fingerprint: now },
      `The dice physics moved recorded results (fingerprint ${now}). Bump PHYSICS_VERSION if that was meant, and record the new fingerprint in this test.`,
    ).toEqual({ version: PHYSICS_VERSION, fingerprint: FINGERPRINTS[PHYSICS_VERSION] });
  });

  it('the fingerprint is the same twice in a row (it measures physics, not the test)', () => {
    expect(fingerprint()).toBe(fingerprint());
  });
});
