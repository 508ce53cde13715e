// Bench: the flick bot's aim search (aimMedianMs, target ≤ 300 ms) and one
// headless flick to rest (flickMedianMs), over seeded scenes: single open
// targets 30–50 cm away and Indian ambushes (three targets, two bystanders).
// Also the bots' hit rates on single open targets, for the closing note.
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/flick.ts`.

import { pathToFileURL } from 'node:url';
import type { FigureSpot } from '../../core/contract.ts';
import { initPhysics } from '../../physics/rapier.ts';
import { mulberry32 } from '../../physics/random.ts';
import { aimFlick, openTargetScene, OPEN_TARGET_START, simulateFlick, type AimSetup, type BotLevel } from '../../physics/flick/index.ts';

const SCENES = 24;
const RATE_TRIES = 40;
const from = { ...OPEN_TARGET_START };

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;


/** Three Indians across the board and two riders standing among them. */
function ambush(seed: number): AimSetup {
  const random = mulberry32(seed * 104729 + 3);
  const figures: FigureSpot[] = [];
  const spots = [-24, -12, 0, 12, 24];
  spots.forEach((x, i) => {
    const bystander = i === 1 || i === 3;
    figures.push({
      id: bystander ? `rider${i}` : `indian${i}`,
      model: bystander ? 'rider' : 'indian',
      x: x + (random() - 0.5) * 6,
      z: -8 - random() * 22,
      role: bystander ? 'bystander' : 'target',
    });
  });
  return { die: 'poker', figures, from };
}

export interface FlickBench {
  aimMedianMs: number;
  aimMaxMs: number;
  /** CPU time (user + system) of an aim, median: less sensitive to a busy machine. */
  aimCpuMedianMs: number;
  flickMedianMs: number;
  hardHitRate: number;
  easyHitRate: number;
}

export default async function benchFlick(): Promise<FlickBench> {
  await initPhysics();
  const scenes = Array.from({ length: SCENES }, (_, i) => (i % 2 === 0 ? openTargetScene(1000 + i) : ambush(i)));
  // Warm the wasm and the JIT once so the first scene is not an outlier.
  simulateFlick(scenes[0]!, aimFlick(openTargetScene(999), 'hard', 0));
  const aimWall: number[] = [];
  const aimCpu: number[] = [];
  const flickWall: number[] = [];
  scenes.forEach((setup, i) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const flick = aimFlick(setup, 'hard', i);
    aimWall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    aimCpu.push((c.user + c.system) / 1000);
    const t1 = performance.now();
    simulateFlick(setup, flick);
    flickWall.push(performance.now() - t1);
  });
  const rate = (level: BotLevel): number => {
    let down = 0;
    for (let seed = 0; seed < RATE_TRIES; seed++) {
      const setup = openTargetScene(seed);
      const { outcome } = simulateFlick(setup, aimFlick(setup, level, seed));
      if (outcome.fallen.includes('target') || outcome.offBoard.includes('target')) down++;
    }
    return down / RATE_TRIES;
  };
  return {
    aimMedianMs: round1(median(aimWall)),
    aimMaxMs: round1(Math.max(0, ...aimWall)),
    aimCpuMedianMs: round1(median(aimCpu)),
    flickMedianMs: round1(median(flickWall)),
    hardHitRate: rate('hard'),
    easyHitRate: rate('easy'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFlick().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
