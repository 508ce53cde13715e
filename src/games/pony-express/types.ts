// State, phases and actions of Mail Run to Sacramento (seed 000). Plain JSON data so a
// state can be saved, replayed and cloned; every rule is a pure function over it.

import type { ApplyResult, InputErrorCode, PokerFace, RngState, Seat } from '../../core/index.ts';
import type { Combo } from './rules/combos.ts';
import type { Message } from '../../core/message.ts';

/** Where a die of the active rider lies after a throw: hidden under the cup or set aside open. */
/** Pony Express's own rule errors (the engine's input errors come from checkInput). */
export const PONY_ERRORS = [
  /** Not an action allowed now (unknown type, wrong moment, malformed). */
  'illegal-action',
  /** A card that cannot be played now. */
  'card-not-playable',
  /** Not enough gold (re-throw, bail). */
  'no-gold',
  /** A re-throw of no die. */
  'no-dice',
  /** A re-throw of all five dice: one must stay. */
  'keep-one',
  /** Re-throw dice not numbered 0–4, or one twice. */
  'bad-dice',
  /** Re-thrown dice land neither 'cup' nor 'open'. */
  'bad-landing',
  /** A claim that is not a combination. */
  'bad-claim',
  /** A claim the open dice rule out. */
  'claim-ruled-out',
] as const;
export type PonyErrorCode = (typeof PONY_ERRORS)[number];

/** What Pony Express's `apply` returns: its state or an engine or game error. */
export type PonyApplyResult = ApplyResult<PonyState, PonyErrorCode | InputErrorCode>;

export type DieWhere = 'cup' | 'open';

export interface RiderDie {
  face: PokerFace;
  where: DieWhere;
}

/** Claims other than "nothing" move the rider; "nothing" passes the turn. */
export type Claim = Combo;

/** Public history of each seat, the bots' evidence for doubting (nobody sees hidden dice). */
export interface SeatStats {
  claims: number;
  /** Claims that were doubted and revealed. */
  doubted: number;
  /** Doubted claims that turned out to be bluffs. */
  caughtBluffing: number;
  /** Times this seat was the one allowed to doubt. */
  asked: number;
  doubtsMade: number;
  doubtsRight: number;
}

export interface Rider {
  seat: Seat;
  /** 1..33 on the track; 34, 35, 36 are mail boxes 1..3. */
  pos: number;
  gold: number;
  /** Lying on its side: misses its next turn unless it pays or escapes. */
  jailed: boolean;
  /** Card ids (0..19) in hand. */
  hand: number[];
}

/** Per-turn effects of played cards and the free re-throw. */
export interface TurnFlags {
  freeRethrowUsed: boolean;
  /** Spare Horseshoe: the next re-throw costs nothing. */
  horseshoe: boolean;
  /** Sworn Word: this turn's claim cannot be doubted. */
  swornWord: boolean;
  /** Spurs: +1 step when the rider moves by its own claim. */
  spurs: boolean;
  rethrows: number;
}

/** Work left to do after a regular move, done in order. */
export type Todo =
  | { kind: 'encounter'; space: number }
  | { kind: 'space'; space: number }
  | { kind: 'end-turn' };

/** Where the game resumes after a card-draw choice. */
export type Resume = 'start' | 'decide' | 'jail' | 'todo';

