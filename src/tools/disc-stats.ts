// Wooden discs thrown headless, counted: for each disc kind how often its
// smaller face, its larger face and its edge came up, and the distribution of
// the number (the sum of the marks; a disc on its edge counts its larger
// value) against the published 1:2:2:2:1, adjusted for the measured edge
// rates. The closing figures of the "Fair discs" study (docs/physics.md); the
// bench's disc module uses the same tally.
//   npx tsx src/tools/disc-stats.ts [throws] [first seed]
import { pathToFileURL } from 'node:url';
import { FACES, type DieKind } from '../physics/dice-kinds.ts';
import { initPhysics } from '../physics/rapier.ts';
import { simulateThrow } from '../physics/dice-run.ts';
import { throwFromSeed } from '../physics/throw-input.ts';
import { readDie } from '../physics/faces.ts';

/** The three discs of a full throw: 0|1, 0|2, 1|2 (sums 1–5). */
export const DISC_SET: readonly DieKind[] = ['disc01', 'disc02', 'disc12'];

export interface DiscCount {
  kind: DieKind;
  smaller: number;
  larger: number;
  edge: number;
}

export interface DiscTally {
  throws: number;
  firstSeed: number;
  discs: DiscCount[];
  /** sums[n]: throws whose number was n. */
  sums: number[];
  /** Throws in which at least one disc stood on its edge. */
  throwsWithEdge: number;
  /** Re-throws (cocked, off the table, unsettled) per disc thrown. */
  rethrowsPerDisc: number;
  /** Physics steps of each throw to rest, re-throws included. */
  steps: number[];
}

const valueOf = (kind: DieKind, i: number): number => FACES[kind][i] as number;

/** Throw the discs together `throws` times with throwFromSeed (seeds firstSeed, firstSeed + 1, …) and count. */
export function tallyDiscThrows(throws: number, firstSeed: number, kinds: readonly DieKind[] = DISC_SET): DiscTally {
  const discs = kinds.map((kind) => ({ kind, smaller: 0, larger: 0, edge: 0 }));
  const maxSum = kinds.reduce((acc, k) => acc + valueOf(k, 1), 0);
  const sums = new Array<number>(maxSum + 1).fill(0);
  const steps: number[] = [];
  let rethrows = 0;
  let throwsWithEdge = 0;
  for (let seed = firstSeed; seed < firstSeed + throws; seed++) {
    const result = simulateThrow(throwFromSeed([...kinds], seed));
    steps.push(result.steps);
    rethrows += result.rethrows.length;
    let sum = 0;
    let edge = false;
    result.poses.forEach((pose, i) => {
      const count = discs[i] as DiscCount;
      // Read from the settled pose (the throw's faces say the larger value for an edge too).
      const reading = readDie(count.kind, pose.rotation);
      if (reading.kind === 'cocked') throw new Error(`seed ${seed}: disc ${i} settled cocked`);
      if (reading.kind === 'edge') {
        count.edge++;
        edge = true;
      }
      else if (reading.index === 0) count.smaller++;
      else count.larger++;
      sum += reading.value as number;
    });
    if (result.faces.reduce<number>((a, f) => a + (f as number), 0) !== sum) throw new Error(`seed ${seed}: faces and poses disagree`);
    sums[sum] = (sums[sum] ?? 0) + 1;
    if (edge) throwsWithEdge++;
  }
  return { throws, firstSeed, discs, sums, throwsWithEdge, rethrowsPerDisc: rethrows / (throws * kinds.length), steps };
}

/** Chi-square (1 dof) of a disc's two faces against even odds, its edges left out. */
export function faceChiSquare(c: DiscCount): number {
  const n = c.smaller + c.larger;
  return n === 0 ? 0 : (c.smaller - c.larger) ** 2 / n;
}

/** Edges per disc thrown, over all discs of the tally. */
export const edgeRate = (t: DiscTally): number => t.discs.reduce((a, c) => a + c.edge, 0) / (t.throws * t.discs.length);

/**
 * Chance of each sum when every disc shows either face with even odds and
 * stands on its edge (counting its larger value) at `edgeRates[i]`. With no
 * edges this is the published 1:2:2:2:1 for the three discs.
 */
