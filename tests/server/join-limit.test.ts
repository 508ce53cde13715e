// The join limit per address (JOINS_PER_MINUTE) on a real table server: a
// client hammering joinById, at a table that exists and at codes that do not,
// gets the matchmaker's 429 with a sentence once past the limit, no room is
// made and no spectator counted for the refused joins, and a player at
// another table gets every answer meanwhile. (Its own file: a Colyseus server
// is one per process.)

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, createTable, joinTable, type Booted, type Player } from './helpers.ts';
import type { PositionMessage } from '../../src/online/protocol.ts';

const JOINS = 12;
let b: Booted;
beforeAll(async () => {
  b = await bootServer({ joinsPerMinute: JOINS });
});
afterAll(async () => {
  await b.table.close();
});

const pos = (p: Player, after = -1) => p.next<PositionMessage>((m) => m.type === 'position' && m.seq > after, 20_000, true);

/** One move of a human seat against a bot, and how long its answer took. */
async function moveOnce(player: Player): Promise<number> {
  const p = player.lastPosition()!;
  const sent = performance.now();
  if (p.awaiting.kind === 'decision') player.send('act', { game: 'main-street', seq: p.seq, action: p.legal[0] });
  else player.send('throw', { game: 'main-street', seq: p.seq });
  await pos(player, p.seq);
  const ms = performance.now() - sent;
  // Wait for the bot's reply (the seat's turn again) before the next move.
  await player.next((m) => m.type === 'position' && (m.awaiting.kind === 'end' || m.awaiting.seat === 0), 20_000, true);
  return ms;
}

describe(`on a server with JOINS_PER_MINUTE = ${JOINS}`, () => {
  it('refuses the joins past the limit with code 429 and a sentence; the table and other players carry on', async () => {
    // Another table, playing: a human seat against a bot.
    const player = await createTable(b, { game: 'main-street', seats: ['human', 'bot:easy'] });
    player.send('start');
    await pos(player);
    await player.next((m) => m.type === 'position' && m.awaiting.kind !== 'end' && m.awaiting.seat === 0, 20_000, true);
    // The table being knocked on, with its one honest guest (a join: 1 of the minute's).
    const host = await createTable(b, { game: 'main-street', seats: ['human', 'human'] });
    const guest = await joinTable(b, host.code);
    expect(guest.lastTable().you).toBe(1);

    // The hammer: watch the table again and again, and guess codes that are no table.
    const tries = 60;
    const joins = Array.from({ length: tries }, (_, i) =>
      (i % 2 ? b.colyseus.sdk.joinById(host.code, { watch: true }) : b.colyseus.sdk.joinById(`ZZ${String(1000 + i)}`, {})).then(
        (room) => (room.onMessage('*', () => undefined), { ok: true as const, room }),
        (e: unknown) => ({ ok: false as const, code: (e as { code?: number }).code, message: (e as Error).message }),
      ),
    );
    // Meanwhile the other table plays on, each move answered.
    const moves: number[] = [];
    for (let i = 0; i < 3; i++) moves.push(await moveOnce(player));
    const results = await Promise.all(joins);

    const refused = results.filter((r) => !r.ok && r.code === 429);
    const admitted = results.filter((r) => r.ok);
    // The honest guest took one of the minute's joins; the hammer gets the rest, then 429s.
    expect(refused.length).toBe(tries - (JOINS - 1));
    for (const r of refused) expect(r.ok ? '' : r.message).toMatch(new RegExp(`^too many joins from this address: at most ${JOINS} a minute; try again in \\d+ s$`));
    // Those under the limit were ordinary joins: watchers of the real table, "no such room" for the guessed codes.
    expect(admitted.length).toBeLessThanOrEqual(JOINS - 1);
    expect(results.filter((r) => !r.ok && r.code !== 429).every((r) => !r.ok && !/too many/.test(r.message))).toBe(true);
    // The table counts only the watchers let in, and no room was made for a guessed code.
    await host.next((m) => m.type === 'table' && m.spectators === admitted.length, 10_000, true);
    const health = (await (await fetch(`http://127.0.0.1:${b.table.port}/health`)).json()) as { tables: number };
    expect(health.tables).toBe(2);
    // Every move of the other table was answered (the limit answers the hammer before any matchmaking).
    expect(moves).toHaveLength(3);
    for (const ms of moves) expect(ms).toBeLessThan(5_000);
    // Creating is not joining: the host may still open a new table.
    const another = await createTable(b, { game: 'gambler', seats: ['human', 'bot:easy'] });
    expect(another.lastTable().you).toBe(0);
    for (const r of admitted) if (r.ok) await r.room.leave(true);
  });
});
