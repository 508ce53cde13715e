// The build's precompressed files and the preview server that serves them as a
// static host would (src/tools/vite-precompress.ts): a real vite preview on a
// made-up build, asked over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { preview, type PreviewServer } from 'vite';
import { pickEncoding, precompress, precompressDir, IMMUTABLE } from '../../src/tools/vite-precompress.ts';

/** Text that compresses, of about `n` bytes. */
const text = (n: number, seed: string) => Array.from({ length: Math.ceil(n / 40) }, (_, i) => `export const v${i} = "${seed}-${i % 7}";\n`).join('');

const LATE = text(6_000, 'late');
let parent = '';
let dir = '';
let server: PreviewServer;
let base = '';
const files = {
  'assets/chunk-AbC123.js': text(20_000, 'chunk'),
  'assets/engine-XyZ789.wasm': Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(30_000, 7)]),
  'assets/table-Q1w2E3.glb': Buffer.alloc(8_000, 3),
  'assets/tiny-Zz.js': 'export const x = 1;\n',
  'assets/icon-Pp.png': Buffer.alloc(4_000, 9),
  // Written after the build's compression ran (as a build made without the plugin): left to vite's own.
  'assets/late-Lt.js': '',
  'sw.js': text(5_000, 'sw'),
  'index.html': `<!doctype html><html><head><title>t</title></head><body>${'<p>x</p>'.repeat(400)}</body></html>`,
};

/** GET `path` with these headers, body left as sent (node's http does not decode). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'precompress-'));
  dir = join(parent, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  // A file beside the build, compressed as the build's are: no address may reach it.
  writeFileSync(join(parent, 'secret.js'), text(4_000, 'secret'));
  for (const [f, body] of Object.entries(files)) writeFileSync(join(dir, f), body);
  await precompressDir(parent);
  writeFileSync(join(dir, 'assets/late-Lt.js'), LATE);
  server = await preview({ configFile: false, root: dir, logLevel: 'silent', build: { outDir: dir }, plugins: [precompress()], preview: { host: '127.0.0.1', port: 0 } });
  const addr = server.httpServer.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  if (parent) rmSync(parent, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each compressible file, each decoding to the same bytes', () => {
    for (const f of ['assets/chunk-AbC123.js', 'assets/engine-XyZ789.wasm', 'assets/table-Q1w2E3.glb', 'sw.js']) {
      const original = readFileSync(join(dir, f));
      expect(brotliDecompressSync(readFileSync(join(dir, `${f}.br`))).equals(original), `${f}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${f}.gz`))).equals(original), `${f}.gz`).toBe(true);
      expect(readFileSync(join(dir, `${f}.br`)).length).toBeLessThan(original.length);
    }
  });

  it('leaves out files under a kilobyte, images and the page', () => {
    for (const f of ['assets/tiny-Zz.js', 'assets/icon-Pp.png', 'index.html']) {
      expect(existsSync(join(dir, `${f}.br`)), f).toBe(false);
      expect(existsSync(join(dir, `${f}.gz`)), f).toBe(false);
    }
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what was written and what the client takes', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', { br: true, gz: true })).toBe('br');
    expect(pickEncoding('gzip, deflate', { br: true, gz: true })).toBe('gzip');
    expect(pickEncoding('br', { br: false, gz: true })).toBe(null);
    expect(pickEncoding('', { br: true, gz: true })).toBe(null);
    expect(pickEncoding('gzip;q=1, brotli', { br: true, gz: true })).toBe('gzip');
  });
});

describe('the preview server', () => {
  it('sends the brotli file to a client that takes it, with its type, length and Vary', async () => {
    const res = await get('/assets/chunk-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(files['assets/chunk-AbC123.js']);
  });

  it('sends gzip to a client without brotli, and the WASM as application/wasm', async () => {
    const res = await get('/assets/engine-XyZ789.wasm', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(gunzipSync(res.body).equals(files['assets/engine-XyZ789.wasm'] as Buffer)).toBe(true);
  });

  it('marks the hashed files under /assets/ immutable, and nothing else', async () => {
    expect((await get('/assets/table-Q1w2E3.glb', { 'accept-encoding': 'gzip' })).headers['cache-control']).toBe(IMMUTABLE);
    // Those too small to compress and the images, sent as they are.
    const tiny = await get('/assets/tiny-Zz.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(files['assets/tiny-Zz.js']);
    const icon = await get('/assets/icon-Pp.png');
    expect(icon.headers['cache-control']).toBe(IMMUTABLE);
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await get('/sw.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching ETag with 304 and no body', async () => {
    const first = await get('/assets/chunk-AbC123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"br-/);
    const again = await get('/assets/chunk-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the file as it is to a client that takes no encoding, and leaves the page to vite', async () => {
    const plain = await get('/assets/chunk-AbC123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(files['assets/chunk-AbC123.js']);
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).not.toBe('br');
  });

  it('leaves a file the build did not compress to vite\'s compression on the fly', async () => {
    const res = await get('/assets/late-Lt.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(gunzipSync(res.body).toString()).toBe(LATE);
  });

  it('serves nothing outside the build and survives a malformed address', async () => {
    for (const path of ['/assets/..%2f..%2fsecret.js', '/..%2fsecret.js', '/%2e%2e/secret.js']) {
      const outside = await get(path, { 'accept-encoding': 'br' });
      expect(outside.headers['content-encoding'], path).not.toBe('br');
      expect(outside.body.toString(), path).not.toContain('secret-');
    }
    const bad = await get('/assets/%E0%A4%A.js', { 'accept-encoding': 'br' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
  });
});
