// The game record: everything needed to rebuild a game exactly. A game is
// its setup (module, version, seed, seats, options) plus the ordered inputs;
// physical inputs also carry the initial conditions they came from, so a
// replay can re-simulate them and show the same throw again.
// Types only from physics: core never imports the physics implementation.

import type { Input, Options } from './contract.ts';
import type { FlickSetup, FlickSpec, RethrowRecord, ThrowSpec } from '../physics/types.ts';

export const BOT_LEVELS = ['easy', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const isBotLevel = (x: unknown): x is BotLevel =>
  typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

export type SeatConfig = { kind: 'human'; name?: string } | { kind: 'bot'; level: BotLevel; name?: string };

/** How a throw was made: its initial conditions and the re-throws physics applied. */
export interface ThrowPhysics {
  kind: 'throw';
  spec: ThrowSpec;
  rethrows: RethrowRecord[];
}

/** How a flick was made: the standing figures and the impulse. */
export interface FlickPhysics {
  kind: 'flick';
  setup: FlickSetup;
  spec: FlickSpec;
}

export type PhysicsTrace = ThrowPhysics | FlickPhysics;

export interface LogEntry<A = unknown> {
  input: Input<A>;
  /** Present for physical inputs made through physics (absent when faces were typed in, e.g. tests). */
  physics?: PhysicsTrace;
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
