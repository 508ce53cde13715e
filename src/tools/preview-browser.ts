// Serves a production build with vite preview and opens Debian's Chromium on
// it (never a downloaded browser), for the Node tools that look at the real
// app: the bundle bench's loaded bytes and the gallery aim bench. Both are
// shut down when `run` settles, whatever it does.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type * as Playwright from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });

/** A build served by vite preview with the project's config; `stop` ends it. */
export interface Preview {
  base: string;
  stop(): void;
}

/**
 * Serves the build in `outDir` with vite preview and resolves once it answers. The project's config is named (run from
 * src/, as the benches did before session 43, vite preview found none): its CSP header and the build's precompressed,
 * immutable files (vite-precompress.ts) are what the browser specs and a real host serve.
 */
export async function startPreview(root: string, outDir: string): Promise<Preview> {
  const port = await freePort();
  const config = join(root, 'vite.config.ts');
  const vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--config', config, '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'], { cwd: root, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base + '/')).ok) return { base, stop: () => vite.kill() };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  vite.kill();
  throw new Error(`vite preview of ${outDir} did not answer within 30 s`);
}

/**
 * Runs `run(browser, baseUrl)` against the build in `outDir`; null when Chromium is not installed.
 * `extraArgs` go to Chromium after the usual ones (e.g. the SwiftShader flags issue 26 measures with).
 */
export async function withPreviewBrowser<T>(root: string, outDir: string, run: (browser: Playwright.Browser, base: string) => Promise<T>, extraArgs: readonly string[] = []): Promise<T | null> {
  if (!existsSync(CHROMIUM)) return null;
  const preview = await startPreview(root, outDir);
  const { chromium } = createRequire(join(root, 'package.json'))('playwright-core') as typeof Playwright;
  let browser: Playwright.Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-unsafe-swiftshader', ...extraArgs],
    });
    return await run(browser, preview.base);
  } finally {
    await browser?.close();
    preview.stop();
  }
}
