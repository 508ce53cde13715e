// One online table, without any networking: seats and who holds them, the
// canonical record with its secret seed, and what each command does to them.
// The Colyseus room (table-room.ts) only carries messages to and from here,
// so every rule of the table is tested without a socket.
//
// The table is the authority over order and secrets, not a second renderer:
// every command is checked (commands.ts), then by the game's own pure `apply`;
// a refusal is an error for the sender and nothing is stored. Throws and
// flicks are derived exactly as at one device (deriveRequest, throwSeed,
// flickSeed) and performed here with the same Rapier build, so the finished
// record re-simulates like a local one.

import type { AnyGameModule as AnyGame } from '../core/contract.ts';
import type { Awaiting, Input, Seat } from '../core/contract.ts';
import type { Message } from '../core/message.ts';
import { deriveRequest, botSeed, ONE_WAY_SEEDS, SECRET_SEEDS, type FlickRequest, type ThrowRequest } from '../core/derive.ts';
import { setupSeedOf } from '../core/table-secret.ts';
import { newRecord, type BotLevel, type FlickChoice, type GameRecord, type LogEntry, type SeatConfig } from '../core/log.ts';
import { replay, errorText, type PhysicsRunner } from '../core/replay.ts';
import { PHYSICS_VERSION } from '../physics/version.ts';
import type { Gesture } from '../physics/types.ts';
import {
  LIMITS,
  type ClientCommand,
  type CreateOptions,
  type FlickedMessage,
  type JoinOptions,
  type PositionMessage,
  type SeatPlan,
  type TableError,
  type TableInfo,
  type ThrownMessage,
} from '../online/protocol.ts';
import { tableError } from './commands.ts';
import { TABLE_SAID, tableSaid } from '../online/table-said.ts';
import { physicsSaid } from '../core/physics-said.ts';

/** A throw, flick or move the table could not play: the English, its code and the same as a message. */
type PlayFailed<C extends string> = { error: string; code: C; rule?: string; said: Message };

/** A rule error as a failed play: the game's own message when it gives one. */
const ruleFailed = (e: { code: string; message: string; said?: Message }): PlayFailed<'rule'> => ({
  error: e.message,
  code: 'rule',
  rule: e.code,
  said: e.said ?? tableSaid(TABLE_SAID.ruleEnglish, { reason: e.message }),
});
import { mixedFlick } from './flick-seed.ts';

/** Who holds a human seat: the secret that gives it back, and whether they are here. */
export interface Occupant {
  token: string;
  name: string | null;
  connected: boolean;
  /** ms timestamp since the player left, while away. */
  awaySince: number | null;
  /** A bot plays the seat while its player is away (handed over by the others). */
  standIn: boolean;
}

/** Everything a table is, as plain JSON: what the store keeps and a restarted server restores. */
export interface TableSnapshot {
  code: string;
  game: string;
  /** The record with its secret seed; `inputs` is the canonical log (empty before the start). */
  record: GameRecord;
  plans: SeatPlan[];
  occupants: (Occupant | null)[];
  hostToken: string;
  started: boolean;
  awayLimitSec: number;
  /**
   * The server's own secret for mixing into committed flicks (flick-seed.ts):
   * a fresh token (18 random bytes), never sent, never in the record. Tables
   * stored before it existed get one when restored.
   */
  flickSecret?: string;
}

/** A bot's turn the table needs worked out off the room's thread (a decision or a flick's aim). */
export type BotTask =
  | { kind: 'decide'; index: number; seat: Seat; level: BotLevel; seed: number; state: unknown; players: number }
  | { kind: 'aim'; index: number; seat: Seat; level: BotLevel; request: FlickRequest };

export type BotAnswer = { kind: 'decide'; action: unknown } | { kind: 'aim'; angle: number; power: number };

/** One input the last command added, with what may be shown of its physics. */
export interface Played {
  index: number;
  /** A throw: sent to its seat alone when `hidden`. */
  thrown?: ThrownMessage;
  hidden?: boolean;
  flicked?: FlickedMessage;
}

export interface Outcome {
  error?: TableError;
  /** Seats, occupants or the start changed: every client gets the table again. */
  table?: boolean;
  played: Played[];
  /** The sender now holds this seat (it was watching and took an open one). */
  seated?: { seat: Seat; token: string };
}

