// The tournament tool: whole games bot against bot, headless, with real
// Rapier for every throw and flick. Seats rotate from game to game so no level
// keeps the first seat. One line per game, then one JSON summary line.
// Exits non-zero on any error or broken invariant (it is also a test).
//
//   npm run sim -- --game gambler --games 20 --seed 1 --levels hard,easy

import { pathToFileURL } from 'node:url';
import type { AnyGameModule } from '../core/contract.ts';
import { Worker } from 'node:worker_threads';
import type { PhysicsPort } from '../core/physics-port.ts';
import { sampledPhysicsPort } from '../core/sampled-port.ts';
import { loadGames } from '../games/registry.ts';
import { initPhysics } from '../physics/rapier.ts';
import { parseSimArgs, type SimArgs, type SimLevel } from './sim-args.ts';
import { percentile, wilson95 } from './sim-stats.ts';
import { rapierPort } from './physics-port.ts';
import { playSimGame, type GameReport } from './sim-game.ts';
import type { SimWorkerData } from './sim-worker.ts';
import { SIM_REPORTS, addCounts, type LevelCounts, type SimReportId } from './sim-report.ts';

/** How one level did over the sim: its games, wins (a shared first place counts its share), the 95 % interval, decision times. */
export interface LevelSummary {
  /** Games in which the level held at least one seat. */
  games: number;
  wins: number;
  /** Shared first places, as the level's share of them. */
  drawShare: number;
  /** (wins + drawShare) / games, and its Wilson 95 % interval. */
  share: number;
  low: number;
  high: number;
  decisions: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time per decision (process.cpuUsage), ms. */
  cpuP50Ms: number;
  cpuP99Ms: number;
}

export interface SimSummary {
  game: string;
  games: number;
  players: number;
  levels: SimLevel[];
  physics: 'real' | 'model';
  finished: number;
  errors: number;
  violations: number;
  msPerGame: number;
  meanInputs: number;
  /** Outright wins per seat position (a draw counts for no one). */
  wins: number[];
  /** Outright wins per level (only when levels were given). */
  winsByLevel?: Record<string, number>;
  /** Per level: games, wins with a 95 % interval, decision-time percentiles. */
  byLevel: Record<string, LevelSummary>;
  draws: number;
  rethrows: number;
  /** Mean wall time of one bot decision, ms (informative). */
  botMsPerDecision: number;
  /** The first few problems, with the seed that reproduces them. */
  problems: string[];
  /** With --report: its counters over all games, by level. */
  report?: { id: SimReportId; byLevel: LevelCounts };
}