export function expectedSums(kinds: readonly DieKind[], edgeRates: readonly number[]): number[] {
  let dist = [1];
  kinds.forEach((kind, i) => {
    const e = edgeRates[i] ?? 0;
    const lo = valueOf(kind, 0);
    const hi = valueOf(kind, 1);
    const next = new Array<number>(dist.length + hi).fill(0);
    dist.forEach((p, s) => {
      next[s + lo] = (next[s + lo] as number) + p * ((1 - e) / 2);
      next[s + hi] = (next[s + hi] as number) + p * ((1 - e) / 2 + e);
    });
    dist = next;
  });
  return dist;
}

/** Chi-square of the observed sums against `expected` chances (sums no throw can reach are left out). */
export function sumChiSquare(sums: readonly number[], expected: readonly number[], throws: number): number {
  return expected.reduce((acc, p, s) => (p > 0 ? acc + ((sums[s] ?? 0) - p * throws) ** 2 / (p * throws) : acc), 0);
}

function report(t: DiscTally): void {
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;
  console.log(`${t.throws} three-disc throws (throwFromSeed, seeds ${t.firstSeed}–${t.firstSeed + t.throws - 1}), read from the settled poses`);
  for (const c of t.discs) {
    const [lo, hi] = FACES[c.kind] as [number, number];
    const z = (c.larger - c.smaller) / Math.sqrt(c.smaller + c.larger);
    console.log(
      `  ${c.kind}: ${lo} ${c.smaller} : ${hi} ${c.larger} (edges apart: chi-square ${faceChiSquare(c).toFixed(2)}, z ${z.toFixed(2)}), ` +
        `on edge ${c.edge} (${pct(c.edge, t.throws)})`,
    );
  }
  const allEdges = t.discs.reduce((a, c) => a + c.edge, 0);
  console.log(
    `  on edge: ${allEdges} of ${t.throws * t.discs.length} discs (${pct(allEdges, t.throws * t.discs.length)}); ` +
      `throws with a disc on its edge: ${t.throwsWithEdge} (${pct(t.throwsWithEdge, t.throws)}); re-throws per disc ${t.rethrowsPerDisc.toFixed(4)}`,
  );
  const published = expectedSums(DISC_SET, [0, 0, 0]);
  const adjusted = expectedSums(
    t.discs.map((c) => c.kind),
    t.discs.map((c) => c.edge / t.throws),
  );
  console.log('  sum  thrown           1:2:2:2:1        adjusted for edges');
  for (let s = 1; s < t.sums.length; s++) {
    const got = t.sums[s] ?? 0;
    const e0 = (published[s] ?? 0) * t.throws;
    const e1 = (adjusted[s] ?? 0) * t.throws;
    console.log(`  ${s}    ${String(got).padStart(5)} ${pct(got, t.throws).padStart(8)}   ${e0.toFixed(0).padStart(5)} ${pct(e0, t.throws).padStart(8)}   ${e1.toFixed(0).padStart(5)} ${pct(e1, t.throws).padStart(8)}`);
  }
  const chiAdjusted = sumChiSquare(t.sums, adjusted, t.throws);
  const chiPublished = sumChiSquare(t.sums, published, t.throws);
  console.log(`  sums against the edge-adjusted odds: chi-square ${chiAdjusted.toFixed(2)} (4 dof; p = 0.001 at 18.47); against plain 1:2:2:2:1: ${chiPublished.toFixed(2)}`);
  console.log(
    JSON.stringify({
      throws: t.throws,
      firstSeed: t.firstSeed,
      discs: t.discs,
      sums: t.sums.slice(1),
      expectedAdjusted: adjusted.slice(1).map((p) => Number((p * t.throws).toFixed(1))),
      chiSquareSums: Number(chiAdjusted.toFixed(2)),
      edgeRate: Number(edgeRate(t).toFixed(4)),
      throwsWithEdge: t.throwsWithEdge,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const throws = Number(process.argv[2] ?? 10_000);
  const firstSeed = Number(process.argv[3] ?? 1);
  if (!Number.isInteger(throws) || throws < 1 || !Number.isInteger(firstSeed) || firstSeed < 0) {
    console.error('usage: disc-stats.ts [throws ≥ 1] [first seed ≥ 0]');
    process.exit(2);
  }
  await initPhysics();
  report(tallyDiscThrows(throws, firstSeed));
}
