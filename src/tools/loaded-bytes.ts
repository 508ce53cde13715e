// What a room really downloads: serves a production build with vite preview,
// opens each room in headless Chromium (Debian's, never a downloaded one) and
// sums the gzip size of every build file the page and its workers fetched.
// A model a room never shows, or the flick bot a game never calls, is not
// counted; a file fetched by both the page and a worker is counted once.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });

export interface LoadedRoom {
  path: string;
  /** gzip bytes of every distinct build file fetched. */
  bytes: number;
  files: number;
}

/** null when Chromium is not installed (the caller keeps the static figure). */
export async function measureLoadedRooms(root: string, outDir: string, paths: string[], settleMs = 12_000): Promise<LoadedRoom[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const port = await freePort();
  const vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'], { cwd: join(root, 'src'), stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const { chromium } = createRequire(join(root, 'package.json'))('playwright-core') as typeof Playwright;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
  try {
    for (let i = 0; i < 80; i++) {
      try {
        if ((await fetch(base + '/')).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-unsafe-swiftshader'],
    });
    const out: LoadedRoom[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const fetched = new Set<string>();
      // Context-level events also see requests made by Web Workers.
      context.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin === base) fetched.add(url.pathname === '/' ? '/index.html' : url.pathname);
      });
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
      await context.close();
      let bytes = 0;
      let files = 0;
      for (const p of fetched) {
        const file = join(outDir, decodeURIComponent(p));
        if (!existsSync(file)) continue;
        bytes += gzipSync(readFileSync(file), { level: 9 }).length;
        files++;
      }
      out.push({ path, bytes, files });
    }
    return out;
  } finally {
    await browser?.close();
    vite.kill();
  }
}
