// A real table server on a free localhost port and SDK clients that record
// every message they get, for the server tests (no mocks of Colyseus).

import { createServer } from 'node:net';
import { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from '@colyseus/sdk';
import { createTableServer, type TableServer, type TableServerOptions } from '../../src/server/app.ts';
import { TABLE_ROOM, type CreateOptions, type JoinOptions, type PositionMessage, type ServerMessage, type TableInfo } from '../../src/online/protocol.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Booted {
  table: TableServer;
  colyseus: ColyseusTestServer;
}

export async function bootServer(opts: Partial<TableServerOptions> = {}): Promise<Booted> {
  const table = await createTableServer({ port: await freePort(), botThreads: 1, log: () => undefined, ...opts });
  return { table, colyseus: new ColyseusTestServer(table.server) };
}

/** A connected client and everything it was sent, in order. */
export class Player {
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  token: string | null = null;
  private nextId = 1;

  constructor(readonly room: Room) {
    room.onMessage('*', (_type, payload) => {
      const m = payload as ServerMessage;
      if (m.type === 'seat-token') this.token = m.token;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  get code(): string {
    return this.room.roomId;
  }

  /** The first message from now (or already received, when `past`) that passes `test`. */
  next<T extends ServerMessage>(test: (m: ServerMessage) => boolean, timeoutMs = 20_000, past = false): Promise<T> {
    if (past) {
      const found = [...this.messages].reverse().find(test);
      if (found) return Promise.resolve(found as T);
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m as T)) });
    });
  }

  error(code: string): Promise<ServerMessage> {
    return this.next((m) => m.type === 'error' && m.code === code);
  }

  lastTable(): TableInfo {
    const t = [...this.messages].reverse().find((m) => m.type === 'table');
    if (!t) throw new Error('no table message yet');
    return t as TableInfo;
  }

  lastPosition(): PositionMessage | null {
    return ([...this.messages].reverse().find((m) => m.type === 'position') as PositionMessage | undefined) ?? null;
  }

  send(type: string, payload: Record<string, unknown> = {}): number {
    const id = this.nextId++;
    this.room.send(type, { id, ...payload });
    return id;
  }
}

export async function createTable(b: Booted, opts: CreateOptions): Promise<Player> {
  const room = await b.colyseus.sdk.create(TABLE_ROOM, opts);
  const p = new Player(room);
  await p.next((m) => m.type === 'table', 30_000, true);
  return p;
}

export async function joinTable(b: Booted, code: string, opts: JoinOptions = {}): Promise<Player> {
  const room = await b.colyseus.sdk.joinById(code, opts);
  const p = new Player(room);
  await p.next((m) => m.type === 'table', 30_000, true);
  return p;
}
