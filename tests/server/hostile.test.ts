// A hostile client against a real table server (Colyseus over WebSockets,
// @colyseus/testing): the "bad input" list item by item that
// table-room.test.ts does not already cover, and the doors around the table
// (matchmaking methods, restores, spectators; the limits on creating and
// joining tables are address-limit.test.ts and join-limit.test.ts, servers of
// their own). Every refusal is a typed error to the sender only, and the honest players play on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, createTable, joinTable, type Booted, type Player } from './helpers.ts';
import { LIMITS, TABLE_ROOM, type PositionMessage, type TableError, type ThrownMessage } from '../../src/online/protocol.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { restoreOptions } from '../../src/server/table-room.ts';
import { ONE_WAY_SEEDS, SECRET_SEEDS, throwSeed } from '../../src/core/derive.ts';
import { unmixSeed } from '../core/fixtures/invert-mix-seed.ts';

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

const pos = (p: Player, after = -1) => p.next<PositionMessage>((m) => m.type === 'position' && m.seq > after, 20_000, true);
const errorsOf = (p: Player, from = 0) => p.messages.slice(from).filter((m): m is TableError => m.type === 'error').map((e) => e.code);

/** A started two-human table of `game`. */
async function startedPair(game = 'main-street', awayLimitSec?: number): Promise<{ host: Player; guest: Player }> {
  const host = await createTable(b, { game, seats: ['human', 'human'], name: 'Ada', ...(awayLimitSec === undefined ? {} : { awayLimitSec }) });
  const guest = await joinTable(b, host.code, { name: 'Bo' });
  host.send('start');
  await pos(host);
  await pos(guest);
  return { host, guest };
}

/** Play `player`'s decisions (first legal move) until the game awaits `want` from seat `seat`. */
async function playUntil(player: Player, seat: number, game: string, want: (p: PositionMessage) => boolean): Promise<PositionMessage> {
  for (let i = 0; i < 400; i++) {
    const p = player.lastPosition()!;
    if (want(p)) return p;
    if (p.awaiting.kind === 'end') throw new Error('the game ended first');
    if (p.awaiting.seat === seat && p.awaiting.kind === 'decision') player.send('act', { game, seq: p.seq, action: p.legal[0] });
    else if (p.awaiting.seat === seat && p.awaiting.kind === 'throw') player.send('throw', { game, seq: p.seq });
    else if (p.awaiting.seat === seat) player.send('flick', { game, seq: p.seq, angle: 0, power: 0.5 });
    await pos(player, p.seq);
    await new Promise((r) => setTimeout(r, 60)); // within the rate limit
  }
  throw new Error('never reached');
}

