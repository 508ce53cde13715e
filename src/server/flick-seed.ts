// A player's flick, once committed, gets a little of the server's secret
// mixed into its aim and power before physics runs it. Without this a client
// that knows the figures (they are public) could search offline for an aim
// that knocks over exactly the ones it wants and send that: the outcome
// would be its choice, not a flick. The record keeps the aim actually
// flicked, so the finished game re-simulates like a local one.
//
// The secret is the table's own (18 random bytes, never sent, never in the
// record), not its 32-bit seed: a seed can be searched offline from public
// facts of the game, and the record gives it away at the end. HMAC-SHA-256
// keyed with it and the input's index gives each flick its own offsets,
// which nothing a client receives before the flick can predict.

import { createHmac } from 'node:crypto';
import type { FlickChoice } from '../core/log.ts';

/** How far the server's secret moves a committed flick: about a third of a degree, and 2 % of its power. */
export const FLICK_MIX = { angle: 0.006, powerShare: 0.02 } as const;

/** Two numbers in [-1, 1) for input `index`, from the table's secret. */
function offsets(secret: string, index: number): [number, number] {
  const mac = createHmac('sha256', secret).update(`flick ${index}`).digest();
  const unit = (word: number) => (word / 2 ** 32) * 2 - 1;
  return [unit(mac.readUInt32BE(0)), unit(mac.readUInt32BE(4))];
}

/** The flick physics runs for a player's committed `angle` and `power`, input `index` of a table with flick `secret`. */
export function mixedFlick(secret: string, index: number, angle: number, power: number): FlickChoice {
  if (secret.length < 16) throw new Error('a flick secret is at least 16 characters of randomness');
  const [da, dp] = offsets(secret, index);
  const a = angle + da * FLICK_MIX.angle;
  const p = power * (1 + dp * FLICK_MIX.powerShare);
  return { kind: 'flick', angle: a, power: Math.min(1, Math.max(0, p)) };
}
