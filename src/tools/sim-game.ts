// The sim's game driver: one game of bot levels through the engine's driver
// (playLevelGame, which tests use too), and one sim game as plain data (so
// worker threads can send it back): who sat where, what happened, how long it
// took, and the line the sim prints.

import { choose, type Choice } from '../core/bot/choose.ts';
import type { AnyGameModule, GameModule, Options } from '../core/contract.ts';
import { playGame, type Chooser, type DriverOutcome } from '../core/driver.ts';
import type { SeatConfig } from '../core/log.ts';
import type { PhysicsPort } from '../core/physics-port.ts';
import { mixSeed } from '../core/rng.ts';
import { appLevel, type SimArgs, type SimLevel } from './sim-args.ts';
import { SIM_REPORTS, type LevelCounts, type SimReportId } from './sim-report.ts';

export interface GameReport {
  index: number;
  seed: number;
  levels: SimLevel[];
  finished: boolean;
  /** Seat that won outright, or null (draw, error, unfinished). */
  winner: number | null;
  draw: boolean;
  /** Seats sharing first place in a draw. */
  drawSeats: number[];
  error: string | null;
  violations: number;
  firstViolation: string | null;
  inputs: number;
  decisions: number;
  rethrows: number;
  ms: number;
  botMs: number;
  /** Wall time of each decision with a real choice (more than one legal move), ms, by the deciding seat's level. */
  decisionMs: Partial<Record<SimLevel, number[]>>;
  /** CPU time of the same decisions, ms (process.cpuUsage: the honest figure on a loaded machine; all threads, so run with --jobs 1). */
  decisionCpuMs: Partial<Record<SimLevel, number[]>>;
  /** With --explain: one line per decision, in order. */
  explained: string[];
  /** With --report: its counters, by level. */
  counts: LevelCounts;
  line: string;
}

/** Seat levels for game `g`: the list rotated by g, so every level takes every seat in turn. */
export const rotateLevels = <L extends string>(levels: L[], g: number): L[] =>
  levels.map((_, s) => levels[(s + g) % levels.length]!);

/** One game of levels (seat by seat, exploiters included) through the engine's driver. */
export interface LevelGameConfig {
  seed: number;
  /** The level of each seat, in seat order. */
  levels: SimLevel[];
  port: PhysicsPort;
  options?: Options;
  maxInputs?: number;
  /** Keep one line per decision with its reason. */
  explain?: boolean;
  /** Count each decision for this report, by the deciding seat's level. */
  report?: SimReportId;
}

export interface LevelGame<S, A> {
  outcome: DriverOutcome<S, A>;
  /** Wall time of each decision with a real choice (more than one legal move), ms, by level. */
  decisionMs: Partial<Record<SimLevel, number[]>>;
  /** CPU time of the same decisions, ms (process.cpuUsage: all threads, so run with --jobs 1). */
  decisionCpuMs: Partial<Record<SimLevel, number[]>>;
  explained: string[];
  /** The report's counters, by level (empty without a report). */
  counts: LevelCounts;
}

/**
 * Play one whole game with bots at these levels: the sim's game driver, also
 * what tests use to play a game through (sampled physics makes it quick).
 * Exploiters play the heuristic with their fixed answer to a claim.
 */
