// A limit on how many tables one address may create a minute. Every table
// costs the server a room, a stored log and bot threads' time; without a
// limit one script could create tables until the process runs out of memory
// or the store fills. Joining is not limited here (the link is the invite).
//
// Colyseus's matchmaking request carries no peer address (only proxy
// headers, which any client can write), so the limit sits in front of the
// HTTP server's own request listeners and reads the socket's address; only
// behind a proxy the operator names (TRUST_PROXY) is X-Forwarded-For's first
// hop believed.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Tables one address may create in a minute when the environment says nothing. */
export const DEFAULT_TABLES_PER_MINUTE = 10;

const WINDOW_MS = 60_000;

/** A sliding window of creations per address. */
export class CreateLimit {
  private readonly made = new Map<string, number[]>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` may create one more table now (and if so, it is counted). */
  take(address: string): boolean {
    const now = this.now();
    const recent = (this.made.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= this.perMinute) {
      this.made.set(address, recent);
      return false;
    }
    recent.push(now);
    this.made.set(address, recent);
    // Forget addresses whose window has passed, so the map cannot grow without end.
    if (this.made.size > 10_000) for (const [a, times] of this.made) if (times.every((t) => now - t >= WINDOW_MS)) this.made.delete(a);
    return true;
  }

  /** Seconds until `address` may create again (0 when it may now). */
  waitSec(address: string): number {
    const times = this.made.get(address) ?? [];
    if (times.length < this.perMinute) return 0;
    return Math.max(1, Math.ceil((times[0]! + WINDOW_MS - this.now()) / 1000));
  }
}

/** The address a request comes from: the socket's, or behind a trusted proxy the first X-Forwarded-For hop. */
export function requestAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** The matchmaking path that creates a room: POST /matchmake/create/<room>. */
const isCreate = (req: IncomingMessage): boolean => req.method === 'POST' && /^\/matchmake\/create\//.test(req.url ?? '');

/**
 * Put `limit` in front of every request listener `http` has now: a create over
 * the limit is answered 429 with a JSON error the SDK shows (`error`), and no
 * other listener sees it.
 */
export function guardCreates(http: Server, limit: CreateLimit, trustProxy: boolean, originAllowed: (origin: string | null) => boolean): void {
  const listeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isCreate(req)) {
      const address = requestAddress(req, trustProxy);
      if (!limit.take(address)) {
        const error = `too many new tables from this address: at most ${limit.perMinute} a minute; try again in ${limit.waitSec(address)} s`;
        const body = JSON.stringify({ code: 429, error });
        // A page we serve reads the refusal across origins like any matchmaking answer.
        const origin = req.headers.origin ?? null;
        const cors = origin && originAllowed(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
        res.writeHead(429, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'retry-after': String(limit.waitSec(address)), ...cors });
        res.end(body);
        return;
      }
    }
    for (const l of listeners) l.call(http, req, res);
  });
}
