// What a physical input was asked to be, derived, never read from a file:
// from the state before the input (the rules' `awaiting`), the game's seed,
// its seats and the input's index in the log. A record stores only what the
// player or bot chose (log.ts: a drag or nothing, an aim and power); the
// throw's dice, area and seed, the flick's die, start spot, figures and seed
// come from here. The session, the headless driver and the save checker (and
// an online table's server) all call this one function, so a throw can only
// be what the game would have asked for at that point.
// Framework-free; physics types only.

import type { Awaiting, Seat, ThrowArea } from './contract.ts';
import type { DieKind } from './dice-kinds.ts';
import type { BotLevel, PhysicalChoice, SeatConfig } from './log.ts';
import { mixSeed } from './rng.ts';
import type { FlickSetup } from '../physics/types.ts';

/** The seeds of input `index`: a bot's decision, a throw (start and re-throws), a bot's aim noise. */
export const botSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xb07);
export const throwSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xd1ce);
export const flickSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xf11c);

interface RequestBase {
  seat: Seat;
  /** A bot seat throws from the seed only (it never drags) and aims its flicks itself. */
  performer: 'human' | 'bot';
  seed: number;
}

export interface ThrowRequest extends RequestBase {
  kind: 'throw';
  kinds: DieKind[];
  area: ThrowArea;
  hidden: boolean;
}

export interface FlickRequest extends RequestBase {
  kind: 'flick';
  /** The bot's level (its aim noise), null for a human seat. */
  level: BotLevel | null;
  setup: FlickSetup;
  from: { x: number; z: number };
}

export type PhysicalRequest = ThrowRequest | FlickRequest;

/** The parts of a record the derivation reads. */
export interface DeriveGame {
  seed: number;
  seats: readonly SeatConfig[];
}

/** The throw or flick the game awaits as input `index`, or null when it awaits a decision or has ended. */
export function deriveRequest(aw: Awaiting, game: DeriveGame, index: number): PhysicalRequest | null {
  if (aw.kind !== 'throw' && aw.kind !== 'flick') return null;
  const seat = game.seats[aw.seat];
  const performer = seat?.kind === 'bot' ? 'bot' : 'human';
  if (aw.kind === 'throw') {
    return { kind: 'throw', seat: aw.seat, performer, seed: throwSeed(game.seed, index), kinds: aw.dice.slice(), area: aw.area, hidden: aw.hidden };
  }
  return {
    kind: 'flick',
    seat: aw.seat,
    performer,
    seed: flickSeed(game.seed, index),
    level: seat?.kind === 'bot' ? seat.level : null,
    setup: { figures: aw.figures.map((f) => ({ ...f })), die: aw.die },
    from: { x: aw.from.x, z: aw.from.z },
  };
}

/**
 * Why `choice` cannot be how `request` was performed, or null. Shape only
 * (the physics judges the numbers: a drag too weak to be a throw, an aim out
 * of range): a choice of the other kind, or a drag on a bot's throw.
 */
export function choiceError(request: PhysicalRequest, choice: PhysicalChoice): string | null {
  if (choice.kind !== request.kind) return `a ${choice.kind} recorded where the game asked for a ${request.kind}`;
  if (choice.kind === 'throw' && choice.gesture !== undefined && request.performer === 'bot') {
    return `seat ${request.seat + 1} is a bot: it throws from the game's seed, never by a drag`;
  }
  return null;
}