/** The sender of a command: its token (null for a spectator that joined without one) and seat. */
export interface Who {
  token: string | null;
  seat: Seat | null;
}

export interface TableDeps {
  physics: PhysicsRunner;
  now: () => number;
  /** A fresh unguessable token (crypto in the server). */
  newToken: () => string;
}

/** Where a table's randomness comes from: its 128-bit secret (hex), or a known seed (specs only). */
export type TableSeeding = { secret: string } | { seed: number };

/** A table refuses a spectator past LIMITS.maxSpectators with this, which Colyseus hands the joining client. */
export class TableFullError extends Error {}

/** Default time a seat must be away (or keep the game waiting) before the others may hand it to a bot. */
export const DEFAULT_AWAY_LIMIT_SEC = 120;

const STAND_IN_LEVEL: BotLevel = 'easy';

const botLevelOf = (plan: SeatPlan): BotLevel | null => (plan === 'bot:easy' ? 'easy' : plan === 'bot:hard' ? 'hard' : null);

/** Validate a creator's options against the game; a string says what is wrong. */
export function checkCreate(module: AnyGame, opts: CreateOptions): string | null {
  if (!Array.isArray(opts.seats)) return 'seats must be a list of human, bot:easy or bot:hard';
  const n = opts.seats.length;
  if (n < module.minPlayers || n > module.maxPlayers) return `${module.title} takes ${module.minPlayers}–${module.maxPlayers} seats, not ${n}`;
  if (opts.options !== undefined && (typeof opts.options !== 'object' || opts.options === null)) return 'options must be an object';
  for (const [key, value] of Object.entries(opts.options ?? {})) {
    const spec = module.options.find((o) => o.id === key);
    if (!spec) return `${module.title} has no option "${key}"`;
    if (!spec.choices.includes(value)) return `option "${key}" cannot be ${JSON.stringify(value)}`;
  }
  return null;
}

const cleanName = (name: unknown): string | null =>
  typeof name === 'string' && name.trim() ? name.trim().slice(0, LIMITS.maxNameChars) : null;

export class Table {
  private snap: TableSnapshot;
  private state: unknown = null;
  private readonly module: AnyGame;
  private readonly deps: TableDeps;
  /** Spectators connected now (they hold no seat). */
  spectators = 0;
  /** When the game began to wait for the move it awaits now (ms): a seat that never moves stalls the table past the away limit. */
  private awaitingSince: number;

  private constructor(module: AnyGame, snap: TableSnapshot, deps: TableDeps) {
    this.module = module;
    this.snap = snap;
    this.deps = deps;
    this.awaitingSince = deps.now();
    if (!snap.flickSecret) snap.flickSecret = deps.newToken();
  }

  /**
   * A new table; the creator gets the host's token and the first human seat (if any).
   * `seeding`: the table's 128-bit secret (every real table), or a known 32-bit seed (TABLE_SEED, specs only).
   */
  static create(module: AnyGame, code: string, seeding: TableSeeding, opts: CreateOptions, deps: TableDeps): { table: Table; token: string; seat: Seat | null } {
    const problem = checkCreate(module, opts);
    if (problem) throw new Error(problem);
    const token = deps.newToken();
    const plans = opts.seats.slice();
    const base = (seed: number) => newRecord(module.id, module.version, seed >>> 0, [], { ...(opts.options ?? {}) }, PHYSICS_VERSION);
    // Each throw's seed goes to its thrower: the derivation must not run back to the table's secret, nor may
    // the secret be small enough to search (version 3, 128 bits). A known seed keeps version 2 (specs replay a known game).
    const record: GameRecord =
      'secret' in seeding
        ? { ...base(setupSeedOf(seeding.secret)), seedVersion: SECRET_SEEDS, secret: seeding.secret }
        : { ...base(seeding.seed), seedVersion: ONE_WAY_SEEDS };
    const occupants: (Occupant | null)[] = plans.map(() => null);
    const seat = plans.indexOf('human');
    if (seat >= 0) occupants[seat] = { token, name: cleanName(opts.name), connected: true, awaySince: null, standIn: false };
    const awayLimitSec = typeof opts.awayLimitSec === 'number' && opts.awayLimitSec >= 0 && opts.awayLimitSec <= 3600 ? opts.awayLimitSec : DEFAULT_AWAY_LIMIT_SEC;
    const snap: TableSnapshot = { code, game: module.id, record, plans, occupants, hostToken: token, started: false, awayLimitSec };
    return { table: new Table(module, snap, deps), token, seat: seat >= 0 ? seat : null };
  }

