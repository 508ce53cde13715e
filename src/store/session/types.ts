// Plain data the session store holds and the scene, HUD and automation read.
import type { Text } from '../../core/message.ts';
import type { Awaiting, GameResult, PhysicalOutcome, RuleError, Seat, ThrowArea } from '../../core/contract.ts';
import type { DieKind } from '../../core/dice-kinds.ts';
import type { BotLevel, FlickChoice, GameRecord, ThrowChoice } from '../../core/log.ts';
import type { FlickSetup, FlickSpec, RethrowReason, ThrowSpec } from '../../physics/types.ts';

/**
 * A physical event the table must perform. `spec` is null while a human has
 * not thrown yet (or a bot is still aiming); once set, the scene runs exactly
 * that spec through physics and reports the settled result with the same id.
 * `choice` is what the record keeps of it (the drag or none, the aim), set with
 * `spec`. Replay stages run a spec re-derived from the game and the recorded
 * choice, and compare with `expected`.
 */
interface StageBase {
  id: number;
  mode: 'live' | 'replay';
  seat: Seat;
  performer: 'human' | 'bot';
  /** Seed for this input's throw (re-throws) or the bot's aim noise. */
  seed: number;
  expected: PhysicalOutcome | null;
}

export interface ThrowStage extends StageBase {
  kind: 'throw';
  kinds: DieKind[];
  area: ThrowArea;
  hidden: boolean;
  spec: ThrowSpec | null;
  choice: ThrowChoice | null;
}

export interface FlickStage extends StageBase {
  kind: 'flick';
  setup: FlickSetup;
  from: { x: number; z: number };
  level: BotLevel | null;
  spec: FlickSpec | null;
  choice: FlickChoice | null;
}

export type Stage = ThrowStage | FlickStage;

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'warn';
}

/** What one position of the game looks like to the screen. */
export interface Shown<S = unknown, V = unknown> {
  state: S;
  view: V;
  awaiting: Awaiting;
  result: GameResult | null;
  log: Text[];
  /** Inputs applied to reach this position. */
  inputs: number;
}

export interface ReplayState<S = unknown, V = unknown> {
  record: GameRecord;
  /** Inputs applied so far. */
  step: number;
  shown: Shown<S, V>;
  playing: boolean;
  /** Forward steps asked for while a throw or flick was still being re-simulated; taken one by one as each settles. */
  queued: number;
  /** Physical inputs re-simulated so far, and those that came out differently. */
  checked: number;
  mismatches: string[];
}

/** The session of a game with state S and view V. */
export interface SessionState<S = unknown, V = unknown> {
  moduleId: string;
  title: string;
  record: GameRecord;
  /** The live game (the position after every recorded input). */
  live: Shown<S, V>;
  /** The seat whose view the screen shows; null for a spectator (all bots). */
  viewer: Seat | null;
  /** Hot-seat: the device must be passed to this seat before it can act. */
  handoff: Seat | null;
  /** Hot-seat without anything private to hide: the seat whose turn it now is, named by a banner (a new id each change). */
  turnBanner: { seat: Seat; id: number } | null;
  /** A bot seat deciding or aiming right now. */
  thinking: Seat | null;
  stage: Stage | null;
  lastError: RuleError | null;
  notices: Notice[];
  replay: ReplayState<S, V> | null;
  canUndo: boolean;
  /** Dice thrown again (cocked, off the table, unsettled) by live throws seen here, by input index: physics the record does not keep (the dice ledger reads it). */
  rethrows: Record<number, { die: number; reason: RethrowReason }[]>;
  /** The dice that came to rest on their rim in those throws, by input index (a disc on its edge; the record keeps only its value). */
  edges: Record<number, number[]>;
}

export type ActResult<V = unknown> = { ok: true; view: V } | { ok: false; error: RuleError };
