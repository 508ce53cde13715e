// Bench: online tables over real WebSockets on localhost (a load script, not a
// timed test). Starts `npm run server` as its own process, opens N tables
// (ONLINE_TABLES, default 200) of Boomtown Main Street, each a quick scripted
// human seat against a server bot, all at once, and lets them play for
// ONLINE_SECONDS (default 20). Figures: onlineTables, onlineMovesPerSec (inputs
// added to all logs per second), onlineRttP50Ms / onlineRttP95Ms (a human
// move sent to the position that includes it coming back), and
// onlineMemoryPerTableMB (the server's heap with the tables open, less before,
// per table). Targets on a 2-core machine: 200 tables, p95 ≤ 50 ms, ≤ 2 MB a table.
// Run alone: `npm run bench -- online` or `npx tsx src/tools/bench/online.ts`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { TABLE_ROOM, type PositionMessage, type ServerMessage } from '../../online/protocol.ts';
import { randomFromSeed } from '../../core/rng.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GAME = 'main-street';

function startServer(dataDir: string): Promise<{ address: string; port: number; stop: () => void }> {
  // ONLINE_NODE_ARGS: extra Node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.ONLINE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dataDir], {
    cwd: ROOT,
    // Every table comes from this one address: lift the per-address limit (main.ts's default is 10 a minute).
    env: { ...process.env, BOT_DELAY_MS: '0', TABLES_PER_MINUTE: '60000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /server listening on ws:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve({ address: `ws://127.0.0.1:${m[1]}`, port: Number(m[1]), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

interface Health {
  tables: number;
  heapUsedBytes: number;
  load: { loopDelayP50Ms: number; loopDelayP99Ms: number; loopDelayMaxMs: number; moves: number; moveP50Ms: number; moveP95Ms: number };
}
const health = async (port: number, query = '') => (await (await fetch(`http://127.0.0.1:${port}/health${query}`)).json()) as Health;

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

/** One table: a scripted human at seat 0 answering at once; returns a stop function. */
async function playTable(client: Client, seed: number, rtts: number[], moves: { n: number }): Promise<() => Promise<void>> {
  const room: Room = await client.create(TABLE_ROOM, { game: GAME, seats: ['human', 'bot:easy'] });
  const random = randomFromSeed(seed);
  let sentAt = 0;
  let sentSeq = -1;
  let stopped = false;
  let lastSeq = 0;
  room.onMessage('*', (_t, payload) => {
    const m = payload as ServerMessage;
    if (m.type !== 'position' || stopped) return;
    const p = m as PositionMessage;
    if (p.seq > lastSeq) moves.n += p.seq - lastSeq;
    lastSeq = p.seq;
    if (sentSeq >= 0 && p.seq > sentSeq) {
      rtts.push(performance.now() - sentAt);
      sentSeq = -1;
    }
    if (p.awaiting.kind === 'end') return;
    if (p.awaiting.seat !== 0 || sentSeq >= 0) return;
    const base = { game: GAME, seq: p.seq };
    // A quick player within the table's rate limit.
    setTimeout(() => {
      if (stopped) return;
      sentAt = performance.now();
      sentSeq = p.seq;
      if (p.awaiting.kind === 'decision') room.send('act', { ...base, action: p.legal[Math.floor(random() * p.legal.length)] });
      else if (p.awaiting.kind === 'throw') room.send('throw', base);
      else room.send('flick', { ...base, angle: 0, power: 0.6 });
    }, 60);
  });
  room.send('start', {});
  return async () => {
    stopped = true;
    await room.leave(true).catch(() => undefined);
  };
}

export default async function benchOnline(): Promise<Record<string, number | string>> {
  const tables = Number(process.env.ONLINE_TABLES ?? 200);
  const seconds = Number(process.env.ONLINE_SECONDS ?? 20);
  const dir = await mkdtemp(join(tmpdir(), 'ft-bench-tables-'));
  const server = await startServer(dir);
  try {
    const before = await health(server.port);
    const client = new Client(server.address);
    const rtts: number[] = [];
    const moves = { n: 0 };
    const stops = [];
    for (let i = 0; i < tables; i++) stops.push(await playTable(client, i + 1, rtts, moves));
    // The measured window starts now, with every table open: the server's load figures and this process's own loop.
    await health(server.port, '?load=reset');
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    const t0 = performance.now();
    const n0 = moves.n;
    rtts.length = 0;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const elapsed = (performance.now() - t0) / 1000;
    ownLoop.disable();
    const during = await health(server.port);
    const movesPerSec = (moves.n - n0) / elapsed;
    await Promise.all(stops.map((s) => s()));
    return {
      onlineTables: during.tables,
      onlineMovesPerSec: Math.round(movesPerSec),
      onlineRttP50Ms: Math.round(quantile(rtts, 0.5) * 10) / 10,
      onlineRttP95Ms: Math.round(quantile(rtts, 0.95) * 10) / 10,
      onlineMemoryPerTableMB: Math.round(((during.heapUsedBytes - before.heapUsedBytes) / Math.max(1, during.tables) / 2 ** 20) * 100) / 100,
      // Where a round trip's time goes: the server's own time per move, its loop's delay, and the bench's clients' loop.
      onlineServerMoveP50Ms: during.load.moveP50Ms,
      onlineServerMoveP95Ms: during.load.moveP95Ms,
      onlineServerLoopDelayP99Ms: during.load.loopDelayP99Ms,
      onlineClientLoopDelayP99Ms: Math.round(ownLoop.percentile(99) / 1e4) / 100,
      load: loadavg().map((x) => x.toFixed(2)).join(' '),
    };
  } finally {
    server.stop();
    // The server may still write a table's log as it shuts down (ENOTEMPTY on a first try): retry.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchOnline().then(
    (figures) => {
      console.log(JSON.stringify(figures));
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
