// Bench: what the service worker's first install downloads (issue 16, item 2),
// gzip-compressed as a server sends it:
//   precacheKB     the gzip size of every file in the built service worker's
//                  precache manifest (the whole app: lobby, every room, the
//                  workers, Rapier's engine and .wasm, every model, icons);
//   precacheFiles  how many files that is.
// Builds into .tmp/bench-precache (dist/ is left alone); PRECACHE_DIST=<folder>
// reads a build that exists instead. Run alone: npx tsx src/tools/bench/precache.ts
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The URLs of a Workbox service worker's precache manifest (`{url:"…",revision:…}` entries in sw.js). */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1] as string);
}

export default async function benchPrecache(): Promise<Record<string, number>> {
  let outDir = process.env.PRECACHE_DIST ? resolve(root, process.env.PRECACHE_DIST) : '';
  if (!outDir) {
    outDir = join(root, '.tmp', 'bench-precache');
    await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  const urls = precacheUrls(readFileSync(join(outDir, 'sw.js'), 'utf8'));
  if (urls.length === 0) throw new Error(`no precache manifest in ${outDir}/sw.js`);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(outDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { precacheKB: kb(gzip), precacheRawKB: kb(raw), precacheFiles: urls.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchPrecache().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
