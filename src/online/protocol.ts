// The online table's messages, shared by the server (src/server) and the
// page's online transport. Plain types and constants only: no Colyseus, no
// Node, no React, so both sides read one vocabulary.
//
// The server keeps the canonical input log and the game's seed; a client
// never sends a result (faces, a flick's outcome), only what its seat chose
// (an action, a drag or none, an aim and power), always with `seq`, the count
// of inputs it has seen, so a replayed or reordered message is refused.

import type { Message, Text } from '../core/message.ts';
import type { Awaiting, GameResult, FlickOutcome } from '../core/contract.ts';
import type { FaceValue } from '../core/dice-kinds.ts';
import type { GameRecord } from '../core/log.ts';
import type { Gesture, RethrowRecord } from '../physics/types.ts';

/** The one Colyseus room type every game is played in. */
export const TABLE_ROOM = 'table';

/** Limits a client's messages must keep (the server refuses the rest with a typed error). */
export const LIMITS = {
  /** A message's JSON text, in characters. */
  maxMessageChars: 4096,
  /** Soft rate limit: a bucket of this many messages… */
  burst: 30,
  /** …refilled at this many per second. */
  perSecond: 20,
  /** Seats a table may have (the largest game's maximum). */
  maxSeats: 8,
  /** A seat's display name. */
  maxNameChars: 24,
  /** Spectators one table takes (each costs a view per move); the next is refused with a sentence. */
  maxSpectators: 32,
} as const;

/** Every error a client can get back: the table's own codes, or the game's rule error passed through. */
export const TABLE_ERRORS = [
  'unknown-message', // a message type the table does not know
  'malformed', // the payload is not what this message type takes
  'oversized', // the payload is longer than LIMITS.maxMessageChars
  'rate-limited', // more messages than the rate limit allows
  'spectator', // a spectator tried to act
  'not-your-seat', // an action for a seat the sender does not hold
  'not-your-turn', // the game awaits another seat
  'wrong-game', // a message naming another game than this table's
  'stale', // `seq` is not the current input count: replayed, reordered or late
  'not-started', // play before the host started the table
  'already-started', // set-up after the start
  'not-host', // a set-up message from someone other than the host
  'seats-open', // start while a human seat is still open
  'seat-taken', // taking a seat someone holds
  'no-such-seat', // a seat index out of range
  'bad-throw', // a drag physics refuses (too weak, off the table, not numbers)
  'bad-flick', // an aim or power out of range
  'not-away', // handing a seat to a bot while its player is here and moving (not away, nor stalling, long enough)
  'game-over', // a move after the end
  'rule', // the game's rules refused the move (`rule` carries the game's code)
] as const;
export type TableErrorCode = (typeof TABLE_ERRORS)[number];

export interface TableError {
  type: 'error';
  code: TableErrorCode;
  message: string;
  /** The game's own rule error code when `code` is 'rule'. */
  rule?: string;
  /** The rule error as a message, when the game gives one (issue 25): the client says it in its reader's language. */
  said?: Message;
  /** The client's id of the refused message, when it gave one. */
  ref?: number;
}

/** How the host sets a seat up: a human (open until someone sits) or a bot. */
export type SeatPlan = 'human' | 'bot:easy' | 'bot:hard';
export const isSeatPlan = (x: unknown): x is SeatPlan => x === 'human' || x === 'bot:easy' || x === 'bot:hard';

/** What every client knows about a seat. */
export interface SeatInfo {
  plan: SeatPlan;
  name: string | null;
  /** A human sits here (or did: `connected` says whether now). */
  taken: boolean;
  connected: boolean;
  /** A bot plays this human seat while its player is away. */
  standIn: boolean;
  /** Seconds since the player left, while away. */
  awaySec: number | null;
  /** Seconds the game has waited for this seat's move while its player is connected (null when it is not its turn). */
  stalledSec: number | null;
}

/**
 * Whether the receiver of table message `t` may let a bot play seat `i` now:
 * a started table, the receiver holds another seat, and that seat's player has
 * been away, or here but keeping the game waiting for a move, for the host's
 * limit (the server checks the same again to the millisecond).
 */
