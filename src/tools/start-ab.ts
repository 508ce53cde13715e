// Before/after figures of opening the game rooms (issue 26) in one command, for
// a quiet machine: builds an earlier commit (in a detached git worktree under
// .tmp/start-ab, sharing node_modules, removed once built) and the working tree, then runs the
// start-tasks bench on each room, the two builds back to back (before, after,
// room by room), and prints one table with the machine's load at the start and
// end. Counts (WebGL contexts, programs) come from the same runs.
// Run: npx tsx src/tools/start-ab.ts [--before=REF] [--runs=5] [--rooms=gambler,carson-city]
//   --before  the commit to compare with (default c03f24e: main before session 36's start lane)
//   --runs    runs per room and build (default 5)
//   --rooms   default: every room whose first move is a throw, asked of the rules (Mail Run's
//             is a card and Main Street's a sow: their counts come from `start-tasks --counts`)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, symlinkSync, unlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import benchStartTasks from './bench/start-tasks.ts';
import { loadGames } from '../games/registry.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = join(root, '.tmp', 'start-ab');
/**
 * Every game room whose first move is a throw (the bench times a room to its first throw; Mail Run
 * opens on a card and Main Street on a sow, where it would wait out its 180 s): asked of each
 * game's own rules, at its smallest table.
 */
async function throwingRooms(): Promise<string[]> {
  const modules = await loadGames();
  return modules.filter((m) => m.awaiting(m.setup({ seed: 1, players: m.minPlayers })).kind === 'throw').map((m) => m.id);
}

const FIGURES = ['firstThrowMs', 'longestStartTaskMs', 'startMainThreadMs', 'webglContexts', 'programs'] as const;

function parseArgs(argv: readonly string[]) {
  const o = { before: 'c03f24e', runs: 5, rooms: [] as string[] };
  for (const arg of argv) {
    const [k, v = ''] = arg.split('=', 2) as [string, string?];
    if (k === '--before' && v) o.before = v;
    else if (k === '--runs' && /^[1-9]\d*$/.test(v)) o.runs = Number(v);
    else if (k === '--rooms' && v) o.rooms = v.split(',');
    else throw new Error(`start-ab: did not understand ${JSON.stringify(arg)} (use --before=REF, --runs=N, --rooms=a,b)`);
  }
  return o;
}

/** A production build of the tree at `cwd` into `outDir` (its own vite and config). */
function buildTree(cwd: string, outDir: string): void {
  const r = spawnSync(process.execPath, [join(cwd, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`start-ab: the build in ${cwd} failed`);
}

/** Builds the tree at `ref` into `outDir`: a detached worktree under .tmp/start-ab (node_modules shared), removed after. */
function buildRef(ref: string, outDir: string): void {
  const sha = execFileSync('git', ['-C', root, 'rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const dir = join(work, `src-${sha}`);
  if (existsSync(dir)) execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'inherit' });
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, sha], { stdio: 'inherit' });
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    buildTree(dir, outDir);
  } finally {
    // The link first, by itself: nothing may reach into the shared node_modules.
    if (lstatSync(join(dir, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(join(dir, 'node_modules'));
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'inherit' });
  }
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  if (o.rooms.length === 0) o.rooms = await throwingRooms();
  mkdirSync(work, { recursive: true });
  const dists = { before: join(work, 'dist-before'), after: join(work, 'dist-after') };
  buildRef(o.before, dists.before);
  buildTree(root, dists.after);
  const loadAtStart = load();
  const rows: string[] = [];
  for (const room of o.rooms) {
    for (const side of ['before', 'after'] as const) {
      const f = await benchStartTasks([`--dist=${dists[side]}`, `--runs=${o.runs}`, `--rooms=${room}`]);
      const cell = (k: string) => `${String(f[`${room}.${k}`] ?? '–')}${f[`${room}.${k}Runs`] ? ` (${String(f[`${room}.${k}Runs`])})` : ''}`;
      rows.push(`| ${room} | ${side} | ${FIGURES.map(cell).join(' | ')} | ${load()} |`);
      console.error(rows.at(-1));
    }
  }
  console.log(`start-ab: ${o.before} (before) against the working tree (after), ${o.runs} runs each, load at start ${loadAtStart}, at end ${load()}\n`);
  console.log(`| room | build | ${FIGURES.join(' | ')} | load (1/5/15 min) after |`);
  console.log(`|---|---|${FIGURES.map(() => '---').join('|')}|---|`);
  console.log(rows.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
