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
import { sha256Words } from './sha256.ts';
import { isTableSecret, keyedSeed, setupSeedOf } from './table-secret.ts';
import type { FlickSetup } from '../physics/types.ts';

/**
 * How a record's per-input seeds are made from its seed (the record's
 * `seedVersion`; absent means 1):
 *
 * 1. `mixSeed(seed, index, salt)`: a good spread, but every step of it is a
 *    bijection of 32 bits, so one derived seed and its index give the game's
 *    seed back (tests/core/seed-derivation.test.ts does it). Harmless at one
 *    device, where the seed is the player's own; every local record uses it,
 *    so old and new local games replay alike.
 * 2. The first word of SHA-256 over a domain tag, the salt, the seed and the
 *    index: one-way. An online table hands each throw's seed to its thrower
 *    (to roll the dice on its table) while the table's seed stays the
 *    server's secret; with version 1 the first throw's seed gave away every
 *    later throw, shuffle and hidden die. Online records made before version
 *    3 use it (and a server dealing a known seed, TABLE_SEED, for specs).
 * 3. Keyed with the record's 128-bit `secret` (table-secret.ts) instead of the
 *    32-bit seed, which is itself derived from the secret: version 2's seed
 *    can be found by trying all 2³² from one throw's seed. Online tables.
 */
export const SEED_VERSIONS = [1, 2, 3] as const;
export type SeedVersion = (typeof SEED_VERSIONS)[number];
/** The one-way derivation from the 32-bit seed. */
export const ONE_WAY_SEEDS: SeedVersion = 2;
/** Keyed with the table's 128-bit secret: what an online table's record uses. */
export const SECRET_SEEDS: SeedVersion = 3;

const DOMAIN = [0x46, 0x54, 0x73, 0x65, 0x65, 0x64, 0x32, 0x00]; // "FTseed2\0"

/** SHA-256(domain, salt, seed, index) → 32 bits. The seed is read as an unsigned 32-bit word, the index as a 53-bit integer. */
function oneWay(seed: number, index: number, salt: number): number {
  const bytes = new Uint8Array(DOMAIN.length + 16);
  bytes.set(DOMAIN);
  const view = new DataView(bytes.buffer);
  view.setUint32(DOMAIN.length, salt >>> 0);
  view.setUint32(DOMAIN.length + 4, seed >>> 0);
  view.setUint32(DOMAIN.length + 8, Math.floor(index / 2 ** 32) >>> 0);
  view.setUint32(DOMAIN.length + 12, index >>> 0);
  return sha256Words(bytes)[0]!;
}

/** Why a record's `seedVersion` is not one this build derives, or null. */
export function seedVersionError(version: unknown): string | null {
  if (version === undefined || (SEED_VERSIONS as readonly unknown[]).includes(version)) return null;
  return `the record's seeds are derived by version ${JSON.stringify(version)}, which this build does not know (it knows ${SEED_VERSIONS.join(', ')})`;
}

/**
 * Why a record's `secret` does not fit its seed version, or null: version 3
 * needs one (32 hex digits) and a `seed` derived from it; the others have none.
 */
export function secretError(record: { seed: unknown; seedVersion?: unknown; secret?: unknown }): string | null {
  if (record.seedVersion !== SECRET_SEEDS) {
    return record.secret === undefined ? null : `the record has a table secret but its seeds are version ${JSON.stringify(record.seedVersion ?? 1)}, which has none`;
  }
  if (!isTableSecret(record.secret)) return 'the record\'s seeds are version 3 but its table secret is missing or not 32 hex digits';
  if (record.seed !== setupSeedOf(record.secret)) return 'the record\'s seed is not the one its table secret gives';
  return null;
}

function derived(seed: number, index: number, salt: number, version: number, secret?: string): number {
  if (version === 1) return mixSeed(seed, index, salt);
  if (version === 2) return oneWay(seed, index, salt);
  if (version === 3) {
    if (secret === undefined) throw new RangeError('version-3 seeds are keyed with the table secret, and none was given');
    return keyedSeed(secret, index, salt);
  }
  throw new RangeError(seedVersionError(version)!);
}

/**
 * The seeds of input `index`: a bot's decision, a throw (start and re-throws),
 * a bot's aim noise. `version`: the record's seedVersion; `secret`: its table
 * secret (version 3).
 */
export const botSeed = (seed: number, index: number, version: number = 1, secret?: string): number => derived(seed, index, 0xb07, version, secret);
export const throwSeed = (seed: number, index: number, version: number = 1, secret?: string): number => derived(seed, index, 0xd1ce, version, secret);
export const flickSeed = (seed: number, index: number, version: number = 1, secret?: string): number => derived(seed, index, 0xf11c, version, secret);

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
  /** How per-input seeds are made from `seed` (SEED_VERSIONS); absent: 1. */
  seedVersion?: number;
  /** The table secret version 3 keys them with. */
  secret?: string;
}

/** The throw or flick the game awaits as input `index`, or null when it awaits a decision or has ended. */
export function deriveRequest(aw: Awaiting, game: DeriveGame, index: number): PhysicalRequest | null {
  if (aw.kind !== 'throw' && aw.kind !== 'flick') return null;
  const seat = game.seats[aw.seat];
  const performer = seat?.kind === 'bot' ? 'bot' : 'human';
  if (aw.kind === 'throw') {
    return { kind: 'throw', seat: aw.seat, performer, seed: throwSeed(game.seed, index, game.seedVersion, game.secret), kinds: aw.dice.slice(), area: aw.area, hidden: aw.hidden };
  }
  return {
    kind: 'flick',
    seat: aw.seat,
    performer,
    seed: flickSeed(game.seed, index, game.seedVersion, game.secret),
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
