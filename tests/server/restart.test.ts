// A server killed mid-game (SIGKILL: no goodbye) and started again on the same
// file store brings the table back; the player rejoins with its seat token at
// the very position, nothing lost or doubled, and plays on. Also: the process
// prints its address line and answers /health.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { loadGame } from '../../src/games/registry.ts';
import { resimulate } from '../../src/core/replay.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { fileStore } from '../../src/server/file-store.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { TABLE_ROOM, type PositionMessage } from '../../src/online/protocol.ts';
import { freePort, Player } from './helpers.ts';
import { playSeat } from './play.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const running: ServerProcess[] = [];
let dir = '';
afterAll(async () => {
  for (const s of running) await s.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('a table survives its server being killed: restored from the file store, rejoined by seat token, played on', async () => {
  dir = await mkdtemp(join(tmpdir(), 'ft-tables-'));
  const port = await freePort();
  const first = await startServerProcess(['--port', String(port), '--data', dir]);
  running.push(first);
  expect(first.address).toBe(`ws://127.0.0.1:${port}`);
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  expect(health.status).toBe(200);

  const client = new Client(first.address);
  const host = new Player(await client.create(TABLE_ROOM, { game: 'main-street', seats: ['human', 'bot:easy'] }));
  await host.next((m) => m.type === 'seat-token', 60_000, true);
  const code = host.code;
  const token = host.token!;
  host.send('start');
  const before = await playSeat(host, 0, { game: 'main-street', seed: 3 }, 12);
  // Killed mid-game; the bot may have moved once more after the last position the
  // player read, so the store holds at least what the player saw, and the restart
  // brings back exactly what the store holds.
  await first.kill('SIGKILL');
  const stored = await fileStore(dir).load(code);
  expect(stored!.record.inputs.length).toBeGreaterThanOrEqual(before.seq);
  const second = await startServerProcess(['--port', String(port), '--data', dir]);
  running.push(second);
  const health2 = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { tables: number };
  expect(health2.tables).toBe(1);

  const back = new Player(await new Client(second.address).joinById(code, { token }));
  const pos = await back.next<PositionMessage>((m) => m.type === 'position', 60_000, true);
  expect(pos.seq).toBe(stored!.record.inputs.length);
  expect(back.lastTable().you).toBe(0);
  const after = await playSeat(back, 0, { game: 'main-street', seed: 4 }, before.seq + 10);
  expect(after.seq).toBeGreaterThan(before.seq);

  const final = await fileStore(dir).load(code);
  expect(final!.record.inputs.slice(0, stored!.record.inputs.length)).toEqual(stored!.record.inputs);
  await initPhysics();
  expect(resimulate(await loadGame('main-street'), final!.record, rapierRunner)).toEqual({ ok: true, checked: expect.any(Number), unchecked: 0 });
}, 300_000);
