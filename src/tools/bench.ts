// The bench runner (`npm run bench`): imports every module in ./bench/ in
// name order, runs its default export, prints one JSON line per module and a
// last line merging every module's figures (the summary).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

type Figures = Record<string, number | string>;

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const modules = readdirSync(dir)
  .filter((f) => /\.(ts|mts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
  .sort();

const summary: Figures = {};
let failed = 0;
for (const file of modules) {
  const name = file.replace(/\.[^.]+$/, '');
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: () => Promise<Figures> };
    if (typeof mod.default !== 'function') throw new Error('no default export function');
    const figures = await mod.default();
    console.log(JSON.stringify({ bench: name, ...figures }));
    Object.assign(summary, figures);
  } catch (e) {
    failed++;
    console.log(JSON.stringify({ bench: name, error: e instanceof Error ? e.message : String(e) }));
  }
}
console.log(JSON.stringify({ summary: true, ...summary }));
if (failed > 0) process.exitCode = 1;
