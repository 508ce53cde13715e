// The game record: everything needed to rebuild a game exactly. A game is
// its setup (module, version, seed, seats, options) plus the ordered inputs;
// a physical input also carries what its player or bot *chose* (the drag, the
// flick's aim and power), never the start it led to: the throw's start state,
// the flick's figures and every random part are derived from the game state,
// the seed and the input's place in the log (derive.ts), so a replay can
// re-simulate them and a checker can tell a forged throw from a played one.
// Types only from physics: core never imports the physics implementation.

import type { Input, Options } from './contract.ts';
import type { Gesture } from '../physics/types.ts';

/** Bot levels, weakest first: a small search, hand-written rules of thumb (no search), a bigger search. */
export const BOT_LEVELS = ['easy', 'heuristic', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const isBotLevel = (x: unknown): x is BotLevel =>
  typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

export type SeatConfig = { kind: 'human'; name?: string } | { kind: 'bot'; level: BotLevel; name?: string };

/**
 * How a throw was made: the player's drag as the table handed it over, or no
 * gesture at all for the seeded throw (Roll button, Space, every bot). Where
 * the dice start, how they turn and spin, and every re-throw follow from the
 * derived seed (derive.ts).
 */
export interface ThrowChoice {
  kind: 'throw';
  gesture?: Gesture;
}

/** How a flick was made: the aim (radians, 0 = away from the player) and power (0..1). Die, start spot and figures are derived. */
export interface FlickChoice {
  kind: 'flick';
  angle: number;
  power: number;
}

export type PhysicalChoice = ThrowChoice | FlickChoice;

export interface LogEntry<A = unknown> {
  input: Input<A>;
  /** Present for physical inputs made through physics (absent when faces were typed in, e.g. tests). */
  physics?: PhysicalChoice;
}

export interface GameRecord<A = unknown> {
  moduleId: string;
  moduleVersion: number;
  seed: number;
  /** One entry per seat; the player count is `seats.length`. */
  seats: SeatConfig[];
  options: Options;
  inputs: LogEntry<A>[];
  /**
   * The dice physics version (src/physics/version.ts) the physical inputs
   * were simulated with. Absent when no real physics was involved, or in
   * records made before versions were kept (those were version 1).
   */
  physicsVersion?: number;
  /**
   * How the per-input seeds are derived from `seed` (derive.ts,
   * SEED_VERSIONS): 2 is one-way (online tables, whose seed is secret until
   * the end). Absent in local records and in every record made before it
   * existed: those are version 1. 3 is keyed with `secret` (online tables
   * since it existed).
   */
  seedVersion?: number;
  /**
   * Seed version 3: the table's 128-bit secret (32 hex digits) that `seed`,
   * the rules' generator and every per-input seed come from
   * (table-secret.ts). The server's alone until the game ends; the finished
   * record carries it so anyone re-derives and re-simulates the game.
   */
  secret?: string;
}

export function newRecord<A>(
  moduleId: string,
  moduleVersion: number,
  seed: number,
  seats: SeatConfig[],
  options: Options = {},
  physicsVersion?: number,
): GameRecord<A> {
  const record: GameRecord<A> = { moduleId, moduleVersion, seed, seats: seats.slice(), options: { ...options }, inputs: [] };
  if (physicsVersion !== undefined) record.physicsVersion = physicsVersion;
  return record;
}

/** The record with one more entry (records are values: never mutated). */
export const appendEntry = <A>(record: GameRecord<A>, entry: LogEntry<A>): GameRecord<A> => ({
  ...record,
  inputs: [...record.inputs, entry],
});
