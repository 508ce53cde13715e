// The one Colyseus room type every game is played in. It carries messages to
// and from a Table (table.ts) and nothing else: no schema state is mirrored;
// each client gets the table (seats, who is here) and the position as its own
// seat may see it (`view(seat)`), and a throw's details only when nothing in
// them is hidden from it. The log is written to the store before anyone
// hears of a move, so a restarted server loses none.

import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Room, type Client } from '@colyseus/core';
import type { AnyGameModule as AnyGame } from '../core/contract.ts';
import type { PhysicsRunner } from '../core/replay.ts';
import { errorText } from '../core/replay.ts';
import { LIMITS, type CreateOptions, type JoinOptions, type ServerMessage } from '../online/protocol.ts';
import { isTableError, parseCommand, tableError } from './commands.ts';
import { TABLE_SAID, tableSaid } from '../online/table-said.ts';
import { Table, type BotTask, type Outcome, type Who } from './table.ts';
import type { TableStore } from './table-store.ts';
import type { BotPool } from './bot-pool.ts';
import { recordMoveMs } from './load-figures.ts';
import { codesForPage } from './message-codes.ts';
import { encodeIds } from '../i18n/id-codes.ts';

/** What every table of this process shares: the games, the store, the bot threads, the physics. */
export interface TableServices {
  lookup: (id: string) => AnyGame | undefined;
  store: TableStore;
  bots: BotPool;
  physics: PhysicsRunner;
  /** Pause before a bot's move is played, so people can follow (0 in tests). */
  botDelayMs: number;
  /** The seed every new table is dealt, instead of a secret random one: browser specs only (TABLE_SEED). */
  tableSeed?: number;
  log: (line: string) => void;
}

let services: TableServices | null = null;
/** Tables open in this process, for /health. */
export const openTables = new Set<TableRoom>();

export function setTableServices(s: TableServices | null): void {
  services = s;
}

const need = (): TableServices => {
  if (!services) throw new Error('table services are not set (createTableServer sets them)');
  return services;
};

const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A table code people can read out: six letters and digits without look-alikes. */
export const newTableCode = (): string => Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
const newToken = (): string => randomBytes(18).toString('base64url');

interface ClientData extends Who {
  /** Soft rate limit: tokens left and when they were last refilled. */
  bucket: number;
  refilledAt: number;
  /** When the client was last told it is rate-limited (once a second at most). */
  warnedAt: number;
  /** A production page's short message ids (src/server/message-codes.ts): what it is sent carries them; null: the long ids. */
  codes: ReadonlyMap<string, string> | null;
}

export type CreateRoomOptions = CreateOptions & { restore?: string; restoreKey?: string };

/**
 * A create with `restore` brings a stored table back (a restarted server).
 * Clients' create options arrive here too, so a restore must carry this
 * process's secret key: a client could otherwise open a second room of a
 * table someone else plays, reset who is connected, or read a stranger's
 * table by guessing its code.
 */
const RESTORE_KEY = randomBytes(16);
export const restoreOptions = (code: string): CreateRoomOptions => ({ restore: code, restoreKey: RESTORE_KEY.toString('hex') }) as CreateRoomOptions;
const isRestoreKey = (key: unknown): boolean =>
  typeof key === 'string' && /^[0-9a-f]{32}$/.test(key) && timingSafeEqual(Buffer.from(key, 'hex'), RESTORE_KEY);

/**
 * A message with its texts' ids as a production page's codes: a position (its log, prompt, view and result) and an
 * error's `said`. The legal actions stay as the rules made them (the page sends one back), and the finished game's
 * record too (the page may save it: nothing kept carries a code).
 */
function coded(message: ServerMessage, codes: ReadonlyMap<string, string>): ServerMessage {
  if (message.type === 'position') return { ...encodeIds(message, codes), legal: message.legal };
  if (message.type === 'error') return encodeIds(message, codes);
  return message;
}

export class TableRoom extends Room {
  table!: Table;
  /** The creator's seat and token, handed to the first client that joins a new table. */
  private creator: { seat: number | null; token: string } | null = null;
  private botBusy = false;
  /** Tells everyone the table again when a seat becomes handable to a bot (away or stalling past the limit). */
  private handableTimer: ReturnType<typeof setTimeout> | null = null;
  override maxClients = 64;
  // Colyseus's own hard limit drops a client that floods far past ours (which answers with an error).
  override maxMessagesPerSecond = 200;

