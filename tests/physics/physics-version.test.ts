// Pins what seeded throws and a flick settle to against PHYSICS_VERSION.
// Game records carry the version so a replay can warn that its re-simulated
// dice may land elsewhere; that only works if every change that moves a
// recorded result also bumps the version. When this test fails: if the change
// was meant, bump PHYSICS_VERSION in src/physics/version.ts and put the new
// fingerprint below (the failure prints it); if not, the change moved dice it
// should not have.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { physicsFingerprint as fingerprint } from './physics-fingerprint.ts';

/** The fingerprint of the scenes below under each physics version. */
const FINGERPRINTS: Record<number, string> = {
  2: '161ad15e',
};

beforeAll(async () => {
  await initPhysics();
});

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
