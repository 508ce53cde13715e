// The bench runner (`npm run bench`): runs every module in ./bench/ in name
// order, each in a fresh Node process, prints one JSON line per module and a
// last line merging every module's figures (the summary).
//
// Why a process each: run in one process, the bot bench left a large heap
// and the bundle bench a shutting-down Chromium behind, and the dice bench
// measured their garbage collections and JIT state as much as its own throws
// (2.7 ms median in-process against 2.1–2.3 ms alone, on a quiet machine).
// Modules stay runnable alone: `npx tsx src/tools/bench/dice.ts`.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

type Figures = Record<string, number | string>;

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const only = process.argv.slice(2);
const moduleName = (file: string): string => file.replace(/\.[^.]+$/, '');
const available = readdirSync(dir)
  .filter((f) => /\.(ts|mts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
  .sort();
const unknown = only.filter((n) => !available.some((f) => moduleName(f) === n));
if (unknown.length > 0) {
  console.error(`No bench module called ${unknown.map((n) => JSON.stringify(n)).join(', ')}; there are: ${available.map(moduleName).join(', ')}.`);
  process.exit(2);
}
const modules = available.filter((f) => only.length === 0 || only.includes(moduleName(f)));

/** Run one bench module alone (tsx's loader flags are in execArgv) and parse the JSON object it prints last. */
function runModule(file: string): Figures {
  const child = spawnSync(process.execPath, [...process.execArgv, join(dir, file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0) throw new Error(`exited with ${String(child.status ?? child.signal)}: ${last}`);
  const figures = JSON.parse(last) as unknown;
  if (typeof figures !== 'object' || figures === null || Array.isArray(figures)) throw new Error(`printed no JSON object: ${last}`);
  return figures as Figures;
}

const summary: Figures = {};
let failed = 0;
for (const file of modules) {
  const name = moduleName(file);
  try {
    const figures = runModule(file);
    console.log(JSON.stringify({ bench: name, ...figures }));
    Object.assign(summary, figures);
  } catch (e) {
    failed++;
    console.log(JSON.stringify({ bench: name, error: e instanceof Error ? e.message : String(e) }));
  }
}
console.log(JSON.stringify({ summary: true, ...summary }));
if (failed > 0) process.exitCode = 1;
