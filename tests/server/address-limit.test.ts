// The limits per address (address-limit.ts): a sliding minute per address,
// and on a real server the create past TABLES_PER_MINUTE is refused with a
// sentence the SDK shows, while joining by code goes on. (Its own file: a
// Colyseus server is one per process; the join limit is join-limit.test.ts.)

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { bootServer, createTable, joinTable, type Booted } from './helpers.ts';
import { TABLE_ROOM } from '../../src/online/protocol.ts';
import { PerMinuteLimit, matchmakingKind, requestAddress } from '../../src/server/address-limit.ts';

describe('the sliding minute', () => {
  it('counts each address on its own and lets it create again a minute after its oldest table', () => {
    let now = 1_000_000;
    const limit = new PerMinuteLimit(3, () => now);
    for (let i = 0; i < 3; i++, now += 10_000) expect(limit.take('a')).toBe(true);
    // t = 30 s: three in the last minute.
    expect(limit.take('a')).toBe(false);
    expect(limit.take('b')).toBe(true);
    expect(limit.waitSec('a')).toBe(30);
    now = 1_000_000 + 59_999;
    expect(limit.take('a')).toBe(false);
    // The first one is a minute old: one more, and then the second one holds the door.
    now = 1_000_000 + 60_000;
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
    expect(limit.waitSec('a')).toBe(10);
  });

  it('zero a minute refuses every create', () => {
    expect(new PerMinuteLimit(0).take('a')).toBe(false);
  });

  it('counts a create as a create and every other matchmaking call as a join', () => {
    const req = (method: string, url: string) => ({ method, url }) as IncomingMessage;
    expect(matchmakingKind(req('POST', '/matchmake/create/table'))).toBe('create');
    expect(matchmakingKind(req('POST', '/matchmake/joinById/ABC234'))).toBe('join');
    expect(matchmakingKind(req('POST', '/matchmake/reconnect/ABC234'))).toBe('join');
    expect(matchmakingKind(req('POST', '/matchmake/joinOrCreate/table'))).toBe('join');
    expect(matchmakingKind(req('GET', '/health'))).toBe(null);
  });

  it('reads the socket address, and X-Forwarded-For only behind a trusted proxy', () => {
    const req = { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, socket: { remoteAddress: '10.0.0.1' } } as unknown as IncomingMessage;
    expect(requestAddress(req, false)).toBe('10.0.0.1');
    expect(requestAddress(req, true)).toBe('203.0.113.9');
  });
});

describe('on a server with TABLES_PER_MINUTE = 2', () => {
  let b: Booted;
  beforeAll(async () => {
    b = await bootServer({ tablesPerMinute: 2 });
  });
  afterAll(async () => {
    await b.table.close();
  });

  it('refuses the third create from this address with a clear error; joining by code goes on', async () => {
    const first = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    await createTable(b, { game: 'gambler', seats: ['human', 'bot:easy'] });
    await expect(b.colyseus.sdk.create(TABLE_ROOM, { game: 'main-street', seats: ['human', 'human'] })).rejects.toThrow(
      /too many new tables from this address: at most 2 a minute; try again in \d+ s/,
    );
    const guest = await joinTable(b, first.code);
    expect(guest.lastTable().you).toBe(1);
    const health = (await (await fetch(`http://127.0.0.1:${b.table.port}/health`)).json()) as { tables: number };
    expect(health.tables).toBe(2);
  });
});
