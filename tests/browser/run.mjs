#!/usr/bin/env node
// Browser tests: serves the production build (dist/) with `vite preview` on a
// free port, launches Debian's Chromium through playwright-core, and runs
// every tests/browser/*.spec.mjs. A spec exports a default async function
// taking { page, baseUrl, screenshot(name), assert, step(label) }. Any page
// error or console error fails the spec. Screenshots go to
// tests/browser/screenshots/ (git-ignored).
//   node tests/browser/run.mjs [name-filter[,name-filter…]]
// BROWSER_DIST=<folder> serves another build folder (several builds side by side).
//
// Specs test behaviour, not pixels: each context starts with the game menu's
// Quality set to Low (half the pixels on Chromium's software renderer), as a
// player could choose, unless the spec exports `renderQuality = 'auto'` (the
// display spec, which checks what Automatic picks). At Automatic the software
// renderer draws every CSS pixel (legible labels) and the specs took three
// times as long. A spec may still set or clear the choice itself.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const shots = join(here, 'screenshots');
const CHROMIUM = '/usr/bin/chromium';
/** Parts of spec file names, comma-separated: a spec whose name holds any of them runs. */
const filters = (process.argv[2] ?? '').split(',');
/** A spec that takes longer than this has hung; it fails and the next one runs. */
const SPEC_TIMEOUT_MS = 6 * 60_000;
/** Specs run side by side in this many lanes (BROWSER_WORKERS=n overrides). */
const WORKERS = Math.max(1, Number(process.env.BROWSER_WORKERS) || 1);

// Absolute, so `vite preview` (whose root is src/) and this check read the same folder.
const dist = resolve(root, process.env.BROWSER_DIST ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`browser tests: no ${dist}/index.html; run \`npx vite build\` first`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`browser tests: ${CHROMIUM} is missing. Install Debian's Chromium: sudo apt-get install chromium`);
  process.exit(1);
}
mkdirSync(shots, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
let serverExit = null;
server.on('exit', (code, signal) => {
  serverExit = `vite preview exited (${code ?? signal})`;
});
let browser;
let passed = 0;
let failed = 0;
// A spec's stray promise that fails (a wait left running past its spec) is a failure said here, not a crash
// of the whole run that leaves every later spec unrun.
process.on('unhandledRejection', (error) => {
  failed++;
  console.log(`FAIL unhandled rejection: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(baseUrl + '/')).ok) break;
    } catch {
      /* not up yet */
    }
    if (serverExit) throw new Error(serverExit);
    if (i > 360) throw new Error('vite preview did not answer within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-unsafe-swiftshader'],
  });
  const specs = readdirSync(here)
    .filter((f) => f.endsWith('.spec.mjs') && filters.some((part) => f.includes(part)))
    .sort();
  if (specs.length === 0) throw new Error(`no browser spec matches "${filters.join(',')}"`);
  /** Runs one spec in a context of its own and prints its line. */
  const runSpec = async (file) => {
    const name = file.replace(/\.spec\.mjs$/, '');
    let spec;
    try {
      spec = await import(pathToFileURL(join(here, file)).href);
    } catch (error) {
      failed++;
      console.log(`FAIL ${name}: the spec does not load: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (spec.renderQuality !== 'auto') {
      // Once per tab (sessionStorage), so a spec that changes or clears the choice keeps what it did.
      await context.addInitScript(() => {
        try {
          if (sessionStorage.getItem('frontier-table:test-quality')) return;
          sessionStorage.setItem('frontier-table:test-quality', '1');
          if (localStorage.getItem('frontier-table:quality') === null) localStorage.setItem('frontier-table:quality', 'low');
        } catch {
          // Storage refused (a spec's hostile case): the room then picks Automatic.
        }
      });
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`page error: ${String(e).slice(0, 300)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console error: ${m.text().slice(0, 300)}`);
    });
    const started = Date.now();
    const steps = [];
    const helper = {
      page,
      baseUrl,
      assert,
      screenshot: (shot) => page.screenshot({ path: join(shots, `${name}-${shot}.png`) }),
      step: (label) => steps.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${label}`),
    };
    try {
      let timer;
      const timeout = new Promise((_, reject) => {
        // A spec may ask for a longer limit (`export const timeoutMs`), e.g. one that plays a game on three pages.
        const limit = spec.timeoutMs ?? SPEC_TIMEOUT_MS;
        timer = setTimeout(() => reject(new Error(`timed out after ${limit / 60_000} min`)), limit);
      });
      try {
        await Promise.race([spec.default(helper), timeout]);
      } finally {
        clearTimeout(timer);
      }
      if (errors.length) throw new Error(errors.join('\n'));
      passed++;
      console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)${steps.length ? `: ${steps.join(' | ')}` : ''}`);
    } catch (error) {
      failed++;
      console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
      if (steps.length) console.log(`     steps: ${steps.join(' | ')}`);
      for (const e of errors) console.log(`     ${e}`);
      await helper.screenshot('failure').catch(() => undefined);
    } finally {
      await context.close();
    }
  };
  // WORKERS lanes take the next spec from one queue, each spec in its own context of the one browser.
  const queue = [...specs];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await runSpec(file);
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, specs.length) }, lane));
} catch (error) {
  failed++;
  console.log(`FAIL browser rig: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
  server.kill();
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
