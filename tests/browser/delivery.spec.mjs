// How the heavy files reach a room (issue 11, item 8). Rapier's WASM arrives
// as a binary (src/tools/vite-rapier-wasm.ts): the built app holds one .wasm
// file and one engine module, no JavaScript file of the build carries the
// engine as base64, and a room fetches the .wasm once, as application/wasm
// (what lets the browser compile it while it streams in), then throws dice
// with it. That the dice land as in Node is the dice-table spec's replay of a
// Node-found seed; this one checks the delivery. The code, the WASM and the
// models come as the build precompressed them (brotli, src/tools/vite-precompress.ts),
// the content-hashed files marked immutable.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { until, tabletopReady } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = resolve(root, process.env.BROWSER_DIST ?? 'dist');
/** A WASM file in base64 starts with "AGFzbQ" (\0asm); the engine's is 2 MB of it. */
const INLINE_WASM = /AGFzbQ[A-Za-z0-9+/]{10000}/;

export default async function delivery({ page, baseUrl, assert, step }) {
  const assets = readdirSync(join(dist, 'assets'));
  const wasm = assets.filter((f) => f.endsWith('.wasm'));
  const engines = assets.filter((f) => /^rapier-.*\.mjs$/.test(f));
  assert.equal(wasm.length, 1, `one .wasm file in the build: ${wasm.join(', ')}`);
  assert.equal(engines.length, 1, `one engine module in the build: ${engines.join(', ')}`);
  for (const f of assets.filter((f) => /\.m?js$/.test(f))) {
    assert.ok(!INLINE_WASM.test(readFileSync(join(dist, 'assets', f), 'latin1')), `${f} carries a WASM as base64`);
  }
  // The page and the bot worker import the engine by one address (the worker's copy of the chunk that names it is the page's).
  const naming = assets.filter((f) => f.endsWith('.js') && readFileSync(join(dist, 'assets', f), 'utf8').includes(engines[0]));
  assert.equal(naming.length, 1, `one chunk names the engine, shared by page and worker: ${naming.join(', ')}`);
  // The bot worker imports each game's rules from the page's own chunk (RULES_URL = import.meta.url,
  // src/store/bot-rules.ts): that chunk and every chunk it imports must run in a worker, so none may
  // reach the page (the entry chunk, React, the DOM). The save checker's worker imports the same chunks;
  // neither worker bundles rules of its own (only the page's chunks export RULES_URL).
  const code = (f) => readFileSync(join(dist, 'assets', f), 'utf8');
  const importsOf = (f) => [...code(f).matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
  const closureOf = (f) => {
    const seen = new Set();
    for (const todo = [f]; todo.length; ) {
      const next = todo.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...importsOf(next));
    }
    return [...seen];
  };
  const pageRules = assets
    .filter((f) => f.endsWith('.js') && /=import\.meta\.url[;,]/.test(code(f)))
    .map((f) => ({ f, closure: closureOf(f) }));
  assert.equal(pageRules.length, 5, `one rules chunk of the page per game: ${pageRules.map((r) => r.f).join(', ')}`);
  for (const { f, closure } of pageRules) {
    const page = closure.filter((g) => /\b(document|window|localStorage|navigator)\b/.test(code(g)));
    assert.deepEqual(page, [], `${f}, imported by the bot worker, reaches chunks that touch the page`);
  }
  step('build checked');

  const fetched = [];
  // Context-level: requests made by Web Workers are seen too.
  page.context().on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(wasm|m?js|glb)$/.test(path)) {
      const headers = r.headers();
      fetched.push({ path, status: r.status(), type: headers['content-type'] ?? '', encoding: headers['content-encoding'] ?? '', cache: headers['cache-control'] ?? '', body: r.body().catch(() => null) });
    }
  });
  await page.goto(`${baseUrl}/?room=dice-table&seed=4`);
  await page.waitForFunction(() => window.tabletop?.room() === 'dice-table', null, { timeout: 30_000 });
  await tabletopReady(page);
  step('room ready');

  const wasmFetches = fetched.filter((f) => f.path.endsWith('.wasm'));
  assert.deepEqual(wasmFetches.map((f) => f.path), [`/assets/${wasm[0]}`], 'the room fetched the .wasm once');
  assert.equal(wasmFetches[0].status, 200);
  assert.match(wasmFetches[0].type, /^application\/wasm/, 'served as application/wasm (streaming compilation)');
  assert.ok(fetched.some((f) => f.path === `/assets/${engines[0]}`), 'the engine module was loaded');
  const models = fetched.filter((f) => f.path.endsWith('.glb'));
  assert.ok(models.length >= 2, `the table and its dice were loaded: ${models.map((f) => f.path).join(', ')}`);
  for (const f of models) assert.equal(f.encoding, 'br', `${f.path} served as the build's brotli`);
  assert.equal(wasmFetches[0].encoding, 'br', 'the .wasm served as the build\'s brotli');
  const bigCode = fetched.filter((f) => /\.m?js$/.test(f.path) && f.status === 200 && statSync(join(dist, f.path)).size >= 1024);
  assert.ok(bigCode.length >= 10, `the room's code was fetched: ${bigCode.length} files`);
  for (const f of bigCode) assert.equal(f.encoding, 'br', `${f.path} served as the build's brotli`);
  for (const f of fetched.filter((x) => x.path.startsWith('/assets/') && x.status === 200)) {
    assert.match(f.cache, /\bimmutable\b/, `${f.path}, content-hashed, is marked immutable`);
  }
  // The lobby's code (its cards, seat set-up, start screen) is a chunk a room's link never fetches (src/main.ts).
  const lobbyChunks = assets.filter((f) => /^lobby-[\w-]{8}\.js$/.test(f));
  assert.equal(lobbyChunks.length, 1, `one chunk of the lobby's own code in the build: ${lobbyChunks.join(', ')}`);
  assert.ok(!fetched.some((f) => f.path === `/assets/${lobbyChunks[0]}`), `the room's link fetched the lobby's code (${lobbyChunks[0]})`);
  for (const f of fetched.filter((x) => /\.m?js$/.test(x.path))) {
    const body = await f.body;
    if (body) assert.ok(!INLINE_WASM.test(body.toString('latin1')), `${f.path} as served carries a WASM as base64`);
  }

  const result = await page.evaluate(() => window.tabletop.throwDice({ seed: 9 }));
  assert.equal(result.faces.length, 2, 'two dice settled with the streamed engine');
  await until(page, () => !window.tabletop.isRolling(), null, { timeoutMs: 60_000, what: 'the table to come to rest' });
  step(`faces ${result.faces.join(' ')}`);
}
