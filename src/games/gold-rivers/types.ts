// State, actions, view and rule errors of Gold in the Rivers. Plain JSON data: a
// state can be saved, replayed and cloned; every rule is a pure function of it.

import type { Seat } from '../../core/contract.ts';
import type { DieKind } from '../../core/dice-kinds.ts';
import type { Message, Text } from '../../core/message.ts';
import type { GameLength, Range, RegionKind, ThrownRange } from './data.ts';

/** Rows of five, four and three face-down markers (overlapping rows counted each). */
export interface RowCounts {
  five: number;
  four: number;
  three: number;
}

/** A site's gold marker: face down (hidden gold), face up (revealed gold) or cleared (taken, the site is empty). */
export type Marker = 'hidden' | 'open' | 'cleared';

/** A region whose last face-down marker went: its owner took what gold was left there. */
export interface Clearing {
  kind: RegionKind;
  region: number;
  seat: Seat;
  /** Sites taken (the region's revealed markers not taken before). */
  sites: number[];
}

/** The decision of a turn, as made (before it is confirmed). */
export type Move =
  | { type: 'reveal'; sites: number[] }
  | { type: 'bury'; site: number };

export type Phase =
  /** The discs for `range` are on the table: waiting for the throw. */
  | { kind: 'throw'; range: ThrownRange; rows: RowCounts }
  /** Pick a row of exactly `number` face-down markers (or bury); number is null in free choice. */
  | { kind: 'choose'; range: Range; rows: RowCounts; number: number | null; faces: number[] }
  /** The move is made and regions are cleared: the mover confirms (or undoes). */
  | { kind: 'confirm'; range: Range; rows: RowCounts; number: number | null; faces: number[]; move: Move; clearings: Clearing[] }
  /** Every marker is cleared and the last turn is confirmed. */
  | { kind: 'over' };

export interface GoldRiversState {
  game: 'gold-rivers';
  players: 2;
  length: GameLength;
  /** Board number (1-based index into the usable placements of the length's map). */
  board: number;
  /** One marker per site, in site order. */
  markers: Marker[];
  /** Who took each cleared site's gold (null while not cleared). */
  takenBy: (Seat | null)[];
  gold: [number, number];
  shovels: [number, number];
  /** The seat whose turn it is. */
  turn: Seat;
  /** 1-based number of the current turn (counts both players' turns). */
  turnNumber: number;
  phase: Phase;
  log: Message[];
}

export type GoldRiversAction =
  /** Reveal the straight row from `first` to `last` (both included); first === last reveals one marker. */
  | { type: 'reveal'; first: number; last: number }
  /** Turn one revealed marker face down again, handing a shovel to the opponent. */
  | { type: 'bury'; site: number }
  /** Confirm the move made this turn. */
  | { type: 'confirm' };

export const GOLD_RIVERS_ERRORS = [
  'illegal-action',
  'no-such-site',
  'not-a-row',
  'wrong-count',
  'not-face-down',
  'not-adjacent',
  'not-open',
  'no-shovel',
  'no-burying',
  'must-confirm',
  'nothing-to-confirm',
] as const;
export type GoldRiversErrorCode = (typeof GOLD_RIVERS_ERRORS)[number];

/** One site as a board draws it. */
export interface SiteView {
  site: number;
  /** Row letter and position from the left, e.g. "C4". */
  label: string;
  q: number;
  r: number;
  /** Drawing position: neighbouring centres 1 apart, y downwards. */
  x: number;
  y: number;
  mountain: number;
  river: number;
  marker: Marker;
  takenBy: Seat | null;
}

/** One mountain or river. */
export interface RegionView {
  kind: RegionKind;
  region: number;
  name: string;
  owner: Seat;
  sites: number[];
  hidden: number;
  open: number;
  /** No face-down marker left: its gold has gone to its owner (or was taken by crossing regions). */
  complete: boolean;
}

/** Everything is public in Gold in the Rivers (the discs are thrown in the open): every seat sees the same. */
export interface GoldRiversView {
  game: 'gold-rivers';
  seat: Seat | null;
  length: GameLength;
  board: number;
  boards: number;
  /** The symmetry (0..11) the river sheet lies in. */
  symmetry: number;
  radius: number;
  sites: SiteView[];
  mountains: RegionView[];
  rivers: RegionView[];
  gold: [number, number];
  shovels: [number, number];
  turn: Seat;
  turnNumber: number;
  /** Burying is allowed up to and including this turn (ours). */
  buryTurnLimit: number;
  phase: Phase['kind'];
  /** This turn's range and why (null once the game is over). */
  range: { range: Range; label: Text; reason: Message; rows: RowCounts; discs: DieKind[] } | null;
  /** The thrown number (null before the throw and in free choice). */
  number: number | null;
  faces: number[];
  /** Sites that begin a legal row now (either end), for lighting up. */
  legalFirst: number[];
  /** Every legal row now as its two end sites (each row once; either end may be picked first; [s, s] is a row of one). */
  rowEnds: [number, number][];
  /** Revealed markers that may be buried now. */
  buryable: number[];
  buryingAllowed: boolean;
  /** The move waiting for confirmation, and what it cleared. */
  move: Move | null;
  clearings: Clearing[];
  winner: Seat | null;
  log: Message[];
}
