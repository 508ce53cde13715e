// Offline play (issue 16, item 2). One visit to the built lobby installs the
// service worker (Workbox, src/pwa/offline-plugin.ts), whose precache must
// hold every file of the build's manifest: the lobby, every room's chunks,
// Rapier's engine and .wasm, the bot and save-check workers' chunks, every
// model. Then the browser goes offline and reloads: the lobby paints (with the
// build version), the dice table throws and its dice settle, and a game opens
// and plays a few inputs with a bot deciding in its worker; /robots.txt is the
// file, not the app's HTML. Every request of
// the whole spec (the page's, the workers', the service worker's) stays on
// the site's own origin.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { openRoom, until, tabletopReady } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = resolve(root, process.env.BROWSER_DIST ?? 'dist');

/** The URLs in the built service worker's precache manifest (Workbox: `{url:"…",revision:…}`). */
function precacheManifest() {
  return [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]);
}

export default async function offline({ page, baseUrl, assert, step, screenshot }) {
  const context = page.context();
  const origin = new URL(baseUrl).origin;
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  // Once offline, every answer the page and its workers get must come from the service worker.
  let offline = false;
  const notFromCache = [];
  context.on('response', (r) => {
    if (offline && !r.request().serviceWorker() && !r.fromServiceWorker()) notFromCache.push(`${r.status()} ${r.url()}`);
  });

  const manifest = precacheManifest();
  // A new build takes over at once and drops the old files (no page runs old chunks beside new ones: src/pwa/register.ts reloads it).
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  for (const call of ['skipWaiting', 'clientsClaim', 'cleanupOutdatedCaches']) assert.ok(sw.includes(call), `the service worker calls ${call}()`);
  for (const [what, pattern] of [
    ['the lobby page', /^index\.html$/],
    ["Rapier's .wasm", /\.wasm$/],
    ["Rapier's engine module", /^assets\/rapier-.*\.mjs$/],
    ['the bot worker', /bot\.worker-.*\.js$/],
    ['the save-check worker', /save-verify\.worker-.*\.js$/],
    ['a room chunk', /^assets\/Room-.*\.js$/],
    ['the table model', /^assets\/table-.*\.glb$/],
    ['the manifest', /^manifest\.webmanifest$/],
    ['an icon', /^icon-512\.png$/],
    ['robots.txt', /^robots\.txt$/],
  ]) {
    assert.ok(manifest.some((u) => pattern.test(u)), `the precache manifest lists ${what}`);
  }
  const models = readFileSync(join(root, 'src/scene/models.ts'), 'utf8').match(/\w+\.glb/g) ?? [];
  for (const m of models) assert.ok(manifest.some((u) => u.startsWith(`assets/${m.replace('.glb', '')}-`)), `the precache lists ${m}`);
  step(`${manifest.length} files in the precache manifest`);

  // --- One visit, online: the lobby; the service worker installs and takes the page.
  // (Under automation the page registers it only when asked: src/pwa/register.ts.)
  await page.addInitScript(() => localStorage.setItem('frontier-table:offline-under-automation', '1'));
  await page.goto(baseUrl + '/');
  await page.waitForFunction(() => window.tabletop !== undefined);
  assert.equal(await tabletopReady(page), 'lobby');
  const version = await page.locator('#build-version').textContent();
  assert.match(version ?? '', /^Build \d+\.\d+\.\d+ · \S+/, `the lobby shows the build version (${version})`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const cached = await page.evaluate(async () => {
    const paths = new Set();
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) paths.add(new URL(r.url).pathname.slice(1));
    return [...paths];
  });
  const missing = manifest.filter((u) => !cached.includes(u));
  assert.deepEqual(missing, [], 'every file of the precache manifest is cached once the worker controls the page');
  step(`controlled, ${cached.length} files cached`);
  // Installable: Chromium's own verdict (a Playwright context is incognito, which alone keeps the prompt away).
  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifestErrors, [], 'the web app manifest parses without errors');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), [], 'Chromium finds the app installable');
  await cdp.detach();

  // --- Offline from here on.
  await context.setOffline(true);
  offline = true;
  await page.reload();
  await page.waitForFunction(() => window.tabletop !== undefined);
  assert.equal(await tabletopReady(page), 'lobby', 'the lobby opens offline');
  assert.ok(await page.locator('[data-testid="game-gambler"]').isVisible(), 'with its game cards');
  assert.equal(await page.locator('#build-version').textContent(), version, 'and the same build');
  await page.locator('#build-version').scrollIntoViewIfNeeded();
  await screenshot('lobby-offline');
  step('lobby offline');
  // robots.txt is a file of its own, precached: opened offline it is its text, never the app's HTML.
  // (In a second tab: a text page asks for /favicon.ico, which no one serves offline.)
  const tab = await context.newPage();
  const robotsText = await (await tab.goto(baseUrl + '/robots.txt')).text();
  await tab.close();
  assert.ok(/^User-agent: \*$/m.test(robotsText) && !/<html/i.test(robotsText), `robots.txt offline is the file (${robotsText.slice(0, 60)})`);

  await openRoom(page, `${baseUrl}/?room=dice-table&seed=1`, 60_000);
  // The shared sound setting: mute, then a volume (which unmutes), remembered. The click also starts the
  // page's audio, so the throw below plays its impacts through the synthesiser.
  const toggle = page.getByRole('button', { name: /^Sound: (on|off)$/ });
  await toggle.click();
  assert.equal(await toggle.textContent(), 'Sound: off', 'the sound button mutes');
  await page.getByRole('slider', { name: 'Volume' }).fill('40');
  assert.equal(await toggle.textContent(), 'Sound: on', 'turning the volume up unmutes');
  assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('frontier-table:sound'))), { volume: 0.4, muted: false }, 'the setting is remembered');
  const thrown = await page.evaluate(() => window.tabletop.throwDice({ kinds: 'd6', count: 3, seed: 11 }));
  assert.equal(thrown.faces.length, 3, 'the dice table throws offline and three dice settle');
  await screenshot('dice-table-offline');
  step(`dice table offline: ${thrown.faces.join(' ')}`);

  // A game whose first seat is a bot: its decisions come from the bot worker, loaded from the precache.
  // The fast bot speed (the game menu's setting, remembered) keeps the spec short.
  await page.evaluate(() => localStorage.setItem('frontier-table:speed', 'fast'));
  await openRoom(page, `${baseUrl}/?game=gambler&seats=bot:easy,human&seed=3`, 60_000);
  await until(page, () => window.tabletop.methods().includes('log') && window.tabletop.log().physical >= 1 && window.tabletop.log().inputs >= 2, null, {
    timeoutMs: 60_000,
    what: 'the bot to throw (dice settled) and decide offline',
  });
  assert.ok(workers.some((u) => /bot\.worker/.test(u)), `the bot worker ran offline (${workers.join(', ')})`);
  const notices = await page.locator('[role="alert"], .notice').allTextContents();
  assert.ok(!notices.some((t) => /worker|network|offline/i.test(t)), `no failure notice (${notices.join(' | ')})`);
  step('game offline: the bot threw and decided');

  assert.deepEqual(notFromCache, [], 'offline, every response came from the service worker');

  // --- No request left the origin (blob: URLs carry the page's origin too).
  const foreign = requests.filter((u) => !u.startsWith('data:') && new URL(u.replace(/^blob:/, '')).origin !== origin);
  assert.deepEqual(foreign, [], `every request stays on ${origin} (${requests.length} requests)`);
  await context.setOffline(false);
}
