// A seat whose player is connected but never moves stalls the table just as
// an absent one does: once the game has waited for it the host's away limit,
// the server tells everyone (a table message with stalledSec), any other
// seated player may let a bot play it, the bot moves for it, and its player
// takes it back with take-back. Before the limit the answer is not-away.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootServer, createTable, joinTable, type Booted, type Player } from './helpers.ts';
import type { PositionMessage, TableInfo } from '../../src/online/protocol.ts';

let b: Booted;
beforeAll(async () => {
  b = await bootServer();
});
afterAll(async () => {
  await b.table.close();
});

const GAME = 'main-street';
const LIMIT = 2;
const pos = (p: Player, after = -1) => p.next<PositionMessage>((m) => m.type === 'position' && m.seq > after, 20_000, true);

it('a connected seat that keeps the game waiting past the away limit can be handed to a bot and taken back', async () => {
  const host = await createTable(b, { game: GAME, seats: ['human', 'human'], awayLimitSec: LIMIT });
  const guest = await joinTable(b, host.code);
  host.send('start');
  const first = await pos(host);
  if (first.awaiting.kind === 'end') throw new Error('ended at once');
  // Whoever the game waits for stalls; the other one asks.
  const [staller, other, seat] = first.awaiting.seat === 0 ? [host, guest, 0] : [guest, host, 1];
  const start = Date.now();
  other.send('hand-to-bot', { seat });
  expect(await other.error('not-away')).toMatchObject({ message: expect.stringMatching(/kept the game waiting/) });
  // The server says so by itself when the limit passes, while the staller is still connected.
  const told = await other.next<TableInfo>((m) => m.type === 'table' && (m.seats[seat]!.stalledSec ?? 0) >= LIMIT, 10_000);
  expect(Date.now() - start).toBeGreaterThanOrEqual(LIMIT * 1000 - 100);
  expect(told.seats[seat]).toMatchObject({ connected: true, standIn: false, awaySec: null });
  // The staller does not hand itself over by accident: only the seat awaited counts, not the asker's.
  expect(told.seats[1 - seat]!.stalledSec).toBeNull();

  other.send('hand-to-bot', { seat });
  await other.next((m) => m.type === 'table' && m.seats[seat]!.standIn === true);
  // The bot plays the stalled seat's move; the staller's own move now is refused until it takes the seat back.
  const moved = await pos(other, first.seq);
  expect(moved.seq).toBeGreaterThan(first.seq);
  const record = (await b.table.store.load(host.code))!.record;
  expect(record.inputs[first.seq]!.input).toMatchObject(first.awaiting.kind === 'decision' ? { kind: 'action', seat } : {});
  const now = await pos(staller, first.seq);
  if (now.awaiting.kind !== 'end' && now.awaiting.seat === seat) {
    staller.send('act', { game: GAME, seq: now.seq, action: now.legal[0] ?? {} });
    expect(await staller.error('not-your-turn')).toMatchObject({ message: expect.stringMatching(/take it back/) });
  }
  staller.send('take-back');
  const back = await staller.next<TableInfo>((m) => m.type === 'table' && m.seats[seat]!.standIn === false);
  expect(back.you).toBe(seat);
});

it('a seat moving within the limit is never handable, and a bot seat is never "stalled"', async () => {
  const host = await createTable(b, { game: GAME, seats: ['human', 'bot:easy'], awayLimitSec: LIMIT });
  host.send('start');
  const p = await pos(host);
  host.send('hand-to-bot', { seat: 1 });
  await host.error('not-away');
  expect(host.lastTable().seats[1]!.stalledSec).toBeNull();
  if (p.awaiting.kind !== 'end' && p.awaiting.seat === 0) expect(host.lastTable().seats[0]!.stalledSec).toBe(0);
});