  /** A table from its stored snapshot, replayed to its position (throws when the log no longer replays). */
  static restore(module: AnyGame, snap: TableSnapshot, deps: TableDeps): Table {
    const table = new Table(module, structuredClone(snap), deps);
    // Nobody is connected until they come back.
    for (const o of table.snap.occupants) if (o && o.connected) Object.assign(o, { connected: false, awaySince: deps.now() });
    if (snap.started) {
      const res = replay(module, snap.record);
      if (!res.ok) throw new Error(`table ${snap.code}: move ${res.index + 1} no longer replays (${res.error.message})`);
      table.state = res.state;
    }
    return table;
  }

  get code(): string {
    return this.snap.code;
  }
  get game(): string {
    return this.snap.game;
  }
  get started(): boolean {
    return this.snap.started;
  }
  get seq(): number {
    return this.snap.record.inputs.length;
  }
  get finished(): boolean {
    return this.state !== null && this.module.awaiting(this.state).kind === 'end';
  }
  /** The canonical record (secret seed included): the server's alone until the game ends. */
  get record(): GameRecord {
    return this.snap.record;
  }
  snapshot(): TableSnapshot {
    return structuredClone(this.snap);
  }
  /**
   * The live snapshot, not a copy, for the store, which reads it at once
   * (TableStore.save): a copy per move cost more than the write. Not to be changed.
   */
  get stored(): Readonly<TableSnapshot> {
    return this.snap;
  }

  /** Seat a client: its token gives its seat back; otherwise the first open human seat, else it watches. */
  join(opts: JoinOptions): { seat: Seat | null; token: string | null; host: boolean } {
    const token = typeof opts.token === 'string' ? opts.token : null;
    if (token) {
      const seat = this.snap.occupants.findIndex((o) => o?.token === token);
      if (seat >= 0) {
        const o = this.snap.occupants[seat]!;
        // Back in the seat: a stand-in bot gives it back at once.
        Object.assign(o, { connected: true, awaySince: null, standIn: false });
        if (opts.name) o.name = cleanName(opts.name);
        return { seat, token, host: token === this.snap.hostToken };
      }
      if (token === this.snap.hostToken) {
        this.watch();
        return { seat: null, token, host: true };
      }
    }
    const open = opts.watch ? -1 : this.openSeat();
    if (open >= 0) {
      const fresh = this.deps.newToken();
      this.snap.occupants[open] = { token: fresh, name: cleanName(opts.name), connected: true, awaySince: null, standIn: false };
      return { seat: open, token: fresh, host: false };
    }
    this.watch();
    return { seat: null, token: null, host: false };
  }

  /** One more spectator, or TableFullError past the limit (each costs a view on every move). */
  private watch(): void {
    if (this.spectators >= LIMITS.maxSpectators) {
      throw new TableFullError(`table ${this.snap.code} has ${LIMITS.maxSpectators} spectators already, the most it takes; try again when one leaves`);
    }
    this.spectators++;
  }

  /** A client left (for now): its seat stays its own and is marked away. */
  leave(who: Who): void {
    if (who.seat === null) {
      this.spectators = Math.max(0, this.spectators - 1);
      return;
    }
    const o = this.snap.occupants[who.seat];
    if (o && o.token === who.token) Object.assign(o, { connected: false, awaySince: this.deps.now() });
  }

  private openSeat(): number {
    return this.snap.plans.findIndex((p, i) => p === 'human' && this.snap.occupants[i] === null);
  }

  /** Who performs `seat` now: a bot level for bot seats and stood-in human seats, null for a human at the controls. */
  private botAt(seat: Seat): BotLevel | null {
    const level = botLevelOf(this.snap.plans[seat] ?? 'human');
    if (level) return level;
    return this.snap.occupants[seat]?.standIn ? STAND_IN_LEVEL : null;
  }

