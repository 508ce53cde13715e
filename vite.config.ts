/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { rapierWasm } from './src/tools/vite-rapier-wasm.ts';
import { rapierShared } from './src/tools/vite-rapier-shared.ts';
import { sceneWorkerShared } from './src/tools/vite-scene-worker-shared.ts';
import { threeCatalogue } from './src/tools/vite-three-catalogue.ts';
import { precompress } from './src/tools/vite-precompress.ts';
import { offline } from './src/pwa/offline-plugin.ts';
import { catalogParts } from './src/tools/vite-catalog-parts.ts';
import { stripEnglish } from './src/tools/vite-strip-english.ts';
import { shortIds } from './src/tools/vite-short-ids.ts';
import { bootScreen } from './src/tools/vite-boot-screen.ts';
import linguiConfig from './lingui.config.js';
import { buildVersion } from './src/pwa/build-version.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The catalogs and what cuts them into parts (src/tools/vite-catalog-parts.ts). */
const CATALOG_PARTS = {
  locales: here('./src/locales'),
  partFolders: [here('./src/games'), here('./src/rooms')],
  // The online table's words: only its page (?table=) shows them, so a room played here or the lobby does not load them.
  extraParts: ['online'],
  // The languages are lingui.config.js's: adding one stays a folder of catalogs and a line in src/i18n/languages.ts.
  languages: linguiConfig.locales,
  sourceLanguage: linguiConfig.sourceLocale ?? 'en',
  // A build writes each message id as a short code, in the code and the compiled catalogs (src/i18n/id-codes.ts).
  shortIds: true,
};

/** The build's short ids (src/tools/vite-short-ids.ts), on whenever the catalog parts are keyed by codes. */
const shortIdPlugins = (): Plugin[] => (CATALOG_PARTS.shortIds ? [shortIds(here('./src/'), join(CATALOG_PARTS.locales, CATALOG_PARTS.sourceLanguage, 'messages.po'))] : []);

// Rapier (with its inlined WASM, the heaviest module) gets a chunk of its own
// in the page build and in the bot worker's build alike: the two come out
// byte-identical under one file name, so a room downloads physics once.
/** A chunk the scene worker alone runs: its boot module and its entry, both named after it (vite-scene-worker-shared.ts). */
const SCENE_WORKER_CHUNK = /(^|\/)scene\.worker-[\w-]+\.js$/;

const rapierChunk = { codeSplitting: { groups: [{ name: 'rapier', test: /@dimforge[\\/]rapier3d/ }] } };

// The Content-Security-Policy (issue 12): the page's meta tag (src/index.html) is the policy, and the preview server sends
// the built page's as a header, which also reaches what a meta tag cannot: workers (a worker script's policy comes from its
// own response) and framing.
const CSP_HEADER_ONLY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** The dev server's hot reload injects inline scripts and styles: there the meta tag goes (the built page keeps it). */
const cspOnlyInBuilds = (): Plugin => ({
  name: 'csp-only-in-builds',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<!-- The Content-Security-Policy[\s\S]*?-->\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
});

// The app lives in src/ (index.html included) so the top level stays small;
// vitest runs from the project root and only picks up tests/.
export default defineConfig({
  root: here('./src'),
  publicDir: here('./public'),
  // catalogParts(): each language's catalog as parts, the core and one per game or room, compiled into chunks of their own
  // (src/i18n/languages.ts loads them; a test build adds the pseudo-locale en-XA). stripEnglish(): the build drops the English
  // `message` beside each id from the code, since the English catalog part carries it. shortIds(): the build writes each
  // id as its short code, as the catalog parts are keyed (src/i18n/id-codes.ts). lingui(): a .po file imported whole
  // compiles (the unit tests' English, tests/i18n/setup.ts).
  plugins: [
    react(),
    catalogParts(CATALOG_PARTS),
    stripEnglish(here('./src/')),
    ...shortIdPlugins(),
    lingui(),
    cspOnlyInBuilds(),
    bootScreen(CSP_HEADER_ONLY),
    rapierWasm(),
    rapierShared(here('./src/physics/rapier.ts')),
    sceneWorkerShared(here('./src/scene/worker/early-scene.ts'), here('./src/scene/worker/scene-worker-boot.ts')),
    threeCatalogue(),
    precompress(),
    offline(),
  ],
  // The lobby's footer shows it (src/pwa/version-footer.ts).
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion(here('.'))) },
  // The scene worker's own chunks (scene.worker-*.js, vite-scene-worker-shared.ts) carry no preload lists: in the worker a
  // dynamic import's <link rel=modulepreload> is a no-op (worker-dom.ts's stand-in), so the lists of every board's chunk
  // names were bytes the worker downloaded for nothing. The page's chunks keep theirs (they spare the page a waterfall).
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { output: rapierChunk },
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (SCENE_WORKER_CHUNK.test(hostId) ? [] : deps) },
  },
  // Not pre-bundled in dev: its engine import must reach rapierShared (pre-bundling skips plugins).
  optimizeDeps: { exclude: ['@react-three/rapier'] },
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [here('.')] } },
  preview: { host: '127.0.0.1', port: 4173 },
  // The bot worker imports no games and no rooms (it loads the rules from the page's own chunk, src/store/bot-rules.ts); it
  // lazily imports the physics to aim flicks (src/physics/rapier.ts, flick/aim.ts): rapierWasm loads the engine by URL, as on
  // the page. rapierShared has nothing to answer here today (no @react-three/rapier); it stays as a guard, since without it a
  // worker that reached the touchable props again would bundle a second engine with its WASM inline (2.2 MB).
  // The worker's code drops the English beside ids too (it formats no text); catalogParts answers should its graph reach the languages.
  worker: {
    format: 'es',
    plugins: () => [catalogParts(CATALOG_PARTS), stripEnglish(here('./src/')), ...shortIdPlugins(), rapierWasm(), rapierShared(here('./src/physics/rapier.ts'))],
    rolldownOptions: { output: rapierChunk },
  },
  test: {
    root: here('.'),
    include: ['tests/**/*.test.ts'],
    // English from the compiled catalog for every test (texts are messages, issue 25).
    setupFiles: ['tests/i18n/setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test processes at least: vitest's default (one fewer than the cores) left one busy process on a
    // 2-core machine (ours and CI's) while the runner itself mostly waits. Measured on a subset of 37 files:
    // 356 s with one, 226–302 s with two (one shared machine, same run). More cores: the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
