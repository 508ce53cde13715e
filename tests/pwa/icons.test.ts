// The installable app's manifest and icons (issue 16, item 2): the icons are
// ours, drawn by src/pwa/icon-art.ts, and the committed PNGs are exactly what
// src/pwa/make-icons.ts writes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ICONS } from '../../src/pwa/make-icons.ts';
import { drawIcon } from '../../src/pwa/icon-art.ts';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(readFileSync(publicDir + 'manifest.webmanifest', 'utf8')) as { name: string; start_url: string; display: string; icons: ManifestIcon[] };

describe('the web app manifest', () => {
  it('names the app and opens the lobby full screen', () => {
    expect(manifest.name).toBe('Frontier Table');
    expect(manifest.start_url).toBe('./');
    expect(manifest.display).toBe('fullscreen');
  });

  it('offers 192 and 512 px PNG icons and a maskable one, as installing needs', () => {
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('lists every icon the icon script writes, at its size', () => {
    for (const icon of ICONS) {
      const entry = manifest.icons.find((i) => i.src === icon.file);
      expect(entry?.sizes).toBe(`${icon.size}x${icon.size}`);
      expect(entry?.purpose === 'maskable').toBe(icon.maskable);
    }
  });
});

/** Width, height and RGBA pixels of a PNG as src/pwa/png.ts writes it (8-bit RGBA, filter 0 on every row). */
function decodePng(file: Buffer): { width: number; height: number; rgba: Uint8Array } {
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]], '8-bit RGBA').toEqual([8, 6]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)], 'row filter').toBe(0);
    rgba.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  }
  return { width, height, rgba };
}

describe('the icons', () => {
  it('committed in public/ are what the icon script draws (no drift, no foreign art)', () => {
    for (const icon of ICONS) {
      const png = decodePng(readFileSync(publicDir + icon.file));
      expect([png.width, png.height], icon.file).toEqual([icon.size, icon.size]);
      expect(Buffer.from(png.rgba).equals(Buffer.from(drawIcon(icon.size, { maskable: icon.maskable }))), `${icon.file}: pixels as drawn`).toBe(true);
    }
  });

  it('leave the corners of the ordinary icon clear and fill the maskable one to its edges', () => {
    const alphaAt = (px: Uint8Array, size: number, x: number, y: number) => px[(y * size + x) * 4 + 3];
    const plain = drawIcon(64);
    const maskable = drawIcon(64, { maskable: true });
    expect(alphaAt(plain, 64, 0, 0)).toBe(0);
    expect(alphaAt(plain, 64, 32, 32)).toBe(255);
    expect(alphaAt(maskable, 64, 0, 0)).toBe(255);
  });

  it('keep the die inside the maskable safe circle (80 % of the side)', () => {
    const size = 128;
    const px = drawIcon(size, { maskable: true });
    // The walnut background is the colour of the corner; any other pixel is the die.
    const isWalnut = (i: number) => px[i] === px[0] && px[i + 1] === px[1] && px[i + 2] === px[2];
    let farthest = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if (!isWalnut((y * size + x) * 4)) farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
    expect(farthest).toBeGreaterThan(0.3 * size);
    expect(farthest).toBeLessThanOrEqual(0.4 * size);
  });
});
