// State, phases and actions of Carson City (seed 003). Plain JSON so a state
// saves, replays and clones; every rule is a pure function over it.

import type { Seat } from '../../core/contract.ts';
import type { RngState } from '../../core/rng.ts';
import type { BuildingKind, CharacterId, Length, SquareId } from './data.ts';
import type { Message } from '../../core/message.ts';

/** What stands on a parcel: a house, a mountain or a building (a building's owner is the parcel's owner). */
export type Piece = 'house' | 'mountain' | BuildingKind;

export interface Cell {
  owner: Seat | null;
  piece: Piece | null;
}

export interface SeatState {
  cash: number;
  points: number;
  /** Roads in hand, laid when a building needs them. */
  roads: number;
  /** Property markers not yet on the map. */
  markers: number;
  /** Cowboys in the personal reserve (they add to duels). */
  reserve: number;
  /** Cowboys of this colour in the general supply. */
  supply: number;
}

/** Where a cowboy stands: an action square, an unowned parcel, or a building (attack or defence). */
export type Target =
  | { kind: 'square'; square: SquareId }
  | { kind: 'parcel'; cell: number }
  | { kind: 'building'; cell: number };

export interface Placement {
  seat: Seat;
  target: Target;
  /** The Sheriff's white cowboy (belongs to no colour). */
  white: boolean;
}

/** One thing resolution settles, in the board's order. */
export type Contest =
  | { kind: 'square'; square: SquareId }
  | { kind: 'parcel'; cell: number }
  | { kind: 'raid'; cell: number }
  | { kind: 'estate' };

export interface Duel {
  seats: Seat[];
  /** Faces thrown so far, in `seats` order. */
  faces: number[];
}

export type Phase =
  | { kind: 'setup-throw'; what: 'centre' | 'mountain'; index: number; seat: Seat }
  | { kind: 'draft'; picks: Seat[] }
  | { kind: 'character'; index: number }
  | { kind: 'settler'; seat: Seat }
  | { kind: 'place'; index: number }
  | { kind: 'resolve'; duel: Duel | null }
  | { kind: 'build'; seat: Seat; building: BuildingKind; price: number; square: number }
  | { kind: 'house'; seat: Seat }
  | { kind: 'gamble'; seat: Seat }
  | { kind: 'buy-points'; seat: Seat; price: number }
  | { kind: 'surrender'; seat: Seat }
  | { kind: 'over' };

export interface FinalScore {
  pieces: number;
  cashPoints: number;
  total: number;
}

export interface CarsonState {
  game: 'carson-city';
  players: number;
  length: Length;
  turns: number;
  /** 1-based turn; 0 during setup. */
  turn: number;
  rng: RngState;
  map: Cell[];
  /** Road edges on the map (ids from rules/board.ts). */
  roads: number[];
  roadSupply: number;
  houseSupply: number;
  seats: SeatState[];
  /** Turn order (first to last). */
  order: Seat[];
  /** Seats in the order they passed this turn (the tie-break). */
  passed: Seat[];
  /** Pass order of the last turn played (final tie-break). */
  lastPassed: Seat[];
  characters: (CharacterId | null)[];
  /** The Grocer's doubled building type this turn. */
  grocerDouble: BuildingKind | null;
  whiteUsed: boolean;
  /** Holder of the three-revolver token this turn. */
  ammo: Seat | null;
  placements: Placement[];
  /** Construction row, dearest square first (BUILD_PRICES). */
  row: (BuildingKind | null)[];
  bag: BuildingKind[];
  /** Buying squares closed by the 1858 marker (from the cheapest). */
  closed: number;
  /** What resolution still has to settle; the head is in progress. */
  queue: Contest[];
  /** Won attacks this turn: building cell → the raider. */
  raids: { cell: number; seat: Seat }[];
  /** Seats still owed an end-of-turn cash limit choice. */
  limitQueue: Seat[];
  phase: Phase;
  /** Bank ledger: dollars paid out and paid in since setup. */
  minted: number;
  burned: number;
  final: FinalScore[] | null;
  /** The public log in messages (issue 25): ids and parameters, said by the view in the reader's language. */
  log: Message[];
}

export type GrocerChoice = 'cash' | BuildingKind;

export type CarsonAction =
  | { type: 'claim'; cell: number }
  | { type: 'character'; character: CharacterId; grocer?: GrocerChoice; extra?: number }
  | { type: 'place'; target: Target; white?: true }
  | { type: 'pass' }
  | { type: 'build'; cell: number }
  | { type: 'house'; cell: number }
  | { type: 'skip' }
  | { type: 'buy-points'; count: number }
  | { type: 'surrender'; topUp: boolean };

export const CARSON_ERRORS = [
  'illegal-action',
  'not-your-parcel',
  'parcel-taken',
  'no-markers',
  'character-taken',
  'bad-character-choice',
  'cannot-afford',
  'no-cowboys',
  'square-closed',
  'square-taken',
  'already-there',
  'white-needs-empty',
  'not-attackable',
  'cannot-build-here',
  'house-not-allowed',
  'bad-count',
] as const;
export type CarsonErrorCode = (typeof CARSON_ERRORS)[number];