export function mayHandToBot(t: TableInfo, i: number): boolean {
  const seat = t.seats[i];
  if (!t.started || t.you === null || t.you === i || !seat || !seat.taken || seat.standIn) return false;
  return seat.connected ? (seat.stalledSec ?? -1) >= t.awayLimitSec : (seat.awaySec ?? 0) >= t.awayLimitSec;
}

/** The table around the game: seats, who is here, who is host, whether play began. */
export interface TableInfo {
  type: 'table';
  code: string;
  game: string;
  options: Record<string, string | number | boolean>;
  seats: SeatInfo[];
  /** The receiving client's seat, or null when it watches. */
  you: number | null;
  host: boolean;
  spectators: number;
  started: boolean;
  /** Seconds a seat must be away (or keep the game waiting for its move) before the others may hand it to a bot. */
  awayLimitSec: number;
}

/** The position as the receiving seat may see it. */
export interface PositionMessage<V = unknown, A = unknown> {
  type: 'position';
  /** Inputs in the log: the `seq` the next command must carry. */
  seq: number;
  view: V;
  awaiting: Awaiting;
  /** The deciding seat's legal actions when that is the receiver, else []. */
  legal: A[];
  /** The game's words for each of `legal` (describeAction), for buttons. */
  labels: string[];
  /** The rules' log lines (messages the page formats in its own language). */
  log: Text[];
  result: GameResult | null;
}

/** A throw just settled: to its seat only when hidden, to everyone otherwise (to animate it). */
export interface ThrownMessage {
  type: 'thrown';
  index: number;
  seat: number;
  seed: number;
  gesture: Gesture | null;
  faces: FaceValue[];
  rethrows: RethrowRecord[];
}

/** A flick just settled (always public): the aim the server used (the player's, with its seed mixed in) and what fell. */
export interface FlickedMessage {
  type: 'flicked';
  index: number;
  seat: number;
  angle: number;
  power: number;
  outcome: FlickOutcome;
}

/** The finished game's whole record, seed included, sent once the game has ended (verifiable like a local save). */
export interface RecordMessage {
  type: 'record';
  record: GameRecord;
}

/** Sent to a client on joining: the secret that gives its seat back on another device or after a restart. */
export interface SeatTokenMessage {
  type: 'seat-token';
  seat: number;
  token: string;
}

export type ServerMessage = TableError | TableInfo | PositionMessage | ThrownMessage | FlickedMessage | RecordMessage | SeatTokenMessage;

/** Options a client gives when it creates a table. */
export interface CreateOptions {
  game: string;
  seats: SeatPlan[];
  options?: Record<string, string | number | boolean>;
  name?: string;
  awayLimitSec?: number;
  /** The page's short message ids (a production build, src/i18n/id-codes.ts): the fingerprint of its map. */
  ids?: string;
}

/** Options a client gives when it joins one: a seat token gives its seat back; `watch` joins as a spectator. */
export interface JoinOptions {
  token?: string;
  name?: string;
  watch?: boolean;
  /** As CreateOptions.ids: the server sends this client its messages' ids as codes when its map is the same. */
  ids?: string;
}

/** Client → server commands; every one may carry `id`, echoed as `ref` in an error. */
export type ClientCommand =
  | { type: 'act'; id?: number; game: string; seq: number; action: unknown }
  | { type: 'throw'; id?: number; game: string; seq: number; gesture?: Gesture }
  | { type: 'flick'; id?: number; game: string; seq: number; angle: number; power: number }
  | { type: 'set-seat'; id?: number; seat: number; plan: SeatPlan }
  | { type: 'start'; id?: number }
  | { type: 'take-seat'; id?: number; seat: number }
  | { type: 'hand-to-bot'; id?: number; seat: number }
  | { type: 'take-back'; id?: number };

export const COMMAND_TYPES = ['act', 'throw', 'flick', 'set-seat', 'start', 'take-seat', 'hand-to-bot', 'take-back'] as const;
