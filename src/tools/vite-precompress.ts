// The build's files compressed once, at build time, and served as a static
// host serves them (issue 26). vite preview compresses every response again
// on the fly (gzip at level 6, on the server's one thread) and sends the
// hashed chunks with `Cache-Control: no-cache`: a room's ≈ 190 requests cost
// that gzip each time, and the scene worker, which imports ≈ 55 chunks the
// page already has, asked the server again for each of them (a conditional
// request per chunk, behind the page's own in HTTP/1.1's six connections).
// A production host (nginx `gzip_static`/`brotli_static`, Caddy's
// `precompressed`, a CDN) serves the `.br`/`.gz` files written here and marks
// the content-hashed files under /assets/ immutable; the preview server now
// does the same, so what the benches and browser specs measure is what such a
// host gives. The service worker's precache takes none of these files (its
// glob names the original extensions, src/pwa/offline-plugin.ts).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** What is worth compressing, with the Content-Type a host sends it with. Images (png) are compressed already. */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};
/** Every type the preview serves from /assets/ itself (compressed or not), so each hashed file is marked immutable. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ...COMPRESSED_TYPES,
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;
/** The build's content-hashed files: their name changes with their bytes, so a browser may keep them for good. */
const IMMUTABLE_DIR = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file under `dir` (relative paths with '/'), depth first. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `outDir` worth it; returns how many. */
export async function precompressDir(outDir: string): Promise<number> {
  const files = filesUnder(outDir).filter((f) => extname(f) in COMPRESSED_TYPES && statSync(join(outDir, f)).size >= MIN_BYTES);
  // zlib's async calls run in libuv's pool: the files compress on every core at once.
  await Promise.all(
    files.map(async (f) => {
      const path = join(outDir, f);
      const bytes = readFileSync(path);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipped);
    }),
  );
  return files.length;
}

/** The encoding to send for an Accept-Encoding header, best first, among those written. */
export function pickEncoding(accept: string, has: { br: boolean; gz: boolean }): 'br' | 'gzip' | null {
  if (has.br && /\bbr\b/.test(accept)) return 'br';
  if (has.gz && /\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin wrote its files (the service worker is written in vite-plugin-pwa's closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.meta.watchMode || !existsSync(outDir)) return;
        await precompressDir(outDir);
      },
    },
    configurePreviewServer(server) {
      const { config } = server;
      const dist = resolve(config.root, config.build.outDir);
      // Registered here (not in a returned hook) so it runs before vite's own compression and static files.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          return next();
        }
        const type = CONTENT_TYPES[extname(path)];
        const immutable = path.startsWith(IMMUTABLE_DIR);
        const compressible = extname(path) in COMPRESSED_TYPES;
        // Compressed files anywhere, and every file of /assets/ (so the small ones are immutable too); the rest is vite's.
        if (!type || (!immutable && !compressible)) return next();
        const file = normalize(join(dist, path));
        if (!file.startsWith(dist + sep) || !existsSync(file)) return next();
        const accept = String(req.headers['accept-encoding'] ?? '');
        const encoding = pickEncoding(accept, { br: existsSync(`${file}.br`), gz: existsSync(`${file}.gz`) });
        if (!encoding && !immutable) return next();
        // A file the build would have compressed but did not (a build made without this plugin, an older one kept to compare):
        // vite's own compression, as before.
        if (!encoding && compressible && statSync(file).size >= MIN_BYTES && /\b(br|gzip)\b/.test(accept)) return next();
        const body = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
        const { size, mtimeMs } = statSync(body);
        const etag = `W/"${encoding ?? 'identity'}-${size}-${Math.round(mtimeMs)}"`;
        for (const [name, value] of Object.entries(config.preview.headers ?? {})) if (value !== undefined) res.setHeader(name, value);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', etag);
        res.setHeader('Content-Type', type);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', size);
        res.end(req.method === 'HEAD' ? undefined : readFileSync(body));
      });
    },
  };
}
