// `npm run server [-- --port <n>] [--host <h>] [--data <dir>]`: the game
// server alone. The environment configures a deployment: PORT, HOST,
// ORIGINS (comma-separated page origins allowed to connect), REDIS_URL
// (several processes sharing tables), DATA_DIR (the file store without Redis,
// default .tables), PUBLIC_ADDRESS (this process as clients reach it),
// BOT_DELAY_MS, TABLES_PER_MINUTE (tables one address may create a minute,
// default 10; 0 refuses every create), JOINS_PER_MINUTE (joins by code and
// reconnects one address may make a minute, default 60), TRUST_PROXY=1 (behind a proxy that
// sets X-Forwarded-For, count that address instead of the proxy's); TABLE_SEED deals every table one known seed (browser specs
// only: it gives the secret away). Prints one line `server listening on
// <address>` when ready.

import { createTableServer } from './app.ts';
import { DEFAULT_JOINS_PER_MINUTE, DEFAULT_TABLES_PER_MINUTE } from './address-limit.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function number(text: string | undefined, fallback: number, what: string): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`server: ${what} must be a whole number 0–65535, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return n;
}

function seed(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n >= 2 ** 32) {
    console.error(`server: TABLE_SEED must be a whole number 0–4294967295, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  console.error(`server: every new table is dealt seed ${n} (TABLE_SEED): for tests only, never in a deployment`);
  return n;
}

const env = process.env;
const port = number(arg('port') ?? env.PORT, 2567, 'the port');
const host = arg('host') ?? env.HOST ?? '127.0.0.1';
const origins = (env.ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const redisUrl = arg('redis') ?? env.REDIS_URL;

const server = await createTableServer({
  port,
  host,
  redisUrl: redisUrl || undefined,
  dataDir: redisUrl ? undefined : (arg('data') ?? env.DATA_DIR ?? '.tables'),
  origins,
  botDelayMs: number(env.BOT_DELAY_MS, 700, 'BOT_DELAY_MS'),
  publicAddress: env.PUBLIC_ADDRESS || undefined,
  tableSeed: env.TABLE_SEED ? seed(env.TABLE_SEED) : undefined,
  tablesPerMinute: number(env.TABLES_PER_MINUTE, DEFAULT_TABLES_PER_MINUTE, 'TABLES_PER_MINUTE'),
  joinsPerMinute: number(env.JOINS_PER_MINUTE, DEFAULT_JOINS_PER_MINUTE, 'JOINS_PER_MINUTE'),
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
});
console.log(`server listening on ${server.address}`);
if (server.restored.length) console.log(`restored tables: ${server.restored.join(', ')}`);

let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