  override async onCreate(options: CreateRoomOptions): Promise<void> {
    const s = need();
    this.autoDispose = false;
    if (options.restore !== undefined) {
      if (typeof options.restore !== 'string' || !isRestoreKey(options.restoreKey)) throw new Error('a table is restored by the server only; create a new one or join by its code');
      const snap = await s.store.load(options.restore);
      if (!snap) throw new Error(`no stored table ${options.restore}`);
      const module = s.lookup(snap.game);
      if (!module) throw new Error(`table ${snap.code} plays ${snap.game}, which this server does not know`);
      this.roomId = snap.code;
      this.table = Table.restore(module, snap, this.deps());
    } else {
      const module = typeof options.game === 'string' ? s.lookup(options.game) : undefined;
      if (!module) throw new Error(`unknown game ${JSON.stringify(options.game)}`);
      const code = newTableCode();
      this.roomId = code;
      const seeding = s.tableSeed !== undefined ? { seed: s.tableSeed } : { secret: randomBytes(16).toString('hex') };
      const made = Table.create(module, code, seeding, options, this.deps());
      this.table = made.table;
      this.creator = { seat: made.seat, token: made.token };
      await s.store.save(this.table.snapshot());
    }
    await this.setMetadata({ game: this.table.game });
    openTables.add(this);
    this.onMessage('*', (client, type, payload) => this.handle(client, type, payload));
    this.runBots();
  }

  private deps() {
    return { physics: need().physics, now: () => Date.now(), newToken };
  }

  override onJoin(client: Client, options: JoinOptions = {}): void {
    let who: Who;
    const creator = this.creator;
    if (creator && !this.table.started) {
      this.creator = null;
      who = { seat: creator.seat, token: creator.token };
      if (creator.seat === null) this.table.spectators++;
    } else {
      const joined = this.table.join(typeof options === 'object' && options ? options : {});
      who = { seat: joined.seat, token: joined.token };
      // One device per seat: a second one with the seat's token takes it over.
      if (who.seat !== null) {
        for (const other of this.clients) {
          const d = other.userData as ClientData | undefined;
          if (other !== client && d && d.seat === who.seat) {
            d.seat = null;
            d.token = null;
            other.leave(4001, 'this seat was opened on another device');
          }
        }
      }
    }
    const codes = typeof options === 'object' && options ? codesForPage(options.ids) : null;
    // A page built from another catalog than this server's (a page older or newer than the server) cannot read the ids.
    if (!codes && typeof options === 'object' && options?.ids !== undefined) need().log(`table ${this.table.code}: a page built from another catalog joined (message ids ${JSON.stringify(String(options.ids).slice(0, 16))}); it is sent the long ids`);
    client.userData = { ...who, bucket: LIMITS.burst, refilledAt: Date.now(), warnedAt: 0, codes } satisfies ClientData;
    if (who.token) this.sendTo(client, { type: 'seat-token', seat: who.seat ?? -1, token: who.token });
    this.sendTables();
    const pos = this.table.position(who.seat);
    if (pos) this.sendTo(client, pos);
    if (this.table.finished) this.sendTo(client, { type: 'record', record: this.table.record });
  }

  override onLeave(client: Client): void {
    const d = client.userData as ClientData | undefined;
    if (d) this.table.leave(d);
    this.sendTables();
    this.armHandableTimer();
  }

  override onDispose(): void {
    openTables.delete(this);
    if (this.handableTimer) clearTimeout(this.handableTimer);
  }

  /**
   * The table message says how long a seat has been away or kept the game
   * waiting, but it is sent only when something changes; when a seat crosses
   * the away limit nothing else does, so this sends it then, and the others'
   * pages offer to let a bot play that seat.
   */
  private armHandableTimer(): void {
    if (this.handableTimer) clearTimeout(this.handableTimer);
    this.handableTimer = null;
    const ms = this.table.msUntilHandable();
    if (ms === null) return;
    this.handableTimer = setTimeout(() => {
      this.handableTimer = null;
      if (!openTables.has(this)) return;
      this.sendTables();
      this.armHandableTimer();
    }, ms + 50);
  }

