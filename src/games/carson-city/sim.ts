// Physics-free tournament for Carson City (not part of the app): hard vs easy
// with seats alternated, or any level list, through the engine's driver with
// sampled dice. Prints one line per game and a JSON summary with hard's win
// rate and the decision times.
//   npx tsx src/games/carson-city/sim.ts --games 200 --players 2 --levels hard,easy --seed 1
//   npx tsx src/games/carson-city/sim.ts --games 10 --players 5 --levels hard,easy,easy,hard,easy
// --summary-every n prints the cumulative summary every n games; --cap on keeps the app's time cap.

import { chooseAction } from '../../core/bot/choose.ts';
import type { BotLevel } from '../../core/log.ts';
import { playGame } from '../../core/driver.ts';
import { sampledPhysicsPort } from '../../core/sampled-port.ts';
import { carsonCity } from './index.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const games = Number(arg('games', '20'));
const players = Number(arg('players', '2'));
const seed0 = Number(arg('seed', '1'));
const length = arg('length', 'standard');
const levels = arg('levels', 'hard,easy').split(',') as BotLevel[];
const capped = arg('cap', 'off') === 'on';

const times: Record<BotLevel, number[]> = { easy: [], hard: [] };
/** CPU time of the process per hard decision (wall time swells on a busy machine; this does much less). */
const hardCpu: number[] = [];
const winsByLevel: Record<string, number> = {};
let finished = 0;
let errors = 0;
let violations = 0;
const started = performance.now();

const median = (xs: number[]): number => {
  const ys = [...xs].sort((a, b) => a - b);
  return ys.length ? ys[Math.floor(ys.length / 2)]! : 0;
};
const summary = (played: number) =>
  JSON.stringify({
    game: 'carson-city',
    games: played,
    players,
    levels,
    length,
    finished,
    errors,
    violations,
    winsByLevel,
    hardWinRate: played ? (winsByLevel['hard'] ?? 0) / played : 0,
    hardMedianMs: Number(median(times.hard).toFixed(1)),
    hardMaxMs: Number(Math.max(0, ...times.hard).toFixed(1)),
    hardCpuMedianMs: Number(median(hardCpu).toFixed(1)),
    hardCpuMaxMs: Number(Math.max(0, ...hardCpu).toFixed(1)),
    easyMedianMs: Number(median(times.easy).toFixed(1)),
    hardDecisions: times.hard.length,
    msPerGame: Math.round((performance.now() - started) / Math.max(1, played)),
  });
const every = Number(arg('summary-every', '0'));

for (let g = 0; g < games; g++) {
  const seatLevels = Array.from({ length: players }, (_, i) => levels[(i + g) % levels.length]!);
  const out = playGame({
    module: carsonCity,
    seats: seatLevels.map((level) => ({ kind: 'bot' as const, level })),
    seed: seed0 * 100_003 + g,
    options: { length },
    port: sampledPhysicsPort(),
    chooser: (module, state, seat, level, seed, n) => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = chooseAction(module, state, seat, level, seed, { players: n, budget: capped ? {} : { timeCapMs: Number.POSITIVE_INFINITY } });
      times[level].push(performance.now() - t0);
      if (level === 'hard') {
        const c = process.cpuUsage(c0);
        hardCpu.push((c.user + c.system) / 1000);
      }
      return a;
    },
  });
  if (out.finished) finished++;
  if (out.error) errors++;
  violations += out.violations.length;
  const winner = out.result?.ranking[0]?.[0];
  if (winner !== undefined) winsByLevel[seatLevels[winner]!] = (winsByLevel[seatLevels[winner]!] ?? 0) + 1;
  console.log(
    `game ${g}: ${seatLevels.join(',')} → ${out.result ? out.result.scores.join('/') : out.error?.message} winner ${winner === undefined ? '-' : `${winner + 1} (${seatLevels[winner]})`}`,
  );
  // A running summary (cumulative), so a long run stopped early still reports.
  if (every > 0 && (g + 1) % every === 0 && g + 1 < games) console.log(`summary ${summary(g + 1)}`);
}

console.log(summary(games));
