// Bench: dice physics. A headless 5-d6 throw to rest (ours, Rapier) against
// the same scenario in cannon-es, measured in alternating blocks in the same run; settle
// lengths and re-throw rates over those throws; fairness (chi-square against
// uniform, 5 dof) of 6,000 single-die gesture throws for the d6 and the poker die.
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/dice.ts`.
import { pathToFileURL } from 'node:url';
import { FACES, type DieKind, type FaceValue } from '../../core/dice-kinds.ts';
import { initPhysics } from '../../physics/rapier.ts';
import { simulateThrow } from '../../physics/dice-run.ts';
import { randomGesture, throwFromGesture, throwFromSeed } from '../../physics/throw-input.ts';
import { createTableWorld } from '../../physics/world.ts';
import { createDieBody } from '../../physics/bodies.ts';
import { cannonThrow } from '../cannon-dice.ts';

const THROWS5 = 200;
/** Throws of each engine before measuring. */
const WARMUP = 100;
/** Seeds per engine turn in the measured loop. */
const BLOCK = 10;
const FAIRNESS_THROWS = 6000;

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

/** Wall-clock and CPU (user+system) time of fn, ms. CPU time is steadier on a busy machine. */
function timed<T>(fn: () => T): { value: T; ms: number; cpuMs: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, ms, cpuMs: (c.user + c.system) / 1000 };
}

/** Mass Rapier gives our d6 (g), so cannon's dice weigh the same. */
function d6Mass(): number {
  const world = createTableWorld();
  const die = createDieBody(world, 'd6', {
    position: { x: 0, y: 2, z: 0 },
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    linvel: { x: 0, y: 0, z: 0 },
    angvel: { x: 0, y: 0, z: 0 },
  });
  const m = die.collider.mass();
  world.free();
  return m;
}

function chiSquare(kind: DieKind, n: number, seedOffset: number): number {
  const counts = new Map<FaceValue, number>();
  for (let s = seedOffset; s < seedOffset + n; s++) {
    const face = simulateThrow(throwFromGesture([kind], randomGesture(s), s)).faces[0] as FaceValue;
    counts.set(face, (counts.get(face) ?? 0) + 1);
  }
  const expected = n / FACES[kind].length;
  return FACES[kind].reduce<number>((acc, f) => acc + ((counts.get(f) ?? 0) - expected) ** 2 / expected, 0);
}

export default async function benchDice(): Promise<Record<string, number | string>> {
  await initPhysics();
  const mass = d6Mass();
  const five: DieKind[] = ['d6', 'd6', 'd6', 'd6', 'd6'];
  // Warm up both engines: V8 compiles Rapier's WASM in tiers (baseline first,
  // optimised code for hot functions in the background), and 30 throws were
  // not enough for that to finish on this machine.
  for (let s = 0; s < WARMUP; s++) {
    simulateThrow(throwFromSeed(five, 90_000 + s));
    cannonThrow(throwFromSeed(five, 90_000 + s), mass);
  }
  const ours: number[] = [];
  const oursCpu: number[] = [];
  const theirs: number[] = [];
  const theirsCpu: number[] = [];
  const steps: number[] = [];
  const cannonSteps: number[] = [];
  let cannonCocked = 0;
  const reasons = { cocked: 0, 'off-table': 0, unsettled: 0 };
  // Interleaved in blocks: each engine throws the same BLOCK seeds in turn,
  // so the machine's load falls on both alike, while neither measures the
  // other's garbage collections and cache misses throw by throw.
  for (let first = 1; first <= THROWS5; first += BLOCK) {
    const seeds = Array.from({ length: Math.min(BLOCK, THROWS5 - first + 1) }, (_, k) => first + k);
    const specs = seeds.map((s) => throwFromSeed(five, s));
    for (const spec of specs) {
      const a = timed(() => simulateThrow(spec));
      ours.push(a.ms);
      oursCpu.push(a.cpuMs);
      steps.push(a.value.steps);
      for (const r of a.value.rethrows) reasons[r.reason]++;
    }
    for (const spec of specs) {
      const b = timed(() => cannonThrow(spec, mass));
      theirs.push(b.ms);
      theirsCpu.push(b.cpuMs);
      cannonSteps.push(b.value.steps);
      cannonCocked += b.value.faces.filter((f) => f === null).length;
    }
  }
  const throw5MedianMs = median(ours);
  const cannon5MedianMs = median(theirs);
  const dice = THROWS5 * five.length;
  return {
    throw5MedianMs: round(throw5MedianMs),
    throw5CpuMedianMs: round(median(oursCpu)),
    cannon5MedianMs: round(cannon5MedianMs),
    cannon5CpuMedianMs: round(median(theirsCpu)),
    cannonRatio: round(throw5MedianMs / cannon5MedianMs),
    cannonCpuRatio: round(median(oursCpu) / median(theirsCpu)),
    cannonSettleStepsMedian: median(cannonSteps),
    cannonCockedRate: round(cannonCocked / dice, 4),
    settleStepsMedian: median(steps),
    settleStepsMax: Math.max(...steps),
    cockedRate: round(reasons.cocked / dice, 4),
    offTableRate: round(reasons['off-table'] / dice, 4),
    unsettledRate: round(reasons.unsettled / dice, 4),
    chiSquareD6: round(chiSquare('d6', FAIRNESS_THROWS, 200_000), 2),
    chiSquarePoker: round(chiSquare('poker', FAIRNESS_THROWS, 300_000), 2),
    diceBenchThrows: `${THROWS5} five-d6 throws (seeds 1–${THROWS5}); ${FAIRNESS_THROWS} single-die gesture throws per chi-square`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchDice()));
}
