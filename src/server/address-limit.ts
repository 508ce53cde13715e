// Limits on what one address may ask the matchmaker for in a minute: new
// tables (TABLES_PER_MINUTE) and joins (JOINS_PER_MINUTE: joinById and
// reconnect, to tables that exist or not). Every table costs the server a
// room, a stored log and bot threads' time; without a limit one script could
// create tables until the process runs out of memory. Joins are cheap alone,
// but a client hammering joinById guesses table codes (to take an open seat or
// watch) and spends the matchmaker's time that other tables' players need.
//
// Colyseus's matchmaking request carries no peer address (only proxy
// headers, which any client can write), so the limit sits in front of the
// HTTP server's own request listeners and reads the socket's address; only
// behind a proxy the operator names (TRUST_PROXY) is X-Forwarded-For's first
// hop believed. A refused request is answered at once (429, the sentence as
// the SDK's error), before Colyseus reads its body or looks for a room.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Tables one address may create in a minute when the environment says nothing. */
export const DEFAULT_TABLES_PER_MINUTE = 10;
/** Joins (by code, or reconnecting) one address may make in a minute when the environment says nothing. */
export const DEFAULT_JOINS_PER_MINUTE = 60;

const WINDOW_MS = 60_000;

/** A sliding minute of requests per address. */
export class PerMinuteLimit {
  private readonly made = new Map<string, number[]>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` may make one more request now (and if so, it is counted). */
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

  /** Seconds until `address` may ask again (0 when it may now). */
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

/** Which limited matchmaking call a request is: POST /matchmake/<method>/<room or code>. */
export function matchmakingKind(req: IncomingMessage): 'create' | 'join' | null {
  if (req.method !== 'POST') return null;
  const method = /^\/matchmake\/(\w+)\//.exec(req.url ?? '')?.[1];
  if (method === 'create') return 'create';
  // Every other method joins something (those a client may not call are refused by Colyseus, but they count here too).
  return method ? 'join' : null;
}

export interface AddressLimits {
  create?: PerMinuteLimit;
  join?: PerMinuteLimit;
}

/** The sentence a refused request gets (the SDK's error message; its code is 429). */
export const limitSentence = (kind: 'create' | 'join', perMinute: number, waitSec: number): string =>
  kind === 'create'
    ? `too many new tables from this address: at most ${perMinute} a minute; try again in ${waitSec} s`
    : `too many joins from this address: at most ${perMinute} a minute; try again in ${waitSec} s`;

/**
 * Put `limits` in front of every request listener `http` has now: a create or
 * join over its limit is answered 429 with a JSON error the SDK shows
 * (`error`, and `code` 429 on the SDK's MatchMakeError), and no other listener
 * sees it.
 */
export function guardMatchmaking(http: Server, limits: AddressLimits, trustProxy: boolean, originAllowed: (origin: string | null) => boolean): void {
  const listeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const kind = matchmakingKind(req);
    const limit = kind && limits[kind];
    if (kind && limit) {
      const address = requestAddress(req, trustProxy);
      if (!limit.take(address)) {
        const wait = limit.waitSec(address);
        const body = JSON.stringify({ code: 429, error: limitSentence(kind, limit.perMinute, wait) });
        // A page we serve reads the refusal across origins like any matchmaking answer.
        const origin = req.headers.origin ?? null;
        const cors = origin && originAllowed(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
        res.writeHead(429, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'retry-after': String(wait), ...cors });
        res.end(body);
        req.resume(); // its body is not read
        return;
      }
    }
    for (const l of listeners) l.call(http, req, res);
  });
}
