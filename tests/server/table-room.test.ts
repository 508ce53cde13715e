// The online table over real WebSockets (Colyseus 0.18 with @colyseus/testing):
// joining and seats, the host's start, ordering, every kind of refusal (to the
// sender only), spectators, reconnection with the seat token, handing an
// away seat to a bot, and /health.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, createTable, joinTable, type Booted, type Player } from './helpers.ts';
import type { PositionMessage, TableError } from '../../src/online/protocol.ts';

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

const pos = (p: Player) => p.next<PositionMessage>((m) => m.type === 'position', 20_000, true);

/** A two-human Main Street table, started, with both players seated. */
async function startedPair(game = 'main-street'): Promise<{ host: Player; guest: Player }> {
  const host = await createTable(b, { game, seats: ['human', 'human'], name: 'Ada' });
  const guest = await joinTable(b, host.code, { name: 'Bo' });
  host.send('start');
  await host.next((m) => m.type === 'position');
  await guest.next((m) => m.type === 'position', 20_000, true);
  return { host, guest };
}

describe('joining and seats', () => {
  it('the creator holds the first seat and the host token, the next player the open seat, a third watches', async () => {
    const host = await createTable(b, { game: 'gambler', seats: ['human', 'bot:easy', 'human'], name: 'Ada' });
    expect(host.lastTable()).toMatchObject({ you: 0, host: true, started: false, game: 'gambler' });
    expect(host.token).toMatch(/^[\w-]{20,}$/);
    const guest = await joinTable(b, host.code, { name: 'Bo' });
    expect(guest.lastTable()).toMatchObject({ you: 2, host: false });
    const watcher = await joinTable(b, host.code);
    expect(watcher.lastTable().you).toBeNull();
    expect(watcher.token).toBeNull();
    const seats = (await host.next((m) => m.type === 'table' && m.spectators === 1, 5000, true)) as { seats: { name: string | null; connected: boolean }[] };
    expect(seats.seats.map((s) => s.name)).toEqual(['Ada', null, 'Bo']);
    expect(seats.seats.every((s) => s.connected)).toBe(true);
  });

  it('only the host starts, and only when every human seat is taken', async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    host.send('start');
    expect(await host.error('seats-open')).toBeTruthy();
    const guest = await joinTable(b, host.code);
    guest.send('start');
    expect(await guest.error('not-host')).toBeTruthy();
    host.send('set-seat', { seat: 1, plan: 'bot:easy' });
    // Making the guest's seat a bot moved it out; the host starts with the bot.
    host.send('start');
    const p = await pos(host);
    expect(p.seq).toBeGreaterThanOrEqual(0);
    expect(host.lastTable().started).toBe(true);
    host.send('set-seat', { seat: 1, plan: 'human' });
    expect(await host.error('already-started')).toBeTruthy();
  });

  it('a join to a table that does not exist is refused', async () => {
    await expect(b.colyseus.sdk.joinById('NOSUCH', {})).rejects.toThrow();
  });

  it('a table of an unknown game, or with a seat count the game does not take, is not created', async () => {
    await expect(b.colyseus.sdk.create('table', { game: 'chess', seats: ['human', 'human'] })).rejects.toThrow(/unknown game/);
    await expect(b.colyseus.sdk.create('table', { game: 'main-street', seats: ['human'] })).rejects.toThrow(/seats/);
  });
});