describe('the doors around the table', () => {
  it('only create, joinById and reconnect are open: no join or joinOrCreate into somebody\'s table', async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    await expect(b.colyseus.sdk.join(TABLE_ROOM, {})).rejects.toThrow(/invalid method/);
    await expect(b.colyseus.sdk.joinOrCreate(TABLE_ROOM, { game: 'main-street', seats: ['human', 'human'] })).rejects.toThrow(/invalid method/);
    // The open seat is still open: nobody slipped in.
    expect(host.lastTable().seats[1]!.taken).toBe(false);
    // The invite (join by code) still works.
    const guest = await joinTable(b, host.code);
    expect(guest.lastTable().you).toBe(1);
  });

  it('a client cannot restore a stored table (a second room of a table in play), with or without a forged key', async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    await expect(b.colyseus.sdk.create(TABLE_ROOM, { restore: host.code })).rejects.toThrow(/restored by the server only/);
    await expect(b.colyseus.sdk.create(TABLE_ROOM, { restore: host.code, restoreKey: '0'.repeat(32) })).rejects.toThrow(/restored by the server only/);
    await expect(b.colyseus.sdk.create(TABLE_ROOM, { restore: 42 })).rejects.toThrow(/restored by the server only/);
    // The key is this process's own and random: another process's (or a guessed) one is not it.
    expect(restoreOptions(host.code).restoreKey).toMatch(/^[0-9a-f]{32}$/);
    // The table is untouched: its host is still connected and seated.
    const guest = await joinTable(b, host.code);
    expect(guest.lastTable().seats.map((s) => s.connected)).toEqual([true, true]);
  });

  it(`a table takes ${LIMITS.maxSpectators} spectators; the next is refused with a sentence, and one leaving lets another in`, async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'bot:easy'] });
    const watchers: Player[] = [];
    for (let i = 0; i < LIMITS.maxSpectators; i++) watchers.push(await joinTable(b, host.code, { watch: true }));
    await host.next((m) => m.type === 'table' && m.spectators === LIMITS.maxSpectators, 10_000, true);
    await expect(b.colyseus.sdk.joinById(host.code, { watch: true })).rejects.toThrow(new RegExp(`${LIMITS.maxSpectators} spectators already`));
    // A client with no seat to go to (the table is full) is a spectator too.
    await expect(b.colyseus.sdk.joinById(host.code, {})).rejects.toThrow(/spectators already/);
    // The host (a seat token) still gets back in; the count is right.
    await host.room.leave(true);
    const back = await joinTable(b, host.code, { token: host.token! });
    expect(back.lastTable()).toMatchObject({ you: 0, spectators: LIMITS.maxSpectators });
    await watchers[0]!.room.leave(true);
    await back.next((m) => m.type === 'table' && m.spectators === LIMITS.maxSpectators - 1, 10_000, true);
    const late = await joinTable(b, host.code, { watch: true });
    expect(late.lastTable().you).toBeNull();
    for (const w of [...watchers.slice(1), late]) await w.room.leave(true);
  });

  it('a token that is not a seat\'s own (guessed, or another table\'s) never gets a held seat', async () => {
    const { host, guest } = await startedPair();
    const other = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    for (const token of ['x'.repeat(24), other.token!, '']) {
      const stranger = await joinTable(b, host.code, { token });
      expect(stranger.lastTable().you).toBeNull();
      expect(stranger.token).toBeNull();
      await stranger.room.leave(true);
    }
    expect(host.lastTable().you).toBe(0);
    expect(guest.lastTable().you).toBe(1);
  });
});

