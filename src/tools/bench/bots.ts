// Bench: how strong the bots are against each other and how long hard thinks,
// per game. Two-player games through the sim (sampled physics: fair dice, the
// games' flick models; seats alternate every game), with two worker threads:
//   hardVsHeuristic, hardVsEasy, heuristicVsEasy: the first level's share of
//     the games (a shared first place counts half) and its 95 % interval;
//   decisionP50Ms / decisionP99Ms: hard's decisions with a real choice, from
//     those games, and at the game's largest table (one game): wall time;
//   cpuP50Ms / cpuP99Ms: the same decisions' CPU time (process.cpuUsage), what
//     they would take on a quiet machine; with BOTS_JOBS=1 (one game at a
//     time) it is the decision's own, with two threads it counts both;
//   heuristicPlayouts / heuristicErrors: whole heuristic-only games, each move
//     checked legal by the driver and by choose() (1,000 per game by default);
//   hardVsAlwaysDoubt, hardVsNeverDoubt (games with doubts only, Mail Run):
//     hard against the sim's fixed-strategy exploiters (the heuristic that
//     always or never doubts); a bluffer that loses to either is exploitable.
// One line per game on stderr, a markdown table for docs/bots.md, then the
// figures as one JSON object (the bench runner's contract).
//
//   npm run bench -- bots                      (BOTS_GAMES=40, BOTS_LEGAL=1000 per game)
//   BOTS_GAMES=200 BOTS_LEGAL=0 BOTS_ONLY=gambler,pony-express npm run bench -- bots
//   BOTS_JOBS=1 nice -n 19 npm run bench -- bots   (a loaded machine: one thread, CPU times stay the decisions' own)

import { pathToFileURL } from 'node:url';
import { loadGames } from '../../games/registry.ts';
import { main, type LevelSummary, type SimSummary } from '../sim.ts';
import { EXPLOITER_GAMES } from '../sim-args.ts';

const envInt = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${v}"`);
  return n;
};

export interface Pairing {
  share: number;
  low: number;
  high: number;
  games: number;
}

export interface GameBots {
  game: string;
  hardVsHeuristic: Pairing;
  hardVsEasy: Pairing;
  heuristicVsEasy: Pairing;
  decisionP50Ms: number;
  decisionP99Ms: number;
  cpuP50Ms: number;
  cpuP99Ms: number;
  maxTable: { players: number; decisionP50Ms: number; decisionP99Ms: number; cpuP50Ms: number; cpuP99Ms: number };
  heuristicPlayouts: number;
  heuristicErrors: number;
  /** Games with doubts only: hard against the always- and never-doubting exploiters. */
  hardVsAlwaysDoubt?: Pairing;
  hardVsNeverDoubt?: Pairing;
}

/** Run the sim quietly and return its summary (the last line it prints). */
async function simSummary(argv: string[]): Promise<SimSummary> {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, { print: (l) => lines.push(l), printError: (l) => errors.push(l) });
  const summary = JSON.parse(lines[lines.length - 1] ?? '{}') as SimSummary;
  if (code === 2) throw new Error(`sim refused ${argv.join(' ')}: ${errors.join('; ')}`);
  if (code !== 0) throw new Error(`sim failed (${argv.join(' ')}): ${summary.problems?.join('; ') ?? errors.join('; ')}`);
  return summary;
}

const pairing = (l: LevelSummary | undefined): Pairing => ({ share: l?.share ?? 0, low: l?.low ?? 0, high: l?.high ?? 0, games: l?.games ?? 0 });

