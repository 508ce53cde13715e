// vite preview gzips text, JavaScript, JSON and WASM but not models: its
// compression looks at the Content-Type, and model/gltf-binary is not on its
// list, so every .glb went out uncompressed (a quantized model still halves
// under gzip). This middleware serves a build's .glb files gzipped to clients
// that accept it, with the preview's own headers (the CSP is set before, by vite-boot-screen.ts), an
// ETag and Vary: Accept-Encoding. A production host should do the same for
// model/gltf-binary.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Gzipped {
  body: Buffer;
  etag: string;
  mtimeMs: number;
}

export function previewGzipModels(): Plugin {
  return {
    name: 'preview-gzip-models',
    configurePreviewServer(server) {
      const { config } = server;
      const outDir = resolve(config.root, config.build.outDir);
      const cache = new Map<string, Gzipped>();
      // Registered here (not in a returned hook) so it runs before vite's own compression and static files.
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        if (!path.endsWith('.glb') || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const file = normalize(join(outDir, path));
        if (!file.startsWith(outDir + sep) || !existsSync(file)) return next();
        const { mtimeMs, size } = statSync(file);
        let gz = cache.get(file);
        if (!gz || gz.mtimeMs !== mtimeMs) {
          gz = { body: gzipSync(readFileSync(file), { level: 9 }), etag: `W/"gz-${size}-${Math.round(mtimeMs)}"`, mtimeMs };
          cache.set(file, gz);
        }
        for (const [name, value] of Object.entries(config.preview.headers ?? {})) if (value !== undefined) res.setHeader(name, value);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', gz.etag);
        res.setHeader('Content-Type', 'model/gltf-binary');
        if (req.headers['if-none-match'] === gz.etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', gz.body.length);
        res.end(req.method === 'HEAD' ? undefined : gz.body);
      });
    },
  };
}