describe('ordering and refusals', () => {
  it('refuses, to the sender only, moves of the wrong seat, out of turn, of another game, repeated, or malformed', async () => {
    const { host, guest } = await startedPair();
    const p = await pos(host);
    const mover = p.awaiting.kind !== 'end' && p.awaiting.seat === 0 ? host : guest;
    const waiter = mover === host ? guest : host;
    const mp = await pos(mover);
    const before = waiter.messages.length;

    waiter.send('act', { game: 'main-street', seq: mp.seq, action: { type: 'stop' } });
    expect((await waiter.error('not-your-turn')) as TableError).toMatchObject({ code: 'not-your-turn' });
    mover.send('act', { game: 'gambler', seq: mp.seq, action: {} });
    await mover.error('wrong-game');
    mover.send('act', { game: 'main-street', seq: mp.seq + 3, action: {} });
    await mover.error('stale');
    mover.send('act', { game: 'main-street', seq: mp.seq });
    await mover.error('malformed');
    mover.send('act', { game: 'main-street', seq: 'one', action: {} });
    await mover.error('malformed');
    mover.send('dice', { faces: [6, 6, 6] });
    await mover.error('unknown-message');
    mover.send('act', { game: 'main-street', seq: mp.seq, action: { junk: 'x'.repeat(5000) } });
    await mover.error('oversized');

    // A legal move goes through; replaying the very same message afterwards is stale.
    const move = mp.awaiting.kind === 'decision' ? { type: 'act', action: mp.legal[0] } : mp.awaiting.kind === 'throw' ? { type: 'throw' } : { type: 'flick', angle: 0, power: 0.5 };
    const payload = { game: 'main-street', seq: mp.seq, ...(move.type === 'act' ? { action: move.action } : move.type === 'flick' ? { angle: 0, power: 0.5 } : {}) };
    mover.send(move.type, payload);
    await mover.next((m) => m.type === 'position' && m.seq > mp.seq);
    mover.send(move.type, payload);
    await mover.error('stale');

    // The other seat heard none of the mover's errors.
    const waiterErrors = waiter.messages.slice(before).filter((m) => m.type === 'error');
    expect(waiterErrors.map((e) => (e as TableError).code)).toEqual(['not-your-turn']);
  });

  it('a spectator cannot act; a flood of messages gets a rate-limit error while the table plays on', async () => {
    const { host, guest } = await startedPair();
    const watcher = await joinTable(b, host.code, { watch: true });
    const wp = await pos(watcher);
    expect(wp.legal).toEqual([]);
    watcher.send('act', { game: 'main-street', seq: wp.seq, action: {} });
    await watcher.error('spectator');
    for (let i = 0; i < 80; i++) guest.send('take-back');
    await guest.error('rate-limited');
    // The host still plays.
    const hp = await pos(host);
    if (hp.awaiting.kind === 'decision' && hp.awaiting.seat === 0) {
      host.send('act', { game: 'main-street', seq: hp.seq, action: hp.legal[0] });
      await host.next((m) => m.type === 'position' && m.seq === hp.seq + 1);
    }
  });

  it('a flick out of range and a drag that is no throw are refused with their own codes', async () => {
    const { host } = await startedPair();
    host.send('flick', { game: 'main-street', seq: 0, angle: 0, power: 7 });
    await host.error('bad-flick');
    host.send('flick', { game: 'main-street', seq: 0, angle: Number.NaN, power: 0.5 });
    // NaN does not survive msgpack as a number the table accepts.
    await host.error('bad-flick');
    host.send('throw', { game: 'main-street', seq: 0, gesture: { from: { x: 0, z: 0 }, to: 'far', durationMs: 10 } });
    await host.error('bad-throw');
  });
});

describe('leaving and coming back', () => {
  it('a player who leaves is shown away, and the seat token gives the seat back at the same position', async () => {
    const { host, guest } = await startedPair();
    const token = guest.token!;
    const seq = (await pos(guest)).seq;
    await guest.room.leave(true);
    const away = await host.next((m) => m.type === 'table' && m.seats[1]!.connected === false, 5000, true);
    expect(away.type).toBe('table');
    const back = await joinTable(b, host.code, { token });
    expect(back.lastTable().you).toBe(1);
    expect((await pos(back)).seq).toBe(seq);
    await host.next((m) => m.type === 'table' && m.seats[1]!.connected === true, 5000, true);
  });

  it('a seat away longer than the limit can be handed to a bot, which plays it; its player takes it back by returning', async () => {
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'], awayLimitSec: 2 });
    const guest = await joinTable(b, host.code);
    host.send('start');
    await pos(host);
    host.send('hand-to-bot', { seat: 1 });
    await host.error('not-away');
    const token = guest.token!;
    await guest.room.leave(true);
    await host.next((m) => m.type === 'table' && m.seats[1]!.connected === false, 5000, true);
    host.send('hand-to-bot', { seat: 1 });
    await host.error('not-away');
    // The server tells everyone when the seat has been away for the limit (nothing else changes then).
    await host.next((m) => m.type === 'table' && (m.seats[1]!.awaySec ?? 0) >= 2, 10_000);
    host.send('hand-to-bot', { seat: 1 });
    await host.next((m) => m.type === 'table' && m.seats[1]!.standIn === true);
    // Play the host's turns until the stand-in has made a move for seat 1.
    const seatOneMoved = async () => {
      for (let i = 0; i < 200; i++) {
        const p = await host.next<PositionMessage>((m) => m.type === 'position', 20_000, true);
        const last = b.table.store; // (the store holds the log; read the record through it)
        const snap = await last.load(host.code);
        const bySeatOne = snap!.record.inputs.some((e) => e.input.kind === 'action' && e.input.seat === 1);
        if (bySeatOne) return true;
        if (p.awaiting.kind === 'decision' && p.awaiting.seat === 0) host.send('act', { game: 'main-street', seq: p.seq, action: p.legal[0] });
        else if (p.awaiting.kind === 'throw' && p.awaiting.seat === 0) host.send('throw', { game: 'main-street', seq: p.seq });
        await host.next((m) => m.type === 'position' && m.seq > p.seq, 20_000);
      }
      return false;
    };
    expect(await seatOneMoved()).toBe(true);
    const back = await joinTable(b, host.code, { token });
    expect(back.lastTable().seats[1]!.standIn).toBe(false);
  });
});

describe('health', () => {
  it('GET /health answers 200 with the number of open tables', async () => {
    const res = await fetch(`http://127.0.0.1:${b.table.port}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tables: number };
    expect(body.tables).toBeGreaterThan(0);
  });
});