export async function benchGame(id: string, maxPlayers: number, games: number, legal: number, seed = 1, jobs = 2): Promise<GameBots> {
  const common = ['--game', id, '--physics', 'model', '--jobs', String(jobs), '--seed', String(seed)];
  const duel = (a: string, b: string): Promise<SimSummary> => simSummary([...common, '--games', String(games), '--levels', `${a},${b}`]);
  const hh = await duel('hard', 'heuristic');
  const he = await duel('hard', 'easy');
  const ue = await duel('heuristic', 'easy');
  const hard = [hh.byLevel['hard'], he.byLevel['hard']];
  // Percentiles over both tournaments, weighted by their decision counts (close enough for a bench line).
  const weighted = (key: 'p50Ms' | 'p99Ms' | 'cpuP50Ms' | 'cpuP99Ms'): number => {
    const n = hard.reduce((t, l) => t + (l?.decisions ?? 0), 0);
    return n === 0 ? 0 : Math.round((hard.reduce((t, l) => t + (l?.[key] ?? 0) * (l?.decisions ?? 0), 0) / n) * 10) / 10;
  };
  const big = await simSummary([...common, '--games', '1', '--players', String(maxPlayers), '--levels', 'hard,heuristic']);
  let heuristicErrors = 0;
  if (legal > 0) {
    const self = await simSummary([...common, '--games', String(legal), '--levels', 'heuristic']).catch((e: unknown) => {
      heuristicErrors++;
      process.stderr.write(`${id}: ${e instanceof Error ? e.message : String(e)}\n`);
      return null;
    });
    if (self) heuristicErrors += self.errors + self.violations + (legal - self.finished);
  }
  const exploited = EXPLOITER_GAMES.includes(id)
    ? {
        hardVsAlwaysDoubt: pairing((await duel('hard', 'always-doubt')).byLevel['hard']),
        hardVsNeverDoubt: pairing((await duel('hard', 'never-doubt')).byLevel['hard']),
      }
    : {};
  return {
    game: id,
    ...exploited,
    hardVsHeuristic: pairing(hh.byLevel['hard']),
    hardVsEasy: pairing(he.byLevel['hard']),
    heuristicVsEasy: pairing(ue.byLevel['heuristic']),
    decisionP50Ms: weighted('p50Ms'),
    decisionP99Ms: weighted('p99Ms'),
    cpuP50Ms: weighted('cpuP50Ms'),
    cpuP99Ms: weighted('cpuP99Ms'),
    maxTable: {
      players: maxPlayers,
      decisionP50Ms: big.byLevel['hard']?.p50Ms ?? 0,
      decisionP99Ms: big.byLevel['hard']?.p99Ms ?? 0,
      cpuP50Ms: big.byLevel['hard']?.cpuP50Ms ?? 0,
      cpuP99Ms: big.byLevel['hard']?.cpuP99Ms ?? 0,
    },
    heuristicPlayouts: legal,
    heuristicErrors,
  };
}

const pc = (x: number): string => `${Math.round(x * 100)} %`;
const cell = (p: Pairing): string => `${pc(p.share)} (${pc(p.low)}–${pc(p.high)}), ${p.games}`;

/** The table of docs/bots.md. */
export function markdownTable(rows: GameBots[]): string {
  const head = [
    '| game | hard vs heuristic | hard vs easy | heuristic vs easy | hard p50 / p99 (2 seats) | hard CPU p50 / p99 (2 seats) | hard p50 / p99 (largest table) | heuristic games, illegal moves |',
    '|---|---|---|---|---|---|---|---|',
  ];
  return [
    ...head,
    ...rows.map(
      (r) =>
        `| ${r.game} | ${cell(r.hardVsHeuristic)} | ${cell(r.hardVsEasy)} | ${cell(r.heuristicVsEasy)} | ${r.decisionP50Ms} / ${r.decisionP99Ms} ms | ${r.cpuP50Ms} / ${r.cpuP99Ms} ms | ${r.maxTable.decisionP50Ms} / ${r.maxTable.decisionP99Ms} ms, CPU ${r.maxTable.cpuP50Ms} / ${r.maxTable.cpuP99Ms} ms (${r.maxTable.players}) | ${r.heuristicPlayouts}, ${r.heuristicErrors} |`,
    ),
  ].join('\n');
}

/** The exploiters' table of docs/bots.md (games with doubts; empty without them). */
export function exploiterTable(rows: GameBots[]): string {
  const mine = rows.filter((r) => r.hardVsAlwaysDoubt && r.hardVsNeverDoubt);
  if (mine.length === 0) return '';
  return [
    '| game | hard vs always-doubt | hard vs never-doubt |',
    '|---|---|---|',
    ...mine.map((r) => `| ${r.game} | ${cell(r.hardVsAlwaysDoubt!)} | ${cell(r.hardVsNeverDoubt!)} |`),
  ].join('\n');
}

export default async function benchBots(): Promise<Record<string, unknown>> {
  const games = Math.max(1, envInt('BOTS_GAMES', 40));
  const legal = envInt('BOTS_LEGAL', 1000);
  const only = (process.env['BOTS_ONLY'] ?? '').split(',').filter(Boolean);
  const jobs = Math.max(1, envInt('BOTS_JOBS', 2));
  const rows: GameBots[] = [];
  for (const m of await loadGames()) {
    if (only.length > 0 && !only.includes(m.id)) continue;
    const r = await benchGame(m.id, m.maxPlayers, games, legal, 1, jobs);
    rows.push(r);
    // The whole row, intervals included, as each game ends: a run cut short keeps what it measured.
    process.stderr.write(`${JSON.stringify(r)}\n`);
  }
  const exploiters = exploiterTable(rows);
  process.stderr.write(`\n${markdownTable(rows)}\n\n${exploiters ? `${exploiters}\n\n` : ''}`);
  return { botsGamesPerPairing: games, botsJobs: jobs, botsByGame: Object.fromEntries(rows.map((r) => [r.game, r])) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBots().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