  private awaiting(): Awaiting {
    return this.module.awaiting(this.state);
  }

  private get flickSecret(): string {
    return this.snap.flickSecret!;
  }

  /** Seconds the game has waited for a move of `seat`, a human seat its player holds; null when it is not that seat's move. */
  stalledSec(seat: Seat): number | null {
    if (!this.snap.started || this.state === null) return null;
    const aw = this.awaiting();
    const o = this.snap.occupants[seat];
    if (aw.kind === 'end' || aw.seat !== seat || !o || o.standIn || this.botAt(seat)) return null;
    return Math.floor((this.deps.now() - this.awaitingSince) / 1000);
  }

  /** Milliseconds until the next seat may be handed to a bot (away or stalling that long), or null when none is on its way there. */
  msUntilHandable(): number | null {
    if (!this.snap.started || this.state === null) return null;
    const limit = this.snap.awayLimitSec * 1000;
    const now = this.deps.now();
    let soonest: number | null = null;
    this.snap.occupants.forEach((o, seat) => {
      if (!o || o.standIn) return;
      const since = !o.connected && o.awaySince !== null ? o.awaySince : this.stalledSec(seat) !== null ? this.awaitingSince : null;
      if (since === null) return;
      const ms = since + limit - now;
      if (ms > 0 && (soonest === null || ms < soonest)) soonest = ms;
    });
    return soonest;
  }

  // ---------------------------------------------------------------------------
  // What clients see

  info(who: Who): TableInfo {
    const now = this.deps.now();
    return {
      type: 'table',
      code: this.snap.code,
      game: this.snap.game,
      options: { ...this.snap.record.options },
      seats: this.snap.plans.map((plan, i) => {
        const o = this.snap.occupants[i];
        return {
          plan,
          name: o?.name ?? null,
          taken: !!o,
          connected: plan !== 'human' || !!o?.connected,
          standIn: !!o?.standIn,
          awaySec: o && !o.connected && o.awaySince !== null ? Math.floor((now - o.awaySince) / 1000) : null,
          stalledSec: o && o.connected ? this.stalledSec(i) : null,
        };
      }),
      you: who.seat,
      host: who.token !== null && who.token === this.snap.hostToken,
      spectators: this.spectators,
      started: this.snap.started,
      awayLimitSec: this.snap.awayLimitSec,
    };
  }

  /** The position as `seat` may see it (null: a spectator), or null before the start. */
  position(seat: Seat | null): PositionMessage | null {
    if (!this.snap.started) return null;
    const m = this.module;
    const aw = this.awaiting();
    const deciding = aw.kind === 'decision' && aw.seat === seat;
    const legal = deciding ? m.legalActions(this.state) : [];
    return {
      type: 'position',
      seq: this.seq,
      view: m.view(this.state, seat),
      awaiting: aw,
      legal,
      labels: legal.map((a) => m.describeAction(this.state, a)),
      log: m.log ? m.log(this.state) : [],
      result: m.result(this.state),
    };
  }

  // ---------------------------------------------------------------------------
  // Commands

