// Main Street's state, actions, events and view as plain JSON data. Every rule
// is a pure function over these; the bag's draws come from the seeded
// generator kept in the state.

import type { Message } from '../../core/message.ts';
import type { Seat } from '../../core/contract.ts';
import type { RngState } from '../../core/rng.ts';
import type { Length, MeepleKind, Shooter, ShowdownMode, Side } from './data.ts';

export type { Length, MeepleKind, Shooter, ShowdownMode, Side } from './data.ts';

/** Meeples of each kind at one place. */
export type MeepleCounts = Record<MeepleKind, number>;

/** Where meeples can be taken from: a building (0–11), the saloon or the jail. */
export type LocationId = number | 'saloon' | 'jail';

export type Piece = 'gold' | 'stone' | 'dynamite';

export interface Awning {
  owner: Seat;
  points: 5 | 10;
}

/** A meeple on a showdown space and the seat whose marker stands beside it. */
export interface Duellist {
  meeple: Shooter;
  owner: Seat;
}

export interface PlayerState {
  gold: number;
  stone: number;
  bars: number;
  /** Awnings still in the player's supply. */
  awnings: number;
}

export interface Bag {
  gold: number;
  stone: number;
  dynamite: number;
}

export interface MainStreetOptions {
  length: Length;
  showdown: ShowdownMode;
}

export type Phase =
  /** Setup: seats place their first awning on a corner, last seat first. */
  | { kind: 'first-awning'; order: Seat[]; next: number }
  /** The active seat picks a location to take every meeple from. */
  | { kind: 'choose-location' }
  /**
   * Sowing: meeples in hand go one per space. `last` is the space filled
   * last (null before the first), `dir` the direction once fixed.
   * `marker`: a showdown space whose marker the active seat must give to another seat.
   */
  | { kind: 'sow'; from: LocationId; hand: MeepleCounts; last: number | null; dir: 1 | -1 | null; marker: number | null }
  /** The placed meeples act in any order; the showdown too once both spaces are held. */
  | { kind: 'act' }
  /** A builder's awning: `seat` (the active seat, or the 5-point awning's owner) builds or upgrades, or declines. */
  | { kind: 'build'; building: number; seat: Seat; upgrade: boolean }
  /**
   * A showdown. `scores[side]` is the duellist's die face (or 1/0 hit or
   * miss in the flick variant), null until thrown. `step`: 'shoot' awaits
   * the side's throw; 'offer' lets the better shooter decide to throw again;
   * 'again' awaits that second throw.
   */
  | { kind: 'showdown'; step: 'shoot' | 'offer' | 'again'; side: Side; scores: [number | null, number | null] }
  | { kind: 'over' };

/** What an input did, in order, for the table to animate and the log to tell. All public. */
export type MainStreetEvent =
  | { kind: 'first-awning'; seat: Seat; building: number }
  | { kind: 'take'; seat: Seat; from: LocationId; meeples: MeepleKind[] }
  | { kind: 'dynamite-to-bag' }
  | { kind: 'place'; space: number; meeple: MeepleKind }
  | { kind: 'madame-to-saloon'; space: number }
  | { kind: 'marker'; space: number; seat: Seat }
  | { kind: 'leftovers-to-saloon'; meeples: MeepleKind[] }
  | { kind: 'enter'; building: number; meeple: MeepleKind }
  | { kind: 'draw'; seat: Seat; pieces: Piece[]; asked: number }
  | { kind: 'blast'; returned: number[] }
  | { kind: 'move'; meeple: MeepleKind; count: number; from: number; to: 'jail' | 'saloon' }
  | { kind: 'build'; seat: Seat; building: number; points: 5 | 10 }
  | { kind: 'throw'; side: Side; score: number; again: boolean }
  | { kind: 'showdown'; winner: Side | null; scores: [number, number] }
  | { kind: 'grave'; meeple: Shooter; side: Side }
  | { kind: 'boxed'; meeple: Shooter; side: Side }
  | { kind: 'to-saloon'; meeple: Shooter; side: Side }
  | { kind: 'bar'; seat: Seat; price: number }
  | { kind: 'turn'; seat: Seat }
  | { kind: 'end'; reason: string };

