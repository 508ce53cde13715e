// The real physics port: every throw and every bot flick runs through headless
// Rapier (the same code the browser steps frame by frame). Call
// `await initPhysics()` first.

import type { PhysicsPort } from '../core/physics-port.ts';
import * as physics from '../physics/index.ts';
import type { FlickResult, FlickSetup, FlickSpec } from '../physics/types.ts';

type AimFlick = (setup: FlickSetup, level: 'easy' | 'hard', seed: number) => FlickSpec;
type SimulateFlick = (setup: FlickSetup, flick: FlickSpec) => FlickResult;

/**
 * The flick functions are looked up at run time: games without flicks must
 * not fail when the flick module is missing, and a game that flicks gets a
 * clear error instead of a crash.
 */
function flickApi(): { aimFlick: AimFlick; simulateFlick: SimulateFlick } {
  const api = physics as unknown as Partial<{ aimFlick: AimFlick; simulateFlick: SimulateFlick }>;
  if (typeof api.aimFlick !== 'function' || typeof api.simulateFlick !== 'function') {
    throw new Error('flick physics is not available (src/physics/index.ts exports no aimFlick/simulateFlick)');
  }
  return { aimFlick: api.aimFlick, simulateFlick: api.simulateFlick };
}

export function rapierPort(): PhysicsPort {
  return {
    real: true,
    throwDice(kinds, seed, area) {
      const spec = physics.throwFromSeed(kinds, seed, area);
      const res = physics.simulateThrow(spec);
      return { spec, faces: res.faces, rethrows: res.rethrows };
    },
    flick(setup, level, seed, from) {
      const { aimFlick, simulateFlick } = flickApi();
      // The rules say where the die starts; the aim chooses angle and power from there.
      const aimed = aimFlick({ ...setup, from } as FlickSetup, level, seed);
      const spec: FlickSpec = { ...aimed, from: { x: from.x, z: from.z } };
      return { spec, outcome: simulateFlick(setup, spec).outcome };
    },
  };
}

/** The same physics as a replay runner (re-simulate recorded throws and flicks). */
export const rapierRunner = {
  throwDice: (spec: Parameters<typeof physics.simulateThrow>[0]) => physics.simulateThrow(spec),
  flick: (setup: FlickSetup, spec: FlickSpec) => flickApi().simulateFlick(setup, spec).outcome,
};