  command(who: Who, cmd: ClientCommand): Outcome {
    const fail = (code: Parameters<typeof tableError>[0], message: string, said: Message, rule?: string): Outcome => ({
      error: tableError(code, message, said, cmd.id, rule),
      played: [],
    });
    const host = who.token !== null && who.token === this.snap.hostToken;
    switch (cmd.type) {
      case 'set-seat': {
        if (!host) return fail('not-host', 'only the host sets the seats up', tableSaid(TABLE_SAID.notHostSeats));
        if (this.snap.started) return fail('already-started', 'the game has started; seats are set', tableSaid(TABLE_SAID.seatsSet));
        if (cmd.seat >= this.snap.plans.length) return fail('no-such-seat', `this table has ${this.snap.plans.length} seats`, tableSaid(TABLE_SAID.noSuchSeat, { n: this.snap.plans.length }));
        const o = this.snap.occupants[cmd.seat];
        if (cmd.plan !== 'human' && o && o.token === who.token) return fail('seat-taken', 'you sit there; take another seat before making it a bot', tableSaid(TABLE_SAID.sitThere));
        this.snap.plans[cmd.seat] = cmd.plan;
        if (cmd.plan !== 'human') this.snap.occupants[cmd.seat] = null;
        return { table: true, played: [] };
      }
      case 'take-seat': {
        if (cmd.seat >= this.snap.plans.length) return fail('no-such-seat', `this table has ${this.snap.plans.length} seats`, tableSaid(TABLE_SAID.noSuchSeat, { n: this.snap.plans.length }));
        if (who.seat !== null) return fail('seat-taken', 'you already hold a seat', tableSaid(TABLE_SAID.holdSeat));
        if (this.snap.plans[cmd.seat] !== 'human' || this.snap.occupants[cmd.seat]) return fail('seat-taken', `seat ${cmd.seat + 1} is not open`, tableSaid(TABLE_SAID.seatNotOpen, { n: cmd.seat + 1 }));
        const token = this.deps.newToken();
        this.snap.occupants[cmd.seat] = { token, name: null, connected: true, awaySince: null, standIn: false };
        this.spectators = Math.max(0, this.spectators - 1);
        return { table: true, played: [], seated: { seat: cmd.seat, token } };
      }
      case 'start': {
        if (!host) return fail('not-host', 'only the host starts the game', tableSaid(TABLE_SAID.notHostStart));
        if (this.snap.started) return fail('already-started', 'the game has already started', tableSaid(TABLE_SAID.alreadyStarted));
        if (this.openSeat() >= 0) return fail('seats-open', 'every human seat must be taken first (or made a bot)', tableSaid(TABLE_SAID.seatsOpen));
        return this.start();
      }
      case 'hand-to-bot': {
        if (who.seat === null) return fail('spectator', 'spectators cannot hand seats over', tableSaid(TABLE_SAID.spectatorHand));
        if (!this.snap.started) return fail('not-started', 'the game has not started', tableSaid(TABLE_SAID.notStarted));
        const o = this.snap.occupants[cmd.seat];
        if (cmd.seat >= this.snap.plans.length) return fail('no-such-seat', `this table has ${this.snap.plans.length} seats`, tableSaid(TABLE_SAID.noSuchSeat, { n: this.snap.plans.length }));
        const away = o && !o.connected && o.awaySince !== null ? (this.deps.now() - o.awaySince) / 1000 : -1;
        const stalled = this.stalledSec(cmd.seat) ?? -1;
        if (!o || (away < this.snap.awayLimitSec && stalled < this.snap.awayLimitSec)) {
          return fail('not-away', `a seat can be handed to a bot after its player has been away, or kept the game waiting for a move, ${this.snap.awayLimitSec} s`, tableSaid(TABLE_SAID.notAway, { sec: this.snap.awayLimitSec }));
        }
        o.standIn = true;
        return { table: true, played: this.autoPlay() };
      }
      case 'take-back': {
        const o = who.seat === null ? null : this.snap.occupants[who.seat];
        if (!o || o.token !== who.token) return fail('spectator', 'only a seated player takes their seat back', tableSaid(TABLE_SAID.spectatorBack));
        o.standIn = false;
        return { table: true, played: [] };
      }
      case 'act':
      case 'throw':
      case 'flick':
        return this.play(who, cmd, fail);
    }
  }

  private start(): Outcome {
    const seats: SeatConfig[] = this.snap.plans.map((plan, i) => {
      const level = botLevelOf(plan);
      if (level) return { kind: 'bot', level };
      const name = this.snap.occupants[i]?.name;
      return name ? { kind: 'human', name } : { kind: 'human' };
    });
    const record: GameRecord = { ...this.snap.record, seats, inputs: [] };
    const res = replay(this.module, record);
    if (!res.ok) return { error: tableError('rule', `the game cannot start: ${res.error.message}`, tableSaid(TABLE_SAID.cannotStart, { reason: res.error.said ?? res.error.message }), undefined, res.error.code), played: [] };
    this.snap.record = record;
    this.snap.started = true;
    this.state = res.state;
    this.awaitingSince = this.deps.now();
    return { table: true, played: this.autoPlay() };
  }