export type Phase =
  /** Setup: each seat in turn keeps one of two dealt cards. */
  | { kind: 'draft'; seat: Seat; offered: number[] }
  /** Turn start: play a card, then throw (or ride on along the mail boxes). */
  | { kind: 'start' }
  /** In jail: pay 3, try to escape by a throw, or sit the round out. */
  | { kind: 'jail' }
  | { kind: 'jail-throw' }
  /** Phase 2: all five dice thrown under the cup. */
  | { kind: 'throw' }
  /** Phase 3/4: re-throw, play a card, or claim. */
  | { kind: 'decide' }
  | { kind: 'rethrow-throw'; dice: number[]; landing: DieWhere }
  /** Phase 5: the one rider allowed to doubt decides. */
  | { kind: 'challenge'; claim: Claim; challenger: Seat }
  /** Phase 6, caught bluff: the challenger may move the claimed steps. */
  | { kind: 'bluff-caught'; claim: Claim; challenger: Seat }
  | {
      kind: 'duel';
      attacker: Seat;
      defender: Seat;
      space: number;
      shooter: Seat;
      shots: [number, number];
      /** The shooter has decided whether to play a Lucky Shot before this flick. */
      armed?: boolean;
      /** A Lucky Shot is in play: the shooter flicks again after this flick. */
      twice?: boolean;
    }
  | {
      kind: 'poker';
      space: number;
      /** Riders still throwing for the top (tie-breaks shrink this). */
      contenders: Seat[];
      /** Riders out of the running (they pay the winner). */
      losers: Seat[];
      /** Faces thrown this pass, in `contenders` order. */
      thrown: PokerFace[][];
      tieBreaks: number;
    }
  | { kind: 'station'; space: number }
  | { kind: 'indians'; shots: number; standing: number[]; space: number }
  | { kind: 'mine' }
  | { kind: 'saloon' }
  | { kind: 'relay'; seat: Seat; offered: number[]; resume: Resume }
  | { kind: 'final-duel'; first: Seat; second: Seat; shooter: Seat; shots: [number, number]; armed?: boolean; twice?: boolean }
  | { kind: 'over' };

/** The race's length option (**ours**): the whole track, or a short race for events. */
export const PONY_LENGTHS = ['standard', 'short'] as const;
export type PonyLength = (typeof PONY_LENGTHS)[number];

export interface PonyState {
  game: 'pony-express';
  /** 2: played cards leave the game (`spent`), the race's `length`. */
  version: 2;
  length: PonyLength;
  players: number;
  seed: number;
  rng: RngState;
  round: number;
  /** Active seat. */
  turn: Seat;
  bank: number;
  riders: Rider[];
  deck: number[];
  /** Cards not kept (draft, relay, Telegraph): shuffled into a new deck when the deck runs out. */
  discard: number[];
  /** Played cards: out of the game (seed: "Eine eingesetzte Karte kommt danach zunächst aus dem Spiel"). */
  spent: number[];
  /** The active rider's five dice (empty before the throw). */
  dice: RiderDie[];
  /** True once the dice were shown to everyone (a doubted claim). */
  revealed: boolean;
  flags: TurnFlags;
  todo: Todo[];
  phase: Phase;
  stats: SeatStats[];
  winner: Seat | null;
  summary: string;
  /** The public log in messages (issue 25): ids and parameters, said by the view in the reader's language. */
  log: Message[];
}

export type PonyAction =
  /** Draft or relay station: keep this card (the other is discarded). */
  | { type: 'keep-card'; card: number }
  /** Turn start: go on to the throw (or, on the mail boxes, ride to the next box). */
  | { type: 'ride' }
  | { type: 'play'; card: number; target?: Seat }
  /** Phase 3: re-throw these dice (indices 0..4); they land in the cup or open. */
  | { type: 'rethrow'; dice: number[]; landing: DieWhere }
  | { type: 'claim'; combo: Claim }
  | { type: 'doubt' }
  | { type: 'believe' }
  | { type: 'take-steps' }
  | { type: 'decline-steps' }
  | { type: 'pay-bail' }
  | { type: 'escape' }
  | { type: 'sit-out' }
  | { type: 'take-train' }
  | { type: 'stay' }
  /** Duel: flick without playing a card. */
  | { type: 'aim' };

/** What `view(state, seat)` shows a seat (or a spectator, `null`). */
export interface PonyView {
  game: 'pony-express';
  seat: Seat | null;
  players: number;
  round: number;
  turn: Seat;
  bank: number;
  riders: { seat: Seat; pos: number; gold: number; jailed: boolean; cards: number; hand: number[] | null }[];
  deckCount: number;
  discard: number[];
  /** Played cards, out of the game (public: everyone saw them played). */
  spent: number[];
  length: PonyLength;
  /** null faces are under the cup and not this seat's to see. */
  dice: { face: PokerFace | null; where: DieWhere }[];
  revealed: boolean;
  /** Effects of cards played this turn (public). */
  flags: TurnFlags;
  phase: Phase;
  stats: SeatStats[];
  winner: Seat | null;
  log: Message[];
}
