// A physics port without physics: faces and flick outcomes drawn from the
// outcome model. For fast tests and quick balance runs only; real games and
// the default sim use the Rapier port.

import type { AwaitFlick } from './contract.ts';
import { FACES } from './dice-kinds.ts';
import { defaultFlickOutcome } from './outcome-model.ts';
import type { PhysicsPort } from './physics-port.ts';
import { randomFromSeed } from './rng.ts';

/** Deterministic per seed; the level does not change the flick model. */
export function sampledPhysicsPort(): PhysicsPort {
  return {
    real: false,
    throwDice({ kinds, seed }) {
      const random = randomFromSeed(seed);
      return { choice: null, faces: kinds.map((k) => FACES[k][Math.floor(random() * FACES[k].length)]!), rethrows: [] };
    },
    flick({ setup, seed, from, seat }) {
      const request: AwaitFlick = { kind: 'flick', seat, die: setup.die, from, figures: setup.figures, prompt: '', purpose: '' };
      return { choice: null, outcome: defaultFlickOutcome(request, randomFromSeed(seed)) };
    },
  };
}
