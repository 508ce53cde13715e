// Gambler state, actions and tableau shapes as plain JSON-friendly types.
// Everything the rules need lives in the state, so saves and replays are
// just the state (or the setup plus the input log).

import type { Message } from '../../core/message.ts';
import type { ApplyResult, InputErrorCode, Seat } from '../../core/index.ts';

/** Gambler's own rule errors (the engine's input errors come from checkInput). */
export const GAMBLER_ERRORS = [
  /** Not a Gambler action (unknown type, malformed). */
  'illegal-action',
  /** The die index is not an unplaced die of this throw. */
  'no-such-die',
  /** The row index is not a row of the current tableau. */
  'no-such-row',
  /** The face does not fit the row's next box. */
  'does-not-fit',
  /** Stop or throw again before placing a die of this throw. */
  'must-place',
  /** A sixth throw in one turn. */
  'throw-limit',
  /** Throw again with every die placed. */
  'no-dice',
] as const;
export type GamblerErrorCode = (typeof GAMBLER_ERRORS)[number];

/** What Gambler's `apply` returns: its state or an engine or Gambler error. */
export type GamblerApplyResult = ApplyResult<GamblerState, GamblerErrorCode | InputErrorCode>;

export const END_OPTIONS = ['tenth-tableau', 'reach-500'] as const;
export type EndOption = (typeof END_OPTIONS)[number];

/** Ours: 'standard' plays the whole game; 'short' (for events) stops after a few tableaux (SHORT_ROUNDS). */
export const LENGTH_OPTIONS = ['standard', 'short'] as const;
export type GameLength = (typeof LENGTH_OPTIONS)[number];

export type RowColour = 'yellow' | 'black';

/**
 * How dice fit a row. Boxes always fill from the left.
 * - pips: each box shows a pip value; only that value fits.
 * - stars: the first die any value, every later die equal to the first.
 * - full-house: five green-red stars: the first three equal, the last two
 *   equal, the two values different.
 * - rising / falling: a run; each die exactly one higher (lower) than the one
 *   before it, and the first die must leave room to finish the run.
 */
export type RowShape =
  | { kind: 'pips'; pips: number[] }
  | { kind: 'stars'; length: number }
  | { kind: 'full-house' }
  | { kind: 'rising'; length: number }
  | { kind: 'falling'; length: number };

export interface RowSpec {
  shape: RowShape;
  /** Yellow rows pay `value` to whoever fills their last box; black rows cost it. */
  colour: RowColour;
  value: number;
}

export interface TableauSpec {
  /** 1..20; boards are `Math.ceil(id / 2)`, odd ids side A, even ids side B. */
  id: number;
  board: number;
  side: 'A' | 'B';
  name: string;
  rows: RowSpec[];
}

/** The turn in progress: dice taken from the supply for this turn. */
export interface TurnState {
  /** Throws made this turn (0 before the first throw settles). */
  throws: number;
  /** Dice placed on the tableau during this turn. */
  placed: number;
  /** Dice placed since the last throw settled (the must-place rule). */
  placedSinceThrow: number;
  /**
   * Faces of the current throw, by throw position; `null` once that die is
   * placed. `null` as a whole while a throw is awaited.
   */
  faces: (number | null)[] | null;
  /** Dice of this turn not yet placed (thrown or about to be thrown). */
  hand: number;
}

export interface GamblerState {
  game: 'gambler';
  players: number;
  end: EndOption;
  length: GameLength;
  /** Tableau ids in the order they come up (hidden from the view beyond the top). */
  stack: number[];
  /** Rounds started so far, 1-based; the current tableau is stack[round - 1]. */
  round: number;
  /** Faces placed per row of the current tableau, left to right. */
  rows: number[][];
  chips: number[];
  bank: number;
  /** Chips each seat collected from / paid to the bank over the game (log and tie-break). */
  collected: number[];
  paid: number[];
  /** Dice each seat holds in its supply (outside the turn in progress). */
  supply: number[];
  /** Dice set aside for this round because 30 did not divide evenly. */
  aside: number;
  roundStarter: Seat;
  active: Seat;
  turn: TurnState | null;
  /** Seat that placed the most recent die this round, if any. */
  lastPlacer: Seat | null;
  /** Consecutive turns this round that ended without a placement. */
  idleTurns: number;
  over: boolean;
  endReason: string;
  log: Message[];
}

export type GamblerAction =
  | { type: 'place'; die: number; row: number }
  | { type: 'stop' }
  | { type: 'rethrow' };

/**
 * What `view(state, seat)` shows: everything is public except the order of the
 * tableaux still in the stack (only the top one is face up).
 */
export type GamblerView = Omit<GamblerState, 'stack'> & {
  seat: Seat | null;
  tableau: TableauSpec;
  /** Tableaux already played, oldest first (public: they were face up). */
  played: number[];
  /** How many tableaux lie face down under the current one. */
  stackLeft: number;
  /** The most rounds this game can last (10 or 20, 3 in the short game). */
  rounds: number;
};
