// Seeded aim noise for bots: a Gaussian wobble on angle and power whose size
// depends on the level. Seed → the same wobble everywhere (mulberry32).
import { mixSeed, mulberry32, type Random } from '../random.ts';
import type { FlickSpec } from '../types.ts';
import { FLICK, FLICK_NOISE } from './tuning.ts';

export type BotLevel = keyof typeof FLICK_NOISE;

/** Standard normal sample (Box–Muller). */
function gaussian(random: Random): number {
  const u = 1 - random(); // (0, 1]: log stays finite
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const LEVEL_SALT: Record<BotLevel, number> = { hard: 0x4a11, heuristic: 0x4e71, easy: 0xea5e };

/** The planned flick as a bot of `level` actually plays it. */
export function addAimNoise(flick: FlickSpec, level: BotLevel, seed: number): FlickSpec {
  const random = mulberry32(mixSeed(seed, LEVEL_SALT[level]));
  const sigma = FLICK_NOISE[level];
  const angle = flick.angle + sigma.angle * gaussian(random);
  const power = flick.power * (1 + sigma.power * gaussian(random));
  return {
    from: { x: flick.from.x, z: flick.from.z },
    angle,
    power: Math.min(1, Math.max(FLICK.minPower, power)),
  };
}
