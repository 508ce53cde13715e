// The game server: Colyseus 0.18 over WebSockets, one room type (TableRoom)
// for every game in the registry, a store for the tables (files, or Redis
// with several processes), bot threads, Node's Rapier, and GET /health.
// `createTableServer` is what `npm run server` (main.ts), the tests and the
// bench start.

import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisPresence } from '@colyseus/redis-presence';
import { RedisDriver } from '@colyseus/redis-driver';
import { gameLookup } from '../games/registry.ts';
import { errorText } from '../core/replay.ts';
import { initPhysics } from '../physics/rapier.ts';
import { rapierRunner } from '../tools/physics-port.ts';
import { TABLE_ROOM } from '../online/protocol.ts';
import { BotPool } from './bot-pool.ts';
import { memoryStore, presenceStore, type TableStore } from './table-store.ts';
import { fileStore } from './file-store.ts';
import { TableRoom, openTables, restoreOptions, setTableServices } from './table-room.ts';
import { originAllowed } from './origins.ts';
import { PerMinuteLimit, guardMatchmaking } from './address-limit.ts';
import { loadFigures, watchLoad } from './load-figures.ts';

/**
 * The matchmaking calls a client may make: create a table, join one by its
 * code, reconnect. Colyseus also offers `join` and `joinOrCreate`, which seat a
 * client at *any* open table: a stranger would take a seat meant for a friend.
 */
export const CLIENT_MATCHMAKING = ['create', 'joinById', 'reconnect'] as const;

export interface TableServerOptions {
  port: number;
  host?: string;
  /** Share rooms and tables across processes through Redis (e.g. redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** Where tables are kept without Redis (a file per table); omitted: kept in memory only. */
  dataDir?: string;
  /** Page origins allowed to connect (exact, e.g. https://play.example.org); omitted: any localhost page. */
  origins?: string[];
  botThreads?: number;
  botDelayMs?: number;
  /** This process's address as clients reach it (several processes: each its own). */
  publicAddress?: string;
  /** Deal every new table this seed (a known game for browser specs); never in a deployment: the seed is the server's secret. */
  tableSeed?: number;
  /** Tables one address may create a minute (TABLES_PER_MINUTE); omitted: no limit (tests, the bench). */
  tablesPerMinute?: number;
  /** Joins (joinById, reconnect) one address may make a minute (JOINS_PER_MINUTE); omitted: no limit. */
  joinsPerMinute?: number;
  /** Believe X-Forwarded-For's first hop for these limits (only behind a proxy that sets it: TRUST_PROXY). */
  trustProxy?: boolean;
  log?: (line: string) => void;
}

/** The part of express's request /health reads. */
interface HealthRequest {
  query?: Record<string, unknown>;
}

/** The part of express's response /health uses (express's types are not a dependency). */
interface HealthResponse {
  setHeader(name: string, value: string): void;
  status(code: number): { json(body: unknown): void };
}

export interface TableServer {
  server: Server;
  port: number;
  /** ws://host:port, what the SDK connects to. */
  address: string;
  store: TableStore;
  /** Tables brought back from the store at start. */
  restored: string[];
  close(): Promise<void>;
}

export async function createTableServer(opts: TableServerOptions): Promise<TableServer> {
  const log = opts.log ?? ((line: string) => console.log(line));
  await initPhysics();
  watchLoad();
  const lookup = await gameLookup();
  let presence: Presence | undefined;
  let driver: RedisDriver | undefined;
  let store: TableStore;
  if (opts.redisUrl) {
    presence = new RedisPresence(opts.redisUrl);
    driver = new RedisDriver(opts.redisUrl);
    store = presenceStore(presence);
  } else {
    store = opts.dataDir ? fileStore(opts.dataDir) : memoryStore();
  }
  const bots = new BotPool(opts.botThreads);
  setTableServices({ lookup, store, bots, physics: rapierRunner, botDelayMs: opts.botDelayMs ?? 0, tableSeed: opts.tableSeed, log });

  const allowed = (origin: string | null) => originAllowed(origin, opts.origins);
  matchMaker.controller.exposedMethods = [...CLIENT_MATCHMAKING];
  // The matchmaking routes answer only pages we serve; so does the WebSocket upgrade.
  matchMaker.controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    // Colyseus's default ('*') is replaced: a page from elsewhere gets no usable answer.
    return { 'Access-Control-Allow-Origin': allowed(origin) && origin ? origin : 'null', Vary: 'Origin' };
  };
  const transport = new WebSocketTransport({
    // Room messages are refused above 4096 characters with a typed error; far larger frames close the socket.
    maxPayload: 64 * 1024,
    beforeUpgrade: (request) => (allowed(request.headers.get('origin')) ? undefined : new Response('origin not allowed', { status: 403 })),
  });
  const server = new Server({
    transport,
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    publicAddress: opts.publicAddress,
    express: (app) => {
      app.get('/health', (req: HealthRequest, res: HealthResponse) => {
        res.setHeader('Cache-Control', 'no-store');
        const memory = process.memoryUsage();
        // `?load=reset` starts a new window for the load figures (the bench does, once its tables are open).
        const load = loadFigures(req.query?.load === 'reset');
        res.status(200).json({ ok: true, tables: openTables.size, store: store.kind, heapUsedBytes: memory.heapUsed, rssBytes: memory.rss, load });
      });
    },
  });
  server.define(TABLE_ROOM, TableRoom);
  await server.listen(opts.port, opts.host ?? '127.0.0.1');
  if (opts.tablesPerMinute !== undefined || opts.joinsPerMinute !== undefined) {
    if (!transport.server) throw new Error('the per-address limits need the transport\'s HTTP server');
    const limits = {
      create: opts.tablesPerMinute === undefined ? undefined : new PerMinuteLimit(opts.tablesPerMinute),
      join: opts.joinsPerMinute === undefined ? undefined : new PerMinuteLimit(opts.joinsPerMinute),
    };
    guardMatchmaking(transport.server, limits, opts.trustProxy ?? false, allowed);
  }
  const address = transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;

  const restored = await restoreTables(store, log);
  return {
    server,
    port,
    address: `ws://${opts.host ?? '127.0.0.1'}:${port}`,
    store,
    restored,
    async close() {
      // Tables stay in the store; their rooms go with the process.
      for (const room of [...openTables]) await room.disconnect().catch(() => undefined);
      await server.gracefullyShutdown(false);
      await bots.close();
      setTableServices(null);
    },
  };
}

/**
 * Bring back every stored table that is not open on another process, in this
 * process: with Redis, `createRoom` would hand it to the least busy process,
 * so a restarted process would not take its own tables back. Colyseus has
 * already cleared the rooms of dead processes (its health check in listen);
 * if another process restores the same table at the same moment, Redis keeps
 * one room and ours is dropped.
 */
async function restoreTables(store: TableStore, log: (line: string) => void): Promise<string[]> {
  const restored: string[] = [];
  for (const code of await store.codes()) {
    try {
      const live = await matchMaker.query({ roomId: code });
      if (live.length > 0) continue;
      const listing = await matchMaker.handleCreateRoom(TABLE_ROOM, restoreOptions(code));
      if (listing.processId === matchMaker.processId) restored.push(code);
    } catch (e) {
      log(`table ${code} could not be restored: ${errorText(e)}`);
    }
  }
  return restored;
}