  private sendTo(client: Client, message: ServerMessage): void {
    const codes = (client.userData as ClientData | undefined)?.codes;
    client.send(message.type, codes ? coded(message, codes) : message);
  }

  private sendTables(): void {
    for (const c of this.clients) {
      const d = c.userData as ClientData | undefined;
      if (d) this.sendTo(c, this.table.info(d));
    }
  }

  /** The soft rate limit: a bucket of LIMITS.burst refilled at LIMITS.perSecond. */
  private allowed(d: ClientData): boolean {
    const now = Date.now();
    d.bucket = Math.min(LIMITS.burst, d.bucket + ((now - d.refilledAt) / 1000) * LIMITS.perSecond);
    d.refilledAt = now;
    if (d.bucket < 1) return false;
    d.bucket -= 1;
    return true;
  }

  private handle(client: Client, type: unknown, payload: unknown): void {
    const arrived = performance.now();
    const d = client.userData as ClientData | undefined;
    if (!d) return;
    if (!this.allowed(d)) {
      const now = Date.now();
      if (now - d.warnedAt > 1000) {
        d.warnedAt = now;
        this.sendTo(client, tableError('rate-limited', `at most ${LIMITS.perSecond} messages a second (bursts of ${LIMITS.burst}); this one and those after it were dropped`, tableSaid(TABLE_SAID.rateLimited, { n: LIMITS.perSecond })));
      }
      return;
    }
    const cmd = parseCommand(type, payload);
    if (isTableError(cmd)) {
      this.sendTo(client, cmd);
      return;
    }
    const outcome = this.table.command(d, cmd);
    if (outcome.seated) {
      d.seat = outcome.seated.seat;
      d.token = outcome.seated.token;
      this.sendTo(client, { type: 'seat-token', seat: d.seat, token: d.token });
    }
    void this.deliver(outcome, client).then(() => {
      if (outcome.played.length > 0) recordMoveMs(performance.now() - arrived);
    });
  }

  /** Store, then tell: the sender its error; everyone the table, the throws they may see, their position. */
  private async deliver(outcome: Outcome, sender: Client | null): Promise<void> {
    if (outcome.error) {
      if (sender) this.sendTo(sender, outcome.error);
      else need().log(`table ${this.table.code}: ${outcome.error.message}`);
    }
    const changed = outcome.played.length > 0 || outcome.table;
    if (!changed) return;
    await this.persist();
    if (outcome.table) this.sendTables();
    this.armHandableTimer();
    for (const p of outcome.played) {
      if (p.thrown) {
        for (const c of this.clients) {
          const seat = (c.userData as ClientData | undefined)?.seat ?? null;
          if (!p.hidden || seat === p.thrown.seat) this.sendTo(c, p.thrown);
        }
      }
      if (p.flicked) for (const c of this.clients) this.sendTo(c, p.flicked);
    }
    for (const c of this.clients) {
      const d = c.userData as ClientData | undefined;
      const pos = d && this.table.position(d.seat);
      if (pos) this.sendTo(c, pos);
    }
    if (outcome.played.length > 0 && this.table.finished) {
      for (const c of this.clients) this.sendTo(c, { type: 'record', record: this.table.record });
    }
    this.runBots();
  }

  private async persist(): Promise<void> {
    try {
      await need().store.save(this.table.stored);
    } catch (e) {
      need().log(`table ${this.table.code}: could not store the table (${errorText(e)}); the next move tries again`);
    }
  }

  /** Ask the bot threads for the position's bot move, one at a time per table. */
  private runBots(): void {
    if (this.botBusy) return;
    const task = this.table.botTask();
    if (!task) return;
    this.botBusy = true;
    const s = need();
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    void wait(s.botDelayMs)
      .then(() => s.bots.ask(this.table.game, task))
      .catch((e: unknown) => {
        s.log(`table ${this.table.code}: bot failed (${errorText(e)}); it plays a fallback`);
        return fallback(task);
      })
      .then((answer) => {
        this.botBusy = false;
        if (!openTables.has(this)) return;
        return this.deliver(this.table.botAnswer(task, answer), null);
      });
  }
}

/** What a bot plays when its thread fails: a move the table refuses (so the first legal move), or a middling flick. */
const fallback = (task: BotTask) =>
  task.kind === 'decide' ? ({ kind: 'decide', action: null } as const) : ({ kind: 'aim', angle: 0, power: 0.5 } as const);
