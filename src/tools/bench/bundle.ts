// Bench: download weight of the production build, gzip-compressed as a server
// would send it. Builds with a manifest into .tmp/bench-build (dist/ is left
// alone), then follows the import graph:
//   lobbyGzipKB  what the lobby page loads first: index.html, the entry chunk
//                with its static imports, the lobby's own chunk (src/ui/lobby.ts) with
//                its static imports, and their CSS;
//   roomGzipKB   what opening the heaviest room loads on top of the lobby
//                page: the room chunk, every chunk it imports statically, its
//                CSS, the models (.glb) and Web Workers (with every chunk
//                a worker imports) those chunks reference.
//   roomGzipKB in Chromium: every build file the heaviest room fetched (page and workers, each file once), opened as
//                a player's link opens it: rooms the scene worker draws in the worker (src/rooms/render-mode.ts), which
//                then fetches the worker's script and its imports (chunks of the page's own build,
//                vite-scene-worker-shared.ts); roomPageGzipKB the heaviest with the scene on the page, roomWorkerGzipKB
//                the heaviest drawn in the scene worker (each worker room is opened in both modes, whichever is the
//                default); roomsLoadedGzipKB each run, named by room and the mode it drew in.
//   roomBrotliKB  what the preview really sends for that room (the same files
//                fetched in Chromium): each file's brotli copy written by the
//                build (src/tools/vite-precompress.ts), or the file itself
//                where there is none (under a kilobyte, images).
//   roomIdsGzipKB what the message ids' strings cost that room's scripts
//                (short codes in a build, src/i18n/id-codes.ts; issue 25:
//                ids and the Lingui runtime ≤ 5 KB); roomLongIds the long
//                catalog ids left in them (0).
// Targets: lobby ≤ 150 KB, room ≤ 1,050 KB (issue 11). Run alone: npx tsx src/tools/bench/bundle.ts
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { measureLoadedRooms, type LoadedRoom } from '../loaded-bytes.ts';
import { GAMES, isPlayable } from '../../games/registry.ts';
import { WORKER_ROOMS } from '../../scene/worker/room-ids.ts';
import { PREFER_WORKER } from '../../rooms/render-mode.ts';
import { idCodesOfCatalog, idStringsCost } from '../short-ids.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, '.tmp', 'bench-build');

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * A script asset (a Web Worker) is bundled apart from the manifest's graph:
 * count every chunk it names (static or dynamic import), to be safe. The
 * physics engine module (an asset too) fetches its .wasm by a name beside it.
 */
function workerFiles(file: string, into: Set<string>): void {
  if (into.has(file)) return;
  into.add(file);
  if (!/\.m?js$/.test(file)) return;
  const code = readFileSync(join(outDir, file), 'utf8');
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  for (const m of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) workerFiles(dir + m[1], into);
  for (const m of code.matchAll(/["'`](?:\.\/)?([\w.-]+\.wasm)["'`]/g)) if (existsSync(join(outDir, dir + m[1]))) into.add(dir + m[1]);
}

/** Every file a chunk pulls in before it runs: itself, its static imports (recursively), their CSS and assets (workers with their chunks), and assets fetched by URL. */
function closure(manifest: Manifest, key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  // Track visited chunks by key, not by file: a worker's scan may already have
  // added a chunk's file without following what that chunk loads.
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const asset of chunk.assets ?? []) workerFiles(asset, into);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into, seen);
  // A module loaded only for an address, then the asset it names is loaded
  // (the physics engine, see src/tools/vite-rapier-wasm.ts): count both.
  for (const dep of chunk.dynamicImports ?? []) if (dep.endsWith('?url') || /rapier-engine-url$/.test(dep)) closure(manifest, dep, into, seen);
  return into;
}

/**
 * The practice rooms and every playable game, its seats all bots (so the bot worker and flick aim load), each as a
 * player's link opens it (no `render=`: its default mode, src/rooms/render-mode.ts `PREFER_WORKER`) and, for the rooms
 * the worker draws, also in the mode the default is not (`render=page` where the default is the worker, `render=worker`
 * where it is the page): both modes are measured every run, whichever is the default. Which mode a run drew in is
 * read from what it fetched (the scene worker's script or not), not assumed.
 */
const ROOM_PATHS = [
  '/?room=dice-table',
  '/?room=shooting-gallery',
  ...GAMES.filter(isPlayable).flatMap((g) => {
    const seats = Array.from({ length: Math.max(g.minPlayers, Math.min(3, g.maxPlayers)) }, (_, i) => (i === 0 ? 'bot:hard' : 'bot:easy'));
    const path = `/?game=${g.id}&seats=${seats.join(',')}&seed=5`;
    return [path, ...(WORKER_ROOMS.includes(g.id) ? [`${path}&render=${PREFER_WORKER ? 'page' : 'worker'}`] : [])];
  }),
];

const SCENE_WORKER_SCRIPT = /\/scene\.worker-[\w-]+\.js$/;
/** Where a run drew its scene: in the scene worker when it fetched the worker's script. */
const drawnIn = (room: LoadedRoom): 'worker' | 'page' => (room.fetched.some((p) => SCENE_WORKER_SCRIPT.test(p)) ? 'worker' : 'page');
/** A run's room and mode, short: `gambler worker`, `gambler page (asked)`, `dice-table page`. */
const runName = (room: LoadedRoom): string => `${/[?&](?:game|room)=([\w-]+)/.exec(room.path)?.[1] ?? room.path} ${drawnIn(room)}${/[?&]render=/.test(room.path) ? ' (asked)' : ''}`;

/**
 * The files a module script imports statically (`import … from "./x.js"`, its top-level imports in a build),
 * followed through those files: what must have been fetched before it ran. Used to check that the browser pass
 * saw a module worker's own imports (they are fetched by the worker, not the page).
 */
function staticImports(dir: string, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file) || !existsSync(join(dir, file))) return into;
  into.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  const base = file.slice(0, file.lastIndexOf('/') + 1);
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$,{}\s*]+?\s*from\s*)?["']\.\/([\w.~-]+\.m?js)["']/g)) staticImports(dir, base + m[1], into);
  return into;
}