export interface MainStreetState {
  game: 'main-street';
  version: 1;
  players: number;
  seed: number;
  options: MainStreetOptions;
  /** The seeded generator the bag draws from (hidden: it is the bag's order). */
  rng: RngState;
  /** The seat that began; the game ends before its turn once an end is triggered. */
  starter: Seat;
  /** The active seat (whose turn it is). */
  turn: Seat;
  /** Turns completed so far. */
  turns: number;
  seats: PlayerState[];
  /** Meeples inside each building. */
  buildings: MeepleCounts[];
  awnings: (Awning | null)[];
  /** The meeple waiting on each building's doorway (placed this turn, not yet acted). */
  doorways: (MeepleKind | null)[];
  /** Showdown spaces A and B. */
  showdowns: [Duellist | null, Duellist | null];
  saloon: MeepleCounts;
  jail: MeepleCounts;
  /** Filled graves, in the order they were filled. */
  graves: Shooter[];
  /** Meeples out of the game (fallen with no grave free). */
  box: MeepleCounts;
  bag: Bag;
  /** Dynamite still in the jail. */
  jailDynamite: number;
  /** Dynamite drawn and blown up (out of the game). */
  blasted: number;
  /** Bars left in the bank; the next costs LENGTH_SPECS[length].bars[total - bank]. */
  bank: number;
  phase: Phase;
  /** What the last input did (the table animates it). */
  events: MainStreetEvent[];
  log: Message[];
  /** Why the game ended (empty while it runs). */
  summary: string;
}

export type MainStreetAction =
  | { type: 'first-awning'; building: number }
  | { type: 'take'; from: LocationId }
  | { type: 'place'; space: number; meeple: MeepleKind }
  | { type: 'marker'; seat: Seat }
  | { type: 'act'; building: number }
  | { type: 'showdown' }
  | { type: 'build' }
  | { type: 'decline' }
  | { type: 'rethrow' }
  | { type: 'accept' };

/** The game's own rule errors (the engine's input codes come from checkInput first). */
export const MAIN_STREET_ERRORS = [
  'illegal-action',
  'not-now',
  'not-a-corner',
  'corner-taken',
  'empty-location',
  'not-a-free-space',
  'not-in-hand',
  'bad-marker',
  'nothing-there',
  'no-showdown',
] as const;
export type MainStreetErrorCode = (typeof MAIN_STREET_ERRORS)[number];

// ---------------------------------------------------------------------------
// The view: everything is public except the bag's order (the generator).

export interface SpaceView {
  space: number;
  kind: 'showdown' | 'doorway';
  /** Building of a doorway; null for showdown spaces. */
  building: number | null;
  meeple: MeepleKind | null;
  /** Marker owner on a held showdown space. */
  owner: Seat | null;
}

export interface BuildingView {
  index: number;
  /** The building's name in the reader's language (building-words.ts). */
  name: Message;
  meeples: MeepleCounts;
  awning: Awning | null;
  /** What building or upgrading here costs. */
  cost: { gold: number; stone: number };
  corner: boolean;
}

export interface SeatView extends PlayerState {
  seat: Seat;
  score: number;
  awningPoints: number;
}

export interface MainStreetView {
  /** Whose view (null: a spectator). Everyone sees the same facts. */
  seat: Seat | null;
  players: number;
  options: MainStreetOptions;
  turn: Seat;
  starter: Seat;
  turns: number;
  phase: Phase;
  seats: SeatView[];
  spaces: SpaceView[];
  buildings: BuildingView[];
  saloon: MeepleCounts;
  jail: MeepleCounts;
  jailDynamite: number;
  graves: { filled: Shooter[]; total: number };
  box: MeepleCounts;
  /** The bag's contents by count (public: every piece not in the bag is on the table); never their order. */
  bag: Bag;
  blasted: number;
  bank: { bars: number; nextPrice: number | null; prices: number[] };
  /** Ends triggered so far (the game ends before the starter's next turn). */
  endTriggered: string[];
  events: MainStreetEvent[];
  log: Message[];
  summary: string;
}
