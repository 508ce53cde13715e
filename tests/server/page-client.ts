// The page's own client (OnlineTable, src/online/connection.ts) in a test, with
// its own token storage, so two of them in one process hold two seats. It
// rejoins by itself after a drop, as on the page; `next` and `send` let
// playSeat (play.ts) play it like a raw SDK Player.

import { OnlineTable, type TokenStorage } from '../../src/online/connection.ts';
import type { ServerMessage } from '../../src/online/protocol.ts';

const memoryTokens = (): TokenStorage => {
  const kept = new Map<string, string>();
  return { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v) };
};

export class PageClient {
  readonly table: OnlineTable;
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];

  constructor(address: string) {
    this.table = new OnlineTable(address, memoryTokens());
    this.table.onMessage((m) => {
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => (w.test(m) ? (w.resolve(m), false) : true));
    });
  }

  /** The first message from now (or already received, when `past`) that passes `test`. */
  next<T extends ServerMessage>(test: (m: ServerMessage) => boolean, timeoutMs = 20_000, past = false): Promise<T> {
    const found = past ? [...this.messages].reverse().find(test) : undefined;
    if (found) return Promise.resolve(found as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; status ${this.table.snapshot.status}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m as T)) });
    });
  }

  /** A move as the page sends it: the page adds the game and the seq it has seen. */
  send(type: string, payload: Record<string, unknown> = {}): void {
    if (type === 'act') this.table.act(payload.action);
    else if (type === 'throw') this.table.throwDice(payload.gesture as Parameters<OnlineTable['throwDice']>[0]);
    else if (type === 'flick') this.table.flick(payload.angle as number, payload.power as number);
    else if (type === 'start') this.table.start();
    else throw new Error(`PageClient cannot send ${type}`);
  }
}