  private play(who: Who, cmd: Extract<ClientCommand, { type: 'act' | 'throw' | 'flick' }>, fail: (code: TableError['code'], message: string, said: Message, rule?: string) => Outcome): Outcome {
    if (who.seat === null) return fail('spectator', 'spectators watch; take an open seat to play', tableSaid(TABLE_SAID.spectatorPlay));
    const o = this.snap.occupants[who.seat];
    if (!o || o.token !== who.token) return fail('not-your-seat', `you do not hold seat ${who.seat + 1}`, tableSaid(TABLE_SAID.notYourSeat, { n: who.seat + 1 }));
    if (cmd.game !== this.snap.game) return fail('wrong-game', `this table plays ${this.snap.game}, not ${cmd.game.slice(0, 40)}`, tableSaid(TABLE_SAID.wrongGame));
    if (!this.snap.started) return fail('not-started', 'the host has not started the game', tableSaid(TABLE_SAID.notStarted));
    if (cmd.seq !== this.seq) {
      return fail('stale', `this move was made after ${cmd.seq} inputs but the game has ${this.seq}: it is a repeat, out of order or late`, tableSaid(TABLE_SAID.stale));
    }
    const aw = this.awaiting();
    if (aw.kind === 'end') return fail('game-over', 'the game is over', tableSaid(TABLE_SAID.gameOver));
    if (aw.seat !== who.seat) return fail('not-your-turn', `the game awaits seat ${aw.seat + 1}`, tableSaid(TABLE_SAID.notYourTurn, { n: aw.seat + 1 }));
    if (o.standIn) return fail('not-your-turn', 'a bot plays your seat; take it back first', tableSaid(TABLE_SAID.standIn));
    const index = this.seq;
    if (cmd.type === 'act') {
      const outcome = this.applyInput({ input: { kind: 'action', seat: who.seat, action: cmd.action } });
      // The rule error's message goes along (issue 25), so each client says it in its own language.
      if ('error' in outcome) return fail('rule', outcome.error.message, outcome.error.said ?? tableSaid(TABLE_SAID.ruleEnglish, { reason: outcome.error.message }), outcome.error.code);
      return { played: [{ index }, ...this.autoPlay()] };
    }
    const request = deriveRequest(aw, this.snap.record, index);
    if (!request || request.kind !== cmd.type) {
      return fail('rule', `the game awaits a ${aw.kind}, not a ${cmd.type}`, tableSaid(TABLE_SAID.awaits, { kind: aw.kind }), `awaiting-${aw.kind}`);
    }
    let played: Played | PlayFailed<'bad-throw' | 'bad-flick' | 'rule'>;
    if (request.kind === 'throw' && cmd.type === 'throw') played = this.throwFor(request, cmd.gesture ?? null, index);
    else if (request.kind === 'flick' && cmd.type === 'flick') played = this.flickFor(request, mixedFlick(this.flickSecret, index, cmd.angle, cmd.power), index);
    else return fail('rule', 'mismatched physical request', tableSaid(TABLE_SAID.awaits, { kind: aw.kind }));
    if ('error' in played) return fail(played.code, played.error, played.said, played.rule);
    return { played: [played, ...this.autoPlay()] };
  }

  /** Perform a throw here (the seeded one, or the player's drag) and apply its faces. */
  private throwFor(request: ThrowRequest, gesture: Gesture | null, index: number): Played | PlayFailed<'bad-throw' | 'rule'> {
    const choice = gesture ? { kind: 'throw' as const, gesture } : { kind: 'throw' as const };
    let res;
    try {
      res = this.deps.physics.throwDice(request, choice);
    } catch (e) {
      return { error: `that drag is no throw: ${errorText(e)}`, code: 'bad-throw', said: physicsSaid('throw', e, errorText(e)) };
    }
    const applied = this.applyInput({ input: { kind: 'dice', faces: res.faces }, physics: choice });
    if ('error' in applied) return ruleFailed(applied.error);
    const thrown: ThrownMessage = {
      type: 'thrown',
      index,
      seat: request.seat,
      seed: request.seed,
      gesture,
      faces: res.faces.slice(),
      rethrows: res.rethrows ?? [],
    };
    return { index, thrown, hidden: request.hidden };
  }

