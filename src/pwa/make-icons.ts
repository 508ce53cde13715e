// Writes the app's icons into public/ (`npx tsx src/pwa/make-icons.ts`): the
// manifest's 192 and 512 px icons and a maskable 512 px one, drawn by
// src/pwa/icon-art.ts. tests/pwa/icons.test.ts checks the committed files are
// what this script writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drawIcon } from './icon-art.ts';
import { encodePng } from './png.ts';

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

export const iconPng = (icon: (typeof ICONS)[number]): Buffer => encodePng(icon.size, icon.size, drawIcon(icon.size, { maskable: icon.maskable }));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
  for (const icon of ICONS) {
    writeFileSync(publicDir + icon.file, iconPng(icon));
    console.log(`public/${icon.file}`);
  }
}
