// What a room really downloads: serves a production build with vite preview,
// opens each room in headless Chromium (Debian's, never a downloaded one) and
// sums the gzip size of every build file the page and its workers fetched.
// A model a room never shows, or the flick bot a game never calls, is not
// counted; a file fetched by both the page and a worker is counted once.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { withPreviewBrowser } from './preview-browser.ts';

export interface LoadedRoom {
  path: string;
  /** gzip bytes of every distinct build file fetched. */
  bytes: number;
  files: number;
  /** The build files fetched (paths under the build folder). */
  fetched: string[];
}

/** null when Chromium is not installed (the caller keeps the static figure). */
export async function measureLoadedRooms(root: string, outDir: string, paths: string[], settleMs = 12_000): Promise<LoadedRoom[] | null> {
  return withPreviewBrowser(root, outDir, async (browser, base) => {
    const out: LoadedRoom[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const fetched = new Set<string>();
      // Context-level events also see requests made by Web Workers.
      context.on('request', (req) => {
        // The service worker's precache install fetches the whole app after the first room is ready:
        // that is the offline copy (bench key precacheKB), not what the room needs.
        if (req.serviceWorker()) return;
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
      out.push({ path, bytes, files, fetched: [...fetched] });
    }
    return out;
  });
}
