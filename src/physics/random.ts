// Seeded numbers for throws, the same in Node and in every browser. The
// generator itself is core's mulberry32 (integer ops, bit-identical everywhere).
import { mulberry32, type Random } from '../core/rng.ts';

export { mulberry32, type Random };

/** Mix several integers into one 32-bit seed (for per-attempt, per-die streams). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995) >>> 0;
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** Uniform in [lo, hi). */
export const between = (random: Random, lo: number, hi: number): number => lo + (hi - lo) * random();
