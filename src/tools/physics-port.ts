// The real physics port: every throw and every bot flick runs through headless
// Rapier (the same code the browser steps frame by frame). Call
// `await initPhysics()` first.

import type { PhysicsPort } from '../core/physics-port.ts';
import type { PhysicsRunner } from '../core/replay.ts';
import { aimFlick, simulateFlick, simulateThrow, throwFromSeed } from '../physics/index.ts';
import type { FlickSpec } from '../physics/types.ts';
import { PHYSICS_VERSION } from '../physics/version.ts';

export function rapierPort(): PhysicsPort {
  return {
    real: true,
    version: PHYSICS_VERSION,
    throwDice(kinds, seed, area) {
      const spec = throwFromSeed(kinds, seed, area);
      const res = simulateThrow(spec);
      return { spec, faces: res.faces, rethrows: res.rethrows };
    },
    flick(setup, level, seed, from) {
      // The rules say where the die starts; the bot aims angle and power from there.
      const aimed = aimFlick({ ...setup, from }, level, seed);
      const spec: FlickSpec = { ...aimed, from: { x: aimed.from.x, z: aimed.from.z } };
      return { spec, outcome: simulateFlick(setup, spec).outcome };
    },
  };
}

/** The same physics as a replay runner (re-simulate recorded throws and flicks). */
export const rapierRunner: PhysicsRunner = {
  version: PHYSICS_VERSION,
  throwDice: (spec) => simulateThrow(spec),
  flick: (setup, spec) => simulateFlick(setup, spec).outcome,
};