export function playLevelGame<S, A>(module: GameModule<S, A>, cfg: LevelGameConfig): LevelGame<S, A> {
  const { levels } = cfg;
  const seats: SeatConfig[] = levels.map((level) => ({ kind: 'bot', level: appLevel(level) }));
  const decisionMs: LevelGame<S, A>['decisionMs'] = {};
  const decisionCpuMs: LevelGame<S, A>['decisionCpuMs'] = {};
  const explained: string[] = [];
  const counts: LevelCounts = {};
  const report = cfg.report ? SIM_REPORTS[cfg.report] : null;
  // The driver's own chooser, plus a clock per decision, the exploiters' fixed answers, the reasons and the report's counters.
  const chooser: Chooser<S, A> = (m, state, seat, _level, botSeed, players) => {
    const level = levels[seat]!;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const c: Choice<A> = exploit(m, state, level) ?? choose(m, state, seat, appLevel(level), botSeed, { players, budget: { timeCapMs: Number.POSITIVE_INFINITY } });
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (c.how !== 'only') {
      (decisionMs[level] ??= []).push(ms);
      (decisionCpuMs[level] ??= []).push((cpu.user + cpu.system) / 1000);
    }
    if (cfg.explain) explained.push(`  seat ${seat + 1} (${level}) ${m.describeAction(state, c.action)} — ${c.why}`);
    if (report) {
      const row = (counts[level] ??= {});
      for (const k of report.counters(state, c.action)) row[k] = (row[k] ?? 0) + 1;
    }
    return c.action;
  };
  const outcome = playGame({ module, seats, seed: cfg.seed, port: cfg.port, maxInputs: cfg.maxInputs ?? 20_000, options: cfg.options ?? {}, chooser });
  return { outcome, decisionMs, decisionCpuMs, explained, counts };
}

export function playSimGame(module: AnyGameModule, args: SimArgs, g: number, port: PhysicsPort): GameReport {
  const levels = rotateLevels(args.levels, g);
  const seed = mixSeed(args.seed, g);
  const t0 = performance.now();
  const { outcome: out, decisionMs, decisionCpuMs, explained, counts } = playLevelGame(module, {
    seed,
    levels,
    port,
    options: args.options,
    maxInputs: args.maxInputs,
    explain: args.explain ?? false,
    ...(args.report ? { report: args.report } : {}),
  });
  const ms = performance.now() - t0;
  const top = out.result?.ranking[0] ?? [];
  const winner = out.result && top.length === 1 ? top[0]! : null;
  const draw = !!out.result && top.length > 1;
  let verdict = out.error ? `ERROR ${out.error.message}` : 'unfinished';
  if (out.result) {
    verdict = winner !== null ? `winner seat ${winner + 1} (${levels[winner]})` : `draw between seats ${top.map((s) => s + 1).join(', ')}`;
    verdict += ` scores ${out.result.scores.join(',')}`;
  }
  const v = out.violations[0];
  return {
    index: g,
    seed,
    levels,
    finished: out.finished,
    winner,
    draw,
    drawSeats: draw ? top.slice() : [],
    error: out.error ? `error at input ${out.error.index}: ${out.error.message}` : null,
    violations: out.violations.length,
    firstViolation: v ? `invariant broken after input ${v.index}: ${v.broken.join('; ')}` : null,
    inputs: out.record.inputs.length,
    decisions: out.record.inputs.filter((e) => e.input.kind === 'action').length,
    rethrows: out.rethrows,
    ms,
    botMs: out.botMs,
    decisionMs,
    decisionCpuMs,
    explained,
    counts,
    line:
      `game ${g + 1}/${args.games} seed ${seed} seats ${levels.join(',')}: ${verdict}; inputs ${out.record.inputs.length}, rethrows ${out.rethrows}, ${Math.round(ms)} ms` +
      (out.violations.length > 0 ? `, ${out.violations.length} invariant violations` : ''),
  };
}

/** An exploiter's fixed answer when it is asked to doubt (a `doubt` or `believe` move is legal), else null. */
function exploit<S, A>(module: GameModule<S, A>, state: S, level: SimLevel): Choice<A> | null {
  if (level !== 'always-doubt' && level !== 'never-doubt') return null;
  const want = level === 'always-doubt' ? 'doubt' : 'believe';
  const action = module.legalActions(state).find((a) => (a as { type?: unknown } | null)?.type === want);
  return action ? { action, how: 'heuristic', stats: null, why: `${level}: a fixed answer, whatever the odds` } : null;
}
