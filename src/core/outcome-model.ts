// Physical outcomes sampled without physics, for search only (bots, random
// playouts in tests). Real games never use this: their results come from
// settled Rapier bodies.

import type { AwaitFlick, AwaitThrow, DiceOutcome, FlickOutcome, GameModule, PhysicalOutcome } from './contract.ts';
import { FACES } from './dice-kinds.ts';
import type { Random } from './rng.ts';

/** Uniform faces of the requested kinds. (Discs: a rare edge landing counts the larger side; sampling sides is close enough.) */
export function sampleDice(request: AwaitThrow, random: Random): DiceOutcome {
  return {
    kind: 'dice',
    faces: request.dice.map((kind) => {
      const faces = FACES[kind];
      return faces[Math.floor(random() * faces.length)]!;
    }),
  };
}

/** Default flick model: each target falls with p = 0.5, each bystander with p = 0.05. */
export function defaultFlickOutcome(request: AwaitFlick, random: Random): FlickOutcome {
  const fallen: string[] = [];
  const bystandersHit: string[] = [];
  for (const f of request.figures) {
    const p = f.role === 'target' ? 0.5 : 0.05;
    if (random() < p) {
      fallen.push(f.id);
      if (f.role === 'bystander') bystandersHit.push(f.id);
    }
  }
  return {
    kind: 'flick',
    touched: fallen.slice(),
    fallen,
    offBoard: [],
    bystandersHit,
    dieRest: { x: request.from.x, z: request.from.z },
    dieOffTable: false,
  };
}

/** A sampled result for whatever physical event `state` awaits (the game's sampleFlick hook wins for flicks). */
export function samplePhysical<S, A>(
  module: Pick<GameModule<S, A>, 'bot'>,
  state: S,
  request: AwaitThrow | AwaitFlick,
  random: Random,
): PhysicalOutcome {
  if (request.kind === 'throw') return sampleDice(request, random);
  return module.bot?.sampleFlick?.(state, request, random) ?? defaultFlickOutcome(request, random);
}
