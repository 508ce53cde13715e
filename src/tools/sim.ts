// The tournament tool: whole games bot against bot, headless, with real
// Rapier for every throw and flick. Seats rotate from game to game so no level
// keeps the first seat. One line per game, then one JSON summary line.
// Exits non-zero on any error or broken invariant (it is also a test).
//
//   npm run sim -- --game gambler --games 20 --seed 1 --levels hard,easy

import { pathToFileURL } from 'node:url';
import type { GameModule } from '../core/contract.ts';
import { playGame } from '../core/driver.ts';
import type { BotLevel, SeatConfig } from '../core/log.ts';
import type { PhysicsPort } from '../core/physics-port.ts';
import { mixSeed } from '../core/rng.ts';
import { sampledPhysicsPort } from '../core/sampled-port.ts';
import { GAMES, getGame } from '../games/registry.ts';
import { initPhysics } from '../physics/rapier.ts';
import { parseSimArgs, type SimArgs } from './sim-args.ts';
import { rapierPort } from './physics-port.ts';

export interface SimSummary {
  game: string;
  games: number;
  players: number;
  levels: BotLevel[];
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
  draws: number;
  rethrows: number;
  /** Mean wall time of one bot decision, ms (informative). */
  botMsPerDecision: number;
  /** The first few problems, with the seed that reproduces them. */
  problems: string[];
}

export interface SimDeps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lookup?: (id: string) => GameModule<any, any> | undefined;
  known?: string[];
  /** Override the physics port (tests); default: from --physics. */
  port?: PhysicsPort;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

/** Seat levels for game `g`: the list rotated by g, so every level takes every seat in turn. */
export const rotateLevels = (levels: BotLevel[], g: number): BotLevel[] =>
  levels.map((_, s) => levels[(s + g) % levels.length]!);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function runSim(module: GameModule<any, any>, args: SimArgs, port: PhysicsPort, print: (line: string) => void): SimSummary {
  const sum: SimSummary = {
    game: args.game,
    games: args.games,
    players: args.players,
    levels: args.levels,
    physics: port.real ? 'real' : 'model',
    finished: 0,
    errors: 0,
    violations: 0,
    msPerGame: 0,
    meanInputs: 0,
    wins: new Array<number>(args.players).fill(0),
    draws: 0,
    rethrows: 0,
    botMsPerDecision: 0,
    problems: [],
  };
  if (args.levelsGiven) sum.winsByLevel = Object.fromEntries([...new Set(args.levels)].map((l) => [l, 0]));
  let totalMs = 0;
  let totalInputs = 0;
  let botMs = 0;
  let decisions = 0;
  for (let g = 0; g < args.games; g++) {
    const levels = rotateLevels(args.levels, g);
    const seats: SeatConfig[] = levels.map((level) => ({ kind: 'bot', level }));
    const seed = mixSeed(args.seed, g);
    const t0 = performance.now();
    const out = playGame({ module, seats, seed, port, maxInputs: args.maxInputs, options: args.options });
    const ms = performance.now() - t0;
    totalMs += ms;
    totalInputs += out.record.inputs.length;
    sum.rethrows += out.rethrows;
    botMs += out.botMs;
    decisions += out.record.inputs.filter((e) => e.input.kind === 'action').length;
    if (out.finished) sum.finished++;
    if (out.error) {
      sum.errors++;
      if (sum.problems.length < 5) sum.problems.push(`game ${g + 1} (seed ${seed}): error at input ${out.error.index}: ${out.error.message}`);
    }
    if (out.violations.length > 0) {
      sum.violations += out.violations.length;
      const v = out.violations[0]!;
      if (sum.problems.length < 5) sum.problems.push(`game ${g + 1} (seed ${seed}): invariant broken after input ${v.index}: ${v.broken.join('; ')}`);
    }
    let verdict = out.error ? `ERROR ${out.error.message}` : 'unfinished';
    if (out.result) {
      const top = out.result.ranking[0] ?? [];
      if (top.length === 1) {
        const w = top[0]!;
        sum.wins[w] = (sum.wins[w] ?? 0) + 1;
        if (sum.winsByLevel) sum.winsByLevel[levels[w]!] = (sum.winsByLevel[levels[w]!] ?? 0) + 1;
        verdict = `winner seat ${w + 1} (${levels[w]})`;
      } else {
        sum.draws++;
        verdict = `draw between seats ${top.map((s) => s + 1).join(', ')}`;
      }
      verdict += ` scores ${out.result.scores.join(',')}`;
    }
    print(
      `game ${g + 1}/${args.games} seed ${seed} seats ${levels.join(',')}: ${verdict}; inputs ${out.record.inputs.length}, rethrows ${out.rethrows}, ${Math.round(ms)} ms` +
        (out.violations.length > 0 ? `, ${out.violations.length} invariant violations` : ''),
    );
  }
  sum.msPerGame = Math.round(totalMs / args.games);
  sum.meanInputs = Math.round((totalInputs / args.games) * 10) / 10;
  sum.botMsPerDecision = decisions > 0 ? Math.round((botMs / decisions) * 10) / 10 : 0;
  return sum;
}

/** Parse, run, print; resolves with the exit code (0 only when nothing went wrong). */
export async function main(argv: string[], deps: SimDeps = {}): Promise<number> {
  const print = deps.print ?? ((l: string) => console.log(l));
  const printError = deps.printError ?? ((l: string) => console.error(l));
  const lookup = deps.lookup ?? getGame;
  const known = deps.known ?? GAMES.map((g) => g.id);
  const parsed = parseSimArgs(argv, lookup, known);
  if (!parsed.ok) {
    printError(parsed.message);
    return 2;
  }
  const args = parsed.args;
  const module = lookup(args.game)!;
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