  private flickFor(request: FlickRequest, choice: FlickChoice, index: number): Played | PlayFailed<'bad-flick' | 'rule'> {
    let outcome;
    try {
      outcome = this.deps.physics.flick(request, choice);
    } catch (e) {
      return { error: `that flick cannot be made: ${errorText(e)}`, code: 'bad-flick', said: physicsSaid('flick', e, errorText(e)) };
    }
    const applied = this.applyInput({ input: outcome, physics: choice });
    if ('error' in applied) return ruleFailed(applied.error);
    return { index, flicked: { type: 'flicked', index, seat: request.seat, angle: choice.angle, power: choice.power, outcome } };
  }

  /** Apply one entry to the live state and append it to the log, or leave both as they were. */
  private applyInput(entry: LogEntry): { ok: true } | { error: { code: string; message: string; said?: Message } } {
    let res;
    try {
      res = this.module.apply(this.state, entry.input as Input<unknown>);
    } catch (e) {
      return { error: { code: 'exception', message: `the rules failed on this move: ${errorText(e)}` } };
    }
    if (!res.ok) return { error: res.error };
    this.state = res.state;
    this.snap.record = { ...this.snap.record, inputs: [...this.snap.record.inputs, entry] };
    this.awaitingSince = this.deps.now();
    return { ok: true };
  }

  /** Throws of bot seats (and stood-in ones) need no thought: performed here at once, from the derived seed. */
  private autoPlay(): Played[] {
    const played: Played[] = [];
    for (;;) {
      const aw = this.awaiting();
      if (aw.kind !== 'throw' || !this.botAt(aw.seat)) return played;
      const request = deriveRequest(aw, this.snap.record, this.seq);
      if (!request || request.kind !== 'throw') return played;
      const p = this.throwFor(request, null, this.seq);
      if ('error' in p) throw new Error(`a bot's seeded throw failed at move ${this.seq + 1}: ${p.error}`);
      played.push(p);
    }
  }

  /** The bot work the position waits for, or null (a human's turn, the end, before the start). */
  botTask(): BotTask | null {
    if (!this.snap.started) return null;
    const aw = this.awaiting();
    if (aw.kind !== 'decision' && aw.kind !== 'flick') return null;
    const level = this.botAt(aw.seat);
    if (!level) return null;
    const index = this.seq;
    if (aw.kind === 'decision') {
      return { kind: 'decide', index, seat: aw.seat, level, seed: botSeed(this.snap.record.seed, index, this.snap.record.seedVersion, this.snap.record.secret), state: this.state, players: this.snap.plans.length };
    }
    const request = deriveRequest(aw, this.snap.record, index);
    if (!request || request.kind !== 'flick') return null;
    return { kind: 'aim', index, seat: aw.seat, level, request };
  }

  /** A bot's answer to `task`; ignored (no change) when the game moved on meanwhile. */
  botAnswer(task: BotTask, answer: BotAnswer): Outcome {
    const now = this.botTask();
    if (!now || now.index !== task.index || now.seat !== task.seat || now.kind !== task.kind) return { played: [] };
    if (task.kind === 'decide' && answer.kind === 'decide') {
      let applied = this.applyInput({ input: { kind: 'action', seat: task.seat, action: answer.action } });
      if ('error' in applied) {
        // A bot's move the rules refuse is a bug; play the first legal move rather than stall the table.
        const first = this.module.legalActions(this.state)[0];
        applied = this.applyInput({ input: { kind: 'action', seat: task.seat, action: first } });
        if ('error' in applied) return { error: tableError('rule', applied.error.message, applied.error.said ?? tableSaid(TABLE_SAID.ruleEnglish, { reason: applied.error.message }), undefined, applied.error.code), played: [] };
      }
      return { played: [{ index: task.index }, ...this.autoPlay()] };
    }
    if (task.kind === 'aim' && answer.kind === 'aim') {
      const played = this.flickFor(task.request, { kind: 'flick', angle: answer.angle, power: answer.power }, task.index);
      if ('error' in played) return { error: tableError(played.code, played.error, played.said), played: [] };
      return { played: [played, ...this.autoPlay()] };
    }
    return { played: [] };
  }
}
