// One sim game as plain data (so worker threads can send it back): who sat
// where, what happened, how long it took, and the line the sim prints.

import type { AnyGameModule } from '../core/contract.ts';
import { playGame } from '../core/driver.ts';
import type { BotLevel, SeatConfig } from '../core/log.ts';
import type { PhysicsPort } from '../core/physics-port.ts';
import { mixSeed } from '../core/rng.ts';
import type { SimArgs } from './sim-args.ts';

export interface GameReport {
  index: number;
  seed: number;
  levels: BotLevel[];
  finished: boolean;
  /** Seat that won outright, or null (draw, error, unfinished). */
  winner: number | null;
  draw: boolean;
  error: string | null;
  violations: number;
  firstViolation: string | null;
  inputs: number;
  decisions: number;
  rethrows: number;
  ms: number;
  botMs: number;
  line: string;
}

/** Seat levels for game `g`: the list rotated by g, so every level takes every seat in turn. */
export const rotateLevels = (levels: BotLevel[], g: number): BotLevel[] =>
  levels.map((_, s) => levels[(s + g) % levels.length]!);

export function playSimGame(module: AnyGameModule, args: SimArgs, g: number, port: PhysicsPort): GameReport {
  const levels = rotateLevels(args.levels, g);
  const seats: SeatConfig[] = levels.map((level) => ({ kind: 'bot', level }));
  const seed = mixSeed(args.seed, g);
  const t0 = performance.now();
  const out = playGame({ module, seats, seed, port, maxInputs: args.maxInputs, options: args.options });
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
    error: out.error ? `error at input ${out.error.index}: ${out.error.message}` : null,
    violations: out.violations.length,
    firstViolation: v ? `invariant broken after input ${v.index}: ${v.broken.join('; ')}` : null,
    inputs: out.record.inputs.length,
    decisions: out.record.inputs.filter((e) => e.input.kind === 'action').length,
    rethrows: out.rethrows,
    ms,
    botMs: out.botMs,
    line:
      `game ${g + 1}/${args.games} seed ${seed} seats ${levels.join(',')}: ${verdict}; inputs ${out.record.inputs.length}, rethrows ${out.rethrows}, ${Math.round(ms)} ms` +
      (out.violations.length > 0 ? `, ${out.violations.length} invariant violations` : ''),
  };
}