export interface SimDeps {
  lookup?: (id: string) => AnyGameModule | undefined;
  known?: string[];
  /** Override the physics port (tests); default: from --physics. */
  port?: PhysicsPort;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

export { rotateLevels } from './sim-game.ts';

/** Fold per-game reports (in game order) into the summary line. */
export function summarize(args: SimArgs, physics: 'real' | 'model', reports: GameReport[]): SimSummary {
  const sum: SimSummary = {
    game: args.game,
    games: args.games,
    players: args.players,
    levels: args.levels,
    physics,
    finished: 0,
    errors: 0,
    violations: 0,
    msPerGame: 0,
    meanInputs: 0,
    wins: new Array<number>(args.players).fill(0),
    draws: 0,
    rethrows: 0,
    botMsPerDecision: 0,
    byLevel: {},
    problems: [],
  };
  if (args.levelsGiven) sum.winsByLevel = Object.fromEntries([...new Set(args.levels)].map((l) => [l, 0]));
  let ms = 0;
  let inputs = 0;
  let botMs = 0;
  let decisions = 0;
  for (const r of reports) {
    ms += r.ms;
    inputs += r.inputs;
    botMs += r.botMs;
    decisions += r.decisions;
    sum.rethrows += r.rethrows;
    if (r.finished) sum.finished++;
    if (r.error) {
      sum.errors++;
      if (sum.problems.length < 5) sum.problems.push(`game ${r.index + 1} (seed ${r.seed}): ${r.error}`);
    }
    if (r.violations > 0) {
      sum.violations += r.violations;
      if (sum.problems.length < 5) sum.problems.push(`game ${r.index + 1} (seed ${r.seed}): ${r.firstViolation}`);
    }
    if (r.winner !== null) {
      sum.wins[r.winner] = (sum.wins[r.winner] ?? 0) + 1;
      const level = r.levels[r.winner]!;
      if (sum.winsByLevel) sum.winsByLevel[level] = (sum.winsByLevel[level] ?? 0) + 1;
    }
    if (r.draw) sum.draws++;
  }
  sum.byLevel = levelSummaries(args, reports);
  if (args.report) sum.report = { id: args.report, byLevel: reports.reduce((all, r) => addCounts(all, r.counts), {} as LevelCounts) };
  const n = Math.max(1, reports.length);
  sum.msPerGame = Math.round(ms / n);
  sum.meanInputs = Math.round((inputs / n) * 10) / 10;
  sum.botMsPerDecision = decisions > 0 ? Math.round((botMs / decisions) * 10) / 10 : 0;
  return sum;
}

function levelSummaries(args: SimArgs, reports: GameReport[]): Record<string, LevelSummary> {
  const out: Record<string, LevelSummary> = {};
  for (const level of new Set(args.levels)) {
    let games = 0;
    let wins = 0;
    let drawShare = 0;
    const times: number[] = [];
    const cpu: number[] = [];
    for (const r of reports) {
      const seats = r.levels.flatMap((l, seat) => (l === level ? [seat] : []));
      if (seats.length === 0) continue;
      games++;
      times.push(...(r.decisionMs[level] ?? []));
      cpu.push(...(r.decisionCpuMs?.[level] ?? []));
      if (r.winner !== null && seats.includes(r.winner)) wins++;
      if (r.draw && r.drawSeats.length > 0) drawShare += r.drawSeats.filter((s) => seats.includes(s)).length / r.drawSeats.length;
    }
    const share = games > 0 ? (wins + drawShare) / games : 0;
    const [low, high] = wilson95(wins + drawShare, games);
    const ms = (q: number): number => Math.round(percentile(times, q) * 10) / 10;
    const round1 = (x: number): number => Math.round(x * 10) / 10;
    const r3 = (x: number): number => Math.round(x * 1000) / 1000;
    out[level] = { games, wins, drawShare: r3(drawShare), share: r3(share), low: r3(low), high: r3(high), decisions: times.length, p50Ms: ms(0.5), p90Ms: ms(0.9), p99Ms: ms(0.99), maxMs: ms(1), cpuP50Ms: round1(percentile(cpu, 0.5)), cpuP99Ms: round1(percentile(cpu, 0.99)) };
  }
  return out;
}

/** Lines a person reads: per level, wins with the 95 % interval and the decision times, then the report's lines. */
export function levelLines(summary: SimSummary): string[] {
  const pc = (x: number): string => `${(x * 100).toFixed(1)} %`;
  const report = summary.report;
  return Object.entries(summary.byLevel).flatMap(([level, l]) => [
    `${level}: ${l.wins} wins${l.drawShare > 0 ? ` + ${l.drawShare} of shared firsts` : ''} in ${l.games} games = ${pc(l.share)} (95 % interval ${pc(l.low)}–${pc(l.high)}); ` +
      `${l.decisions} decisions p50 ${l.p50Ms} ms, p90 ${l.p90Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms (wall); cpu p50 ${l.cpuP50Ms} ms, p99 ${l.cpuP99Ms} ms`,
    ...(report ? SIM_REPORTS[report.id].lines(level, report.byLevel[level] ?? {}) : []),
  ]);
}

/** A game's line, then its decisions with their reasons under --explain. */
const gameLines = (r: GameReport): string[] => [r.line, ...r.explained];

/** Play every game in this thread. */
export function runSim(module: AnyGameModule, args: SimArgs, port: PhysicsPort, print: (line: string) => void): SimSummary {
  const reports: GameReport[] = [];
  for (let g = 0; g < args.games; g++) {
    const r = playSimGame(module, args, g, port);
    for (const l of gameLines(r)) print(l);
    reports.push(r);
  }
  return summarize(args, port.real ? 'real' : 'model', reports);
}

/**
 * Worker threads do not inherit tsx's loader, so each boots by registering
 * tsx and then importing the TypeScript worker module.
 */
function workerBoot(): string {
  let tsx = 'tsx/esm/api';
  try {
    tsx = import.meta.resolve(tsx);
  } catch {
    // fall back to resolving from the working directory
  }
  const entry = new URL('./sim-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
}

/** Spread the games over worker threads; lines are printed in game order as they complete. */
async function runSimParallel(args: SimArgs, print: (line: string) => void): Promise<SimSummary> {
  const jobs = Math.min(args.jobs, args.games);
  const reports = new Array<GameReport | undefined>(args.games);
  let next = 0;
  const flush = () => {
    while (next < args.games && reports[next]) for (const l of gameLines(reports[next++]!)) print(l);
  };
  await Promise.all(
    Array.from({ length: jobs }, (_, k) => {
      const indices = Array.from({ length: args.games }, (_, g) => g).filter((g) => g % jobs === k);
      const data: SimWorkerData = { args, indices };
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(workerBoot(), { eval: true, workerData: data });
        worker.on('message', (r: GameReport) => {
          reports[r.index] = r;
          flush();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sim worker ${k} exited with code ${code}`))));
      });
    }),
  );
  return summarize(args, args.physics, reports.filter((r): r is GameReport => r !== undefined));
}

/** Parse, run, print; resolves with the exit code (0 only when nothing went wrong). */
export async function main(argv: string[], deps: SimDeps = {}): Promise<number> {
  const print = deps.print ?? ((l: string) => console.log(l));
  const printError = deps.printError ?? ((l: string) => console.error(l));
  const games = deps.lookup ? [] : await loadGames();
  const lookup = deps.lookup ?? ((id: string) => games.find((g) => g.id === id));
  const known = deps.known ?? games.map((g) => g.id);
  const parsed = parseSimArgs(argv, lookup, known);
  if (!parsed.ok) {
    printError(parsed.message);
    return 2;
  }
  const args = parsed.args;
  const module = lookup(args.game)!;
  if (args.jobs > 1 && !deps.port) {
    const summary = await runSimParallel(args, print);
    for (const p of summary.problems) printError(p);
    for (const l of levelLines(summary)) print(l);
    print(JSON.stringify(summary));
    return summary.errors > 0 || summary.violations > 0 || summary.finished + summary.errors < args.games ? 1 : 0;
  }
  let port = deps.port;
  if (!port) {
    if (args.physics === 'real') {
      await initPhysics();
      port = rapierPort();
    } else {
      port = sampledPhysicsPort();
    }
  }
  const summary = runSim(module, args, port, print);
  for (const p of summary.problems) printError(p);
  for (const l of levelLines(summary)) print(l);
  print(JSON.stringify(summary));
  return summary.errors > 0 || summary.violations > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exit(1);
    },
  );
}
