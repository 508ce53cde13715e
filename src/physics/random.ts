// Seeded numbers for throws, the same in Node and in every browser.

/** A plain `() => number` in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: a one-word generator (period 2^32), integer ops and one
 * division, bit-identical everywhere. Not the rules' stream (sfc32 in core/rng.ts): the dice
 * throws' initial conditions and the gambler's stack order were built on it,
 * and seeded games and recorded throws depend on its exact numbers.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
