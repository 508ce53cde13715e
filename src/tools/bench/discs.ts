// Bench: the wooden discs' fairness. 6,000 seeded three-disc throws (0|1,
// 0|2, 1|2 together, throwFromSeed, seeds 1–6,000), read from the settled
// poses: for each disc kind a chi-square of its two faces against even odds
// with its edges left out (1 dof; p = 0.001 at 10.83), `chiSquareDisc` the
// largest of the three, and `discEdgeRate`, edges per disc thrown
// (docs/physics.md "Fair discs").
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/discs.ts`.
import { pathToFileURL } from 'node:url';
import { initPhysics } from '../../physics/rapier.ts';
import { edgeRate, faceChiSquare, tallyDiscThrows } from '../disc-stats.ts';

const THROWS = 6000;
const FIRST_SEED = 1;

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const round = (x: number, digits: number): number => Number(x.toFixed(digits));

export default async function benchDiscs(): Promise<Record<string, number | string>> {
  await initPhysics();
  const tally = tallyDiscThrows(THROWS, FIRST_SEED);
  const chi = tally.discs.map(faceChiSquare);
  return {
    chiSquareDisc: round(Math.max(...chi), 2),
    discChiSquares: tally.discs.map((c, i) => `${c.kind} ${(chi[i] as number).toFixed(2)}`).join(', '),
    discFaces: tally.discs.map((c) => `${c.kind} ${c.smaller}:${c.larger} edge ${c.edge}`).join(', '),
    discEdgeRate: round(edgeRate(tally), 4),
    discRethrowRate: round(tally.rethrowsPerDisc, 4),
    discSettleStepsMedian: median(tally.steps),
    discBenchThrows: `${THROWS} three-disc throws (throwFromSeed, seeds ${FIRST_SEED}–${FIRST_SEED + THROWS - 1})`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchDiscs()));
}
