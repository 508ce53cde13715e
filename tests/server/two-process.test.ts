// Two server processes sharing tables through a redis-server this test starts
// (Debian's; .ci/run installs it): a table created through process A is joined
// by a client of process B (the matchmaker finds it in Redis and sends each
// client to the process holding it). Both seats are the page's own client
// (OnlineTable). Mid-game the process holding the table is killed (SIGKILL) and
// started again: it brings the table back from Redis, both clients rejoin by
// themselves at the very position, and the game is played to its end; the
// record holds every move once and re-simulates.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { loadGame } from '../../src/games/registry.ts';
import { resimulate } from '../../src/core/replay.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import type { PositionMessage, RecordMessage } from '../../src/online/protocol.ts';
import { freePort } from './helpers.ts';
import { PageClient } from './page-client.ts';
import { playSeat } from './play.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const REDIS = '/usr/bin/redis-server';
const running: ServerProcess[] = [];
const pages: PageClient[] = [];
let redis: ChildProcess | null = null;
afterAll(async () => {
  for (const p of pages) await p.table.close();
  for (const s of running) await s.kill();
  redis?.kill('SIGKILL');
});

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (/Ready to accept connections/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
}

const tablesOn = async (port: number): Promise<number> => ((await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { tables: number }).tables;

const GAME = 'pony-express';
const MID_GAME = 40;
const t0 = Date.now();
/** Where the test is, with the seconds since it began (a slow machine shows where its time goes). */
const mark = (what: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);

it.skipIf(!existsSync(REDIS))('two processes share a table through Redis; the one holding it is killed mid-game, restarted, and the game ends with no move lost', async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const env = (port: number) => ({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  const ports = [await freePort(), await freePort()];
  const [a, b] = await Promise.all(ports.map((port) => startServerProcess(['--port', String(port)], env(port))));
  running.push(a!, b!);
  mark('redis and two processes up');

  const host = new PageClient(a!.address);
  const guest = new PageClient(b!.address);
  pages.push(host, guest);
  const code = await host.table.create({ game: GAME, seats: ['human', 'human'], options: { length: 'short' } });
  await host.next((m) => m.type === 'seat-token', 60_000, true);
  await guest.table.join(code);
  await guest.next((m) => m.type === 'seat-token', 60_000, true);
  // The seat's table message follows its token (two websocket messages: a loaded machine may hand them over in two tasks).
  await guest.next((m) => m.type === 'table' && m.you !== null, 60_000, true);
  expect(guest.table.snapshot.table?.you).toBe(1);
  host.send('start');
  const [midA, midB] = await Promise.all([playSeat(host, 0, { game: GAME, seed: 1 }, MID_GAME), playSeat(guest, 1, { game: GAME, seed: 2 }, MID_GAME)]);
  expect(midB.seq).toBe(midA.seq);
  mark(`move ${midA.seq}`);

  // Kill the process that holds the table (Colyseus places it on the less busy one), with no goodbye.
  const counts = await Promise.all(ports.map(tablesOn));
  expect(counts.sort()).toEqual([0, 1]);
  const holder = (await tablesOn(ports[0]!)) === 1 ? 0 : 1;
  const before = new Map([host, guest].map((p) => [p, p.messages.length]));
  await running[holder]!.kill('SIGKILL');
  const again = await startServerProcess(['--port', String(ports[holder])], env(ports[holder]!));
  running.push(again);
  await expect.poll(() => again.output(), { timeout: 30_000 }).toContain(`restored tables: ${code}`);
  mark(`process ${'AB'[holder]} killed and restarted: ${code} restored`);

  // Both pages rejoin by themselves, with their seat tokens, at the move the table was left at.
  const back = (p: PageClient) => p.next<PositionMessage>((m) => m.type === 'position' && p.messages.indexOf(m) >= before.get(p)!, 60_000, true);
  const [backA, backB] = await Promise.all([back(host), back(guest)]);
  expect([backA.seq, backB.seq]).toEqual([midA.seq, midA.seq]);
  expect([host.table.snapshot.table?.you, guest.table.snapshot.table?.you]).toEqual([0, 1]);
  mark('both pages back in their seats');

  const [endA, endB] = await Promise.all([playSeat(host, 0, { game: GAME, seed: 3 }), playSeat(guest, 1, { game: GAME, seed: 4 })]);
  expect(endA.awaiting.kind).toBe('end');
  expect(endB.seq).toBe(endA.seq);
  mark(`played to the end: move ${endA.seq}`);
  const { record } = await guest.next<RecordMessage>((m) => m.type === 'record', 60_000, true);
  // Every input both seats played is in the record, once: it replays and re-simulates throw by throw.
  expect(record.inputs.length).toBe(endA.seq);
  await initPhysics();
  expect(resimulate(await loadGame(GAME), record, rapierRunner)).toEqual({ ok: true, checked: expect.any(Number), unchecked: 0 });
}, 300_000);
