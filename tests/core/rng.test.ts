import { describe, expect, it } from 'vitest';
import { isRngState, mixSeed, randomFromSeed, Rng, rngFromSeed, rngInt, rngNext } from '../../src/core/rng.ts';

describe('seeded rng', () => {
  it('is a pure function of its JSON state', () => {
    const s = rngFromSeed(42);
    const copy = JSON.parse(JSON.stringify(s)) as number[];
    const [a, s1] = rngNext(s);
    const [b] = rngNext(copy);
    expect(a).toBe(b);
    expect(s).toEqual(copy); // input untouched
    expect(s1).not.toEqual(s);
    expect(isRngState(s1)).toBe(true);
  });

  it('gives the same stream for the same seed and different streams for nearby seeds', () => {
    const take = (seed: number) => {
      const r = randomFromSeed(seed);
      return Array.from({ length: 8 }, r);
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(0)).not.toEqual(take(1));
  });

  it('draws floats in [0, 1) and integers roughly uniformly', () => {
    const rng = new Rng(rngFromSeed(3));
    const counts = new Array<number>(6).fill(0);
    let outside = 0;
    for (let i = 0; i < 60_000; i++) {
      const f = rng.next();
      if (!(f >= 0 && f < 1)) outside++;
      counts[rng.int(6)]!++;
    }
    expect(outside).toBe(0);
    // chi-square with 5 degrees of freedom; 20.5 is the 0.999 quantile
    const chi = counts.reduce((acc, c) => acc + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('shuffles into a permutation without touching the input, and the wrapper state can be stored', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const rng = new Rng(rngFromSeed(9));
    const shuffled = rng.shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const saved = rng.state;
    const next = rng.int(100);
    expect(new Rng(saved).int(100)).toBe(next);
    expect(rngInt(saved, 100)[0]).toBe(next);
    expect(items).toContain(rng.pick(items));
  });

  it('refuses bad seeds, bounds and states', () => {
    expect(() => rngFromSeed(Number.NaN)).toThrow(/finite/);
    expect(() => rngInt(rngFromSeed(1), 0)).toThrow(RangeError);
    expect(() => new Rng([1, 2, 3])).toThrow(TypeError);
    expect(() => new Rng(rngFromSeed(1)).pick([])).toThrow(RangeError);
  });

  it('mixes seeds into distinct 32-bit values', () => {
    const seen = new Set<number>();
    for (let a = 0; a < 50; a++) for (let b = 0; b < 50; b++) seen.add(mixSeed(a, b));
    expect(seen.size).toBe(2500);
    for (const v of seen) expect(v >>> 0).toBe(v);
  });
});
