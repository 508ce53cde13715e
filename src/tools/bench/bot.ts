// Bench: how long a hard bot decision takes. Positions come from a seeded game
// between easy bots (sampled physics, so no Rapier is needed); each position
// with a real choice gets one hard decision, timed (with the app's time cap,
// as a player would wait). Target: median ≤ 1000 ms.
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/bot.ts`.

import { pathToFileURL } from 'node:url';
import { choose } from '../../core/bot/choose.ts';
import type { AnyGameModule } from '../../core/contract.ts';
import { playGame } from '../../core/driver.ts';
import { sampledPhysicsPort } from '../../core/sampled-port.ts';
import { loadGame, loadGames } from '../../games/registry.ts';

const DECISIONS = 24;

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

export interface BotBench {
  botDecisionMedianMs: number;
  botDecisionMaxMs: number;
  /** CPU time (user + system) of a decision, median: less sensitive to a busy machine. */
  botDecisionCpuMedianMs: number;
  botBenchGame: string;
  botBenchDecisions: number;
  /** The same hard decision on every other registered game, median ms, keyed by game id. */
  botDecisionMedianMsByGame: Record<string, number>;
}

interface Timing {
  wall: number[];
  cpu: number[];
}

export default async function benchBot(): Promise<BotBench> {
  const module = await loadGame('gambler');
  const main = timeDecisions(module, DECISIONS);
  const byGame: Record<string, number> = { [module.id]: round(median(main.wall)) };
  for (const other of await loadGames()) {
    if (other.id !== module.id) byGame[other.id] = round(median(timeDecisions(other, 8).wall));
  }
  return {
    botDecisionMedianMs: round(median(main.wall)),
    botDecisionMaxMs: round(Math.max(0, ...main.wall)),
    botDecisionCpuMedianMs: round(median(main.cpu)),
    botBenchGame: module.id,
    botBenchDecisions: main.wall.length,
    botDecisionMedianMsByGame: byGame,
  };
}

const round = (x: number): number => Math.round(x * 10) / 10;

/** Hard decisions on positions from a seeded game between easy bots. */
function timeDecisions(module: AnyGameModule, count: number): Timing {
  const players = Math.max(2, module.minPlayers);
  const positions: unknown[] = [];
  playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'easy' })),
    seed: 2024,
    port: sampledPhysicsPort(),
    onInput: (_e, state) => {
      const aw = module.awaiting(state);
      if (aw.kind === 'decision' && module.legalActions(state).length > 1) positions.push(state);
    },
  });
  const step = Math.max(1, Math.floor(positions.length / count));
  const chosen = positions.filter((_, i) => i % step === 0).slice(0, count);
  const wall: number[] = [];
  const cpu: number[] = [];
  chosen.forEach((state, i) => {
    const aw = module.awaiting(state);
    if (aw.kind !== 'decision') return;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    choose(module, state, aw.seat, 'hard', 7 + i, { players });
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  });
  return { wall, cpu };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBot().then((r) => console.log(JSON.stringify(r)), (e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
