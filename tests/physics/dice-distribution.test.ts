// Physics in Node: real headless throws. Faces come only from settled bodies;
// fair dice must look fair (chi-square against uniform, 5 degrees of freedom,
// p = 0.001 → 20.5), and every throw must be read. 1,000 throws a kind catch a
// die that favours one face by a third or more (or never shows one); the finer
// statistic, 6,000 throws a kind, is the bench's (`npm run bench -- dice`:
// chiSquareD6, chiSquarePoker), which took a minute of every test run here.
import { beforeAll, describe, expect, it } from 'vitest';
import { FACES, type DieKind, type FaceValue } from '../../src/core/dice-kinds.ts';
import { initPhysics, randomGesture, simulateThrow, throwFromGesture } from '../../src/physics/index.ts';

beforeAll(() => initPhysics());

function tally(kind: DieKind, seeds: number, offset: number) {
  const counts = new Map<FaceValue, number>();
  let rethrows = 0;
  for (let s = offset; s < offset + seeds; s++) {
    const r = simulateThrow(throwFromGesture([kind], randomGesture(s), s));
    expect(r.faces).toHaveLength(1);
    const face = r.faces[0] as FaceValue;
    expect(FACES[kind]).toContain(face);
    counts.set(face, (counts.get(face) ?? 0) + 1);
    rethrows += r.rethrows.length;
  }
  return { counts, rethrows };
}

function chiSquare(kind: DieKind, counts: Map<FaceValue, number>, n: number): number {
  const expected = n / FACES[kind].length;
  return FACES[kind].reduce<number>((acc, f) => acc + ((counts.get(f) ?? 0) - expected) ** 2 / expected, 0);
}

describe('fairness over 1,000 seeded gesture throws', () => {
  it('a d6 is fair: chi-square < 20.5 with every throw read', () => {
    const n = 1000;
    const { counts, rethrows } = tally('d6', n, 0);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(n);
    const chi = chiSquare('d6', counts, n);
    console.log(`d6 ${JSON.stringify(Object.fromEntries(counts))} chi²=${chi.toFixed(2)} rethrows=${rethrows}`);
    expect(chi).toBeLessThan(20.5);
  });

  it('a poker die is fair: chi-square < 20.5 with every throw read', () => {
    // Other seeds than the d6 (same body shape: the same seeds would repeat its tally).
    const n = 1000;
    const { counts, rethrows } = tally('poker', n, 100_000);
    const chi = chiSquare('poker', counts, n);
    console.log(`poker ${JSON.stringify(Object.fromEntries(counts))} chi²=${chi.toFixed(2)} rethrows=${rethrows}`);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(n);
    expect(chi).toBeLessThan(20.5);
  });
});

describe('two-sided discs', () => {
  (['disc01', 'disc02', 'disc12'] as const).forEach((kind, k) => {
    it(`${kind} shows both sides over 300 throws`, () => {
      const { counts } = tally(kind, 300, 7_000 + 1_000 * k);
      const [a, b] = FACES[kind] as [number, number];
      console.log(`${kind} ${JSON.stringify(Object.fromEntries(counts))}`);
      expect(counts.get(a) ?? 0).toBeGreaterThan(60);
      expect(counts.get(b) ?? 0).toBeGreaterThan(60);
      expect((counts.get(a) ?? 0) + (counts.get(b) ?? 0)).toBe(300);
    });
  });
});
