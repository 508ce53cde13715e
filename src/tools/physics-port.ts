// The real physics port: every throw and every bot flick runs through headless
// Rapier (the same code the browser steps frame by frame). Call
// `await initPhysics()` first.

import type { PhysicsPort } from '../core/physics-port.ts';
import type { PhysicsRunner } from '../core/replay.ts';
import type { FlickChoice } from '../core/log.ts';
import { aimFlick, simulateFlick, simulateThrow } from '../physics/index.ts';
import { flickSpecOf, throwSpecOf } from '../physics/start-of.ts';
import { PHYSICS_VERSION } from '../physics/version.ts';

export function rapierPort(): PhysicsPort {
  return {
    real: true,
    version: PHYSICS_VERSION,
    throwDice(request) {
      const res = simulateThrow(throwSpecOf(request, {}));
      return { choice: { kind: 'throw' }, faces: res.faces, rethrows: res.rethrows };
    },
    flick(request, level) {
      // The rules say where the die starts; the bot aims angle and power from there.
      const aimed = aimFlick({ ...request.setup, from: request.from }, level, request.seed);
      const choice: FlickChoice = { kind: 'flick', angle: aimed.angle, power: aimed.power };
      return { choice, outcome: simulateFlick(request.setup, flickSpecOf(request, choice)).outcome };
    },
  };
}

/** The same physics as a replay runner (re-derived throws and flicks performed with their recorded choices). */
export const rapierRunner: PhysicsRunner = {
  version: PHYSICS_VERSION,
  throwDice: (request, choice) => simulateThrow(throwSpecOf(request, choice)),
  flick: (request, choice) => simulateFlick(request.setup, flickSpecOf(request, choice)).outcome,
};