describe('bad messages at the table', () => {
  it('payloads that are not objects, and a seat index out of range, are refused with their codes', async () => {
    const { host } = await startedPair();
    const before = host.messages.length;
    for (const payload of ['act', 7, null, [1, 2]]) host.room.send('act', payload);
    host.send('take-seat', { seat: 99 });
    host.send('hand-to-bot', { seat: -1 });
    host.send('set-seat', { seat: 'one', plan: 'human' });
    await host.next((m) => m.type === 'error' && m.code === 'malformed' && m.ref !== undefined && /seat index and a plan/.test(m.message));
    // Four payloads that are not an act's object, a seat -1 and a seat "one": malformed; seat 99: no such seat.
    expect(errorsOf(host, before)).toEqual(['malformed', 'malformed', 'malformed', 'malformed', 'no-such-seat', 'malformed', 'malformed']);
  });

  it('a frame far over the size limit closes only that socket; the table plays on', async () => {
    const { host, guest } = await startedPair();
    const closed = new Promise<number>((resolve) => guest.room.onLeave((code) => resolve(code)));
    guest.room.send('act', { game: 'main-street', seq: 0, action: { junk: 'x'.repeat(100_000) } });
    expect(await closed).toBeGreaterThan(1000);
    const away = await host.next((m) => m.type === 'table' && m.seats[1]!.connected === false, 10_000, true);
    expect(away.type).toBe('table');
    // The guest comes back with its token; nothing was stored from the oversized frame.
    const back = await joinTable(b, host.code, { token: guest.token! });
    expect((await pos(back)).seq).toBe(host.lastPosition()!.seq);
  });

  it('a move of the right kind is required: a throw or flick where a decision is awaited is a rule error, nothing stored', async () => {
    const { host, guest } = await startedPair();
    const p = host.lastPosition()!;
    const mover = p.awaiting.kind !== 'end' && p.awaiting.seat === 0 ? host : guest;
    const mp = mover.lastPosition()!;
    if (mp.awaiting.kind !== 'decision') throw new Error(`main-street should open on a decision, not ${mp.awaiting.kind}`);
    mover.send('flick', { game: 'main-street', seq: mp.seq, angle: 0, power: 0.5 });
    expect(await mover.error('rule')).toMatchObject({ rule: 'awaiting-decision' });
    mover.send('throw', { game: 'main-street', seq: mp.seq });
    expect(await mover.error('rule')).toMatchObject({ rule: 'awaiting-decision' });
    // The same seq still plays: nothing was stored.
    mover.send('act', { game: 'main-street', seq: mp.seq, action: mp.legal[0] });
    expect((await pos(mover, mp.seq)).seq).toBe(mp.seq + 1);
  });

  it('a forged throw result is ignored: the faces are the server\'s own simulation of the derived seed', async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'bot:easy'] });
    host.send('start');
    await pos(host);
    const p = await playUntil(host, 0, 'main-street', (q) => q.awaiting.kind === 'throw' && q.awaiting.seat === 0);
    if (p.awaiting.kind !== 'throw') throw new Error('no throw');
    const forged = p.awaiting.dice.map(() => 6);
    host.send('throw', { game: 'main-street', seq: p.seq, faces: forged, result: forged, rethrows: [] });
    const thrown = await host.next<ThrownMessage>((m) => m.type === 'thrown' && m.index === p.seq);
    const request = { kind: 'throw' as const, seat: 0, performer: 'human' as const, seed: thrown.seed, kinds: p.awaiting.dice.slice(), area: p.awaiting.area, hidden: p.awaiting.hidden };
    const simulated = rapierRunner.throwDice(request, { kind: 'throw' });
    expect(thrown.faces).toEqual(simulated.faces);
    // And the position applies those faces (the log's next input), not the forged ones.
    expect((await pos(host, p.seq)).seq).toBeGreaterThan(p.seq);
    // The throw's seed, which the thrower gets, is keyed with the table's 128-bit secret (seed version 3):
    // neither the old inverse nor the 32-bit one-way derivation from the record's seed gives it.
    const record = (await b.table.store.load(host.code))!.record;
    expect(record.seedVersion).toBe(SECRET_SEEDS);
    expect(record.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(thrown.seed).toBe(throwSeed(record.seed, p.seq, SECRET_SEEDS, record.secret));
    expect(thrown.seed).not.toBe(throwSeed(record.seed, p.seq, ONE_WAY_SEEDS));
    expect(unmixSeed(thrown.seed, p.seq, 0xd1ce)).not.toBe(record.seed);
  });

  it('a spectator cannot throw, flick, hand a seat over or take one back', async () => {
    const { host } = await startedPair();
    const watcher = await joinTable(b, host.code, { watch: true });
    const wp = await pos(watcher);
    watcher.send('throw', { game: 'main-street', seq: wp.seq });
    watcher.send('flick', { game: 'main-street', seq: wp.seq, angle: 0, power: 0.5 });
    watcher.send('hand-to-bot', { seat: 0 });
    watcher.send('take-back');
    await watcher.next((m) => m.type === 'error' && m.ref === 4);
    expect(errorsOf(watcher)).toEqual(['spectator', 'spectator', 'spectator', 'spectator']);
    // Nobody else heard of it.
    expect(errorsOf(host)).toEqual([]);
  });

  it('a seat opened on a second device: the first is closed, and cannot move for the seat any more', async () => {
    const { host, guest } = await startedPair();
    const closed = new Promise<number>((resolve) => guest.room.onLeave((code) => resolve(code)));
    const second = await joinTable(b, host.code, { token: guest.token! });
    expect(second.lastTable().you).toBe(1);
    expect(await closed).toBe(4001);
    const p = second.lastPosition()!;
    // Seat 1 plays from the second device only; the table carries on.
    const mover = p.awaiting.kind !== 'end' && p.awaiting.seat === 1 ? second : host;
    const mp = mover.lastPosition()!;
    if (mp.awaiting.kind === 'decision') {
      mover.send('act', { game: 'main-street', seq: mp.seq, action: mp.legal[0] });
      expect((await pos(mover, mp.seq)).seq).toBe(mp.seq + 1);
    }
  });
});
