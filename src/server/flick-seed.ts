// A player's flick, once committed, gets a little of the table's secret seed
// mixed into its aim and power before physics runs it. Without this a client
// that knows the figures (they are public) could search offline for an aim
// that knocks over exactly the ones it wants and send that: the outcome
// would be its choice, not a flick. The record keeps the aim actually
// flicked, so the finished game re-simulates like a local one.

import type { FlickChoice } from '../core/log.ts';
import { mixSeed, randomFromSeed } from '../core/rng.ts';

/** How far the server's seed moves a committed flick: about a third of a degree, and 2 % of its power. */
export const FLICK_MIX = { angle: 0.006, powerShare: 0.02 } as const;

/** The flick physics runs for a player's committed `angle` and `power`, input `index` of a game with secret `seed`. */
export function mixedFlick(seed: number, index: number, angle: number, power: number): FlickChoice {
  const random = randomFromSeed(mixSeed(seed, index, 0x5eed));
  const a = angle + (random() * 2 - 1) * FLICK_MIX.angle;
  const p = power * (1 + (random() * 2 - 1) * FLICK_MIX.powerShare);
  return { kind: 'flick', angle: a, power: Math.min(1, Math.max(0, p)) };
}