/** Throws when a room in worker mode fetched its scene worker but not everything that worker imports statically. */
function checkWorkerImportsSeen(outDir: string, room: LoadedRoom): void {
  const workers = room.fetched.filter((p) => SCENE_WORKER_SCRIPT.test(p));
  if (/[?&]render=worker/.test(room.path) && workers.length === 0) throw new Error(`${room.path}: the scene worker's script was not fetched`);
  for (const w of workers) {
    const missed = [...staticImports(outDir, w.replace(/^\//, ''))].filter((f) => !room.fetched.includes('/' + f));
    if (missed.length > 0) throw new Error(`${room.path}: the scene worker imports ${missed.join(', ')} but the browser pass did not see them fetched`);
  }
}

/** The bytes a host serving the build's brotli copies sends for `files` (paths under `dir`): the .br where written, else the file. */
export function brotliSent(dir: string, files: readonly string[]): number {
  return files.reduce((total, f) => {
    const path = join(dir, f);
    if (!existsSync(path)) return total;
    return total + statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
  }, 0);
}

export default async function benchBundle(): Promise<Record<string, number | string>> {
  await build({
    root: join(root, 'src'),
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    let n = gz.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      gz.set(file, n);
    }
    return n;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + size(f), 0);

  // The page's entry (index.html's script); the scene worker's first module is an entry of the build too (vite-scene-worker-shared.ts).
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('.html'));
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const lobby = closure(manifest, entryKey);
  // The lobby's own code is a dynamic import of the entry (src/main.ts: a room's link does not fetch it), which a page
  // opened on the lobby fetches at once: part of the lobby's weight.
  const lobbyKey = Object.keys(manifest).find((k) => /(^|\/)ui\/lobby\.ts$/.test(manifest[k]?.src ?? k));
  if (lobbyKey) closure(manifest, lobbyKey, lobby);
  const lobbyBytes = sum(lobby) + gzipSync(readFileSync(join(outDir, 'index.html'))).length;

  const rooms = Object.entries(manifest).filter(([k, c]) => c.isDynamicEntry && /(^|\/)Room\.tsx$/.test(c.src ?? k));
  if (rooms.length === 0) throw new Error('no room chunks (src/rooms/*/Room.tsx, src/games/*/Room.tsx) in the build');
  let heaviest = { name: '', bytes: 0 };
  const byRoom: string[] = [];
  for (const [key] of rooms) {
    const files = closure(manifest, key);
    for (const f of lobby) files.delete(f);
    const bytes = sum(files);
    const name = key.replace(/^(\.\.\/)*/, '').replace(/\/Room\.tsx$/, '');
    byRoom.push(`${name}:${kb(bytes)}`);
    if (bytes > heaviest.bytes) heaviest = { name, bytes };
  }
  // The static graph counts every model and lazy chunk a room could load; the
  // browser pass counts what opening the room (games with all-bot seats
  // playing for a while, so the bot worker and flick aim load) really fetches.
  const loaded = await measureLoadedRooms(root, outDir, ROOM_PATHS);
  for (const r of loaded ?? []) checkWorkerImportsSeen(outDir, r);
  // roomGzipKB: the heaviest room as a player's link opens it (its default mode); roomPageGzipKB: the heaviest with the
  // scene on the page (the default of the rooms the worker does not draw yet, and `render=page` of the others).
  const defaults = loaded?.filter((r) => !/[?&]render=/.test(r.path)) ?? [];
  const measured = loaded ? Math.max(...defaults.map((r) => r.bytes)) : null;
  const pageMode = loaded?.filter((r) => drawnIn(r) === 'page') ?? [];
  const workerMode = loaded?.filter((r) => drawnIn(r) === 'worker') ?? [];
  // Each language's catalog is cut into chunks (issue 25, src/tools/vite-catalog-parts.ts): the core, loaded before the
  // lobby paints, and one part per game or room, loaded with it. The browser pass runs in English, so a room in German
  // or Russian weighs its core and its game's part in that language instead of the English ones.
  const parts = new Map<string, number>(); // '<lang>/<part>' → gzip bytes
  for (const [k, c] of Object.entries(manifest)) {
    const m = /catalog-part\/([\w-]+)\/([\w-]+)$/.exec(c.src ?? k);
    if (m) parts.set(`${m[1]}/${m[2]}`, size(c.file));
  }
  const languages = [...new Set([...parts.keys()].map((k) => k.split('/')[0]!))];
  const heaviestLoaded = defaults.length > 0 ? defaults.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : undefined;
  const roomId = heaviestLoaded ? (/[?&](?:game|room)=([\w-]+)/.exec(heaviestLoaded.path)?.[1] ?? '') : heaviest.name.split('/').pop() ?? '';
  const wordsOf = (lang: string) => (parts.get(`${lang}/core`) ?? 0) + (parts.get(`${lang}/${roomId}`) ?? 0);
  const room = measured ?? heaviest.bytes + lobbyBytes;
  // What the message ids cost the heaviest room (issue 25: a build writes them as short codes, src/i18n/id-codes.ts):
  // the gzip bytes of its scripts' id strings, and how many long catalog ids are left in them (0 with codes).
  const scripts = (heaviestLoaded?.fetched ?? []).filter((p) => /\.m?js$/.test(p) && existsSync(join(outDir, p)));
  const ids = idStringsCost(
    scripts.map((p) => readFileSync(join(outDir, p), 'utf8')),
    idCodesOfCatalog(join(root, 'src', 'locales', 'en', 'messages.po')),
  );
  const roomIn = (lang: string) => kb(room - wordsOf('en') + wordsOf(lang));
  const partsOf = (lang: string) => [...parts].filter(([k]) => k.startsWith(`${lang}/`)).map(([k, b]) => `${k.split('/')[1]}:${kb(b)}`).join(',');
  return {
    lobbyGzipKB: kb(lobbyBytes),
    roomGzipKB: kb(measured ?? heaviest.bytes + lobbyBytes),
    roomGzipKBHow: measured === null ? 'static import graph (no Chromium)' : 'fetched in Chromium, heaviest room',
    roomPageGzipKB: pageMode.length > 0 ? kb(Math.max(...pageMode.map((r) => r.bytes))) : 'n/a',
    roomWorkerGzipKB: workerMode.length > 0 ? kb(Math.max(...workerMode.map((r) => r.bytes))) : 'n/a',
    roomsLoadedGzipKB: loaded ? loaded.map((r) => `${runName(r)}:${kb(r.bytes)}`).join(', ') : 'n/a',
    roomStaticGzipKB: kb(heaviest.bytes + lobbyBytes),
    heaviestRoom: heaviest.name,
    roomsGzipKB: byRoom.join(' '),
    roomGzipKBByLanguage: languages.map((lang) => `${lang}:${roomIn(lang)}`).join(' '),
    roomIdsGzipKB: heaviestLoaded ? kb(ids.gzipBytes) : 'n/a',
    roomLongIds: heaviestLoaded ? ids.longIds : 'n/a',
    roomBrotliKB: heaviestLoaded ? kb(brotliSent(outDir, heaviestLoaded.fetched)) : 'n/a',
    roomWordsGzipKB: `${roomId}: ${languages.map((lang) => `${lang}:${kb(wordsOf(lang))}`).join(' ')}`,
    catalogGzipKB: languages.map((lang) => `${lang}: ${partsOf(lang)}`).join(' '),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBundle().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
