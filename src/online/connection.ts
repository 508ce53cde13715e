// The page's side of an online table: creates or joins it on the game server
// (Colyseus SDK), keeps the seat's token in localStorage so reopening the link
// (or a lost connection) puts the player back in the same seat, and turns the
// server's messages into one plain snapshot listeners read. Sending a move
// adds the game id and the count of inputs seen (`seq`) the server checks.

import { Client, type Room } from '@colyseus/sdk';
import { TABLE_ROOM, type CreateOptions, type PositionMessage, type RecordMessage, type ServerMessage, type TableError, type TableInfo } from './protocol.ts';
import type { Gesture } from '../physics/types.ts';
import type { Message } from '../core/message.ts';
import { TABLE_SAID, tableSaid } from './table-said.ts';

export interface OnlineSnapshot {
  code: string | null;
  status: 'connecting' | 'connected' | 'reconnecting' | 'failed';
  table: TableInfo | null;
  position: PositionMessage | null;
  record: RecordMessage['record'] | null;
  lastError: TableError | null;
  /** Why the connection failed, when it did (a message: the page says it in its reader's language). */
  problem: Message | null;
}

const TOKEN_KEY = (code: string) => `frontier-table:online-seat:${code}`;

/** Where seat tokens are kept: the page's localStorage (a test gives each client its own). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): TokenStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The game server's address: `?server=` on the page, else the page's host on port 2567 (what `npm start` runs). */
export function serverAddress(params: URLSearchParams, loc: { protocol: string; hostname: string }): string {
  const given = params.get('server');
  if (given && /^(wss?|https?):\/\/[\w.:[\]-]+\/?$/.test(given)) return given.replace(/\/$/, '');
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.hostname}:2567`;
}

export class OnlineTable {
  private client: Client;
  private room: Room | null = null;
  private listeners = new Set<(s: OnlineSnapshot) => void>();
  private messageListeners = new Set<(m: ServerMessage) => void>();
  private nextId = 1;
  private closed = false;
  snapshot: OnlineSnapshot = { code: null, status: 'connecting', table: null, position: null, record: null, lastError: null, problem: null };

  constructor(
    address: string,
    private readonly tokens: TokenStorage | null = storage(),
    /** The page's short message ids (ID_CODES of src/i18n/languages.ts), said on joining so the server codes the messages' ids the same way. */
    private readonly ids: string | null = null,
  ) {
    this.client = new Client(address);
  }

  subscribe(fn: (s: OnlineSnapshot) => void): () => void {
    this.listeners.add(fn);
    fn(this.snapshot);
    return () => this.listeners.delete(fn);
  }

  /** Every message from the server as it comes (the 3D table's session animates `thrown` and `flicked`). */
  onMessage(fn: (m: ServerMessage) => void): () => void {
    this.messageListeners.add(fn);
    return () => this.messageListeners.delete(fn);
  }

  private set(patch: Partial<OnlineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn(this.snapshot);
  }

  async create(opts: CreateOptions): Promise<string> {
    this.attach(await this.client.create(TABLE_ROOM, this.ids ? { ...opts, ids: this.ids } : opts));
    return this.room!.roomId;
  }

  /** Join `code`: with the seat token this browser holds for it, else the next open seat, else (or with `watch`) as a spectator. */
  async join(code: string, watch = false): Promise<void> {
    const token = this.tokens?.getItem(TOKEN_KEY(code)) ?? undefined;
    const ids = this.ids ? { ids: this.ids } : {};
    this.attach(await this.client.joinById(code, watch && !token ? { watch: true, ...ids } : { token, ...ids }));
  }

  private attach(room: Room): void {
    this.room = room;
    this.set({ code: room.roomId, status: 'connected', problem: null });
    room.onMessage('*', (_type, payload) => this.receive(payload as ServerMessage));
    room.onLeave((code) => {
      if (this.closed || code === 1000 || code === 4001) {
        if (code === 4001) this.set({ status: 'failed', problem: tableSaid(TABLE_SAID.seatElsewhere) });
        return;
      }
      void this.rejoin(room.roomId);
    });
  }

  /** After a lost connection or a server restart: try again with the seat token until it works or the page closes. */
  private async rejoin(code: string): Promise<void> {
    this.set({ status: 'reconnecting' });
    for (let attempt = 0; !this.closed; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(5000, 500 * 2 ** Math.min(attempt, 4))));
      try {
        await this.join(code);
        return;
      } catch {
        // the server is not back yet
      }
    }
  }

  private receive(m: ServerMessage): void {
    for (const fn of this.messageListeners) fn(m);
    switch (m.type) {
      case 'seat-token':
        this.tokens?.setItem(TOKEN_KEY(this.room!.roomId), m.token);
        return;
      case 'table':
        return this.set({ table: m });
      case 'position':
        return this.set({ position: m, lastError: null });
      case 'record':
        return this.set({ record: m.record });
      case 'error':
        return this.set({ lastError: m });
      default:
        return; // 'thrown' and 'flicked' reach the 3D table through onMessage
    }
  }

  private send(type: string, payload: Record<string, unknown> = {}): void {
    this.room?.send(type, { id: this.nextId++, ...payload });
  }

  private play(type: 'act' | 'throw' | 'flick', payload: Record<string, unknown>): void {
    const t = this.snapshot.table;
    const p = this.snapshot.position;
    if (!t || !p) return;
    this.send(type, { game: t.game, seq: p.seq, ...payload });
  }

  act(action: unknown): void {
    this.play('act', { action });
  }
  throwDice(gesture?: Gesture): void {
    this.play('throw', gesture ? { gesture } : {});
  }
  flick(angle: number, power: number): void {
    this.play('flick', { angle, power });
  }
  start(): void {
    this.send('start');
  }
  setSeat(seat: number, plan: string): void {
    this.send('set-seat', { seat, plan });
  }
  takeSeat(seat: number): void {
    this.send('take-seat', { seat });
  }
  handToBot(seat: number): void {
    this.send('hand-to-bot', { seat });
  }
  /** Play one's own seat again after the others let a bot play it (coming back to the table does the same). */
  takeBack(): void {
    this.send('take-back');
  }

  /** Leave for good (the seat stays this browser's until the game is over). */
  async close(): Promise<void> {
    this.closed = true;
    await this.room?.leave(true).catch(() => undefined);
  }
}
