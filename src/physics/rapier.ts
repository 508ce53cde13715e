// The one Rapier build the whole project uses: exactly the version that
// @react-three/rapier pins, so Node (tests, bots, sim) and the browser run the
// same engine. Call initPhysics() once before creating a world; RAPIER is a
// live binding that holds the engine from then on.
//
// In the browser the page and the bot worker both load one engine module by
// URL, so a room downloads the engine once and the second thread takes it from
// the HTTP cache, instead of each bundle carrying a copy of its own. In a build
// that module is not the package's file (which inlines its WASM as 2 MB of
// base64) but a copy that fetches the package's .wasm file, compiled as it
// streams in: src/tools/vite-rapier-wasm.ts answers the `?url` import below and
// checks the WASM bytes are the inlined ones, so physics stays bit-identical
// to Node, which keeps the compat package as it is.
import type * as RapierModule from '@dimforge/rapier3d-compat';

type Rapier = typeof RapierModule;

// Assigned once by initPhysics; importers see the engine through the live binding.
export let RAPIER: Rapier = undefined as unknown as Rapier;

let ready: Promise<void> | null = null;

const inBrowser = (): boolean =>
  typeof window !== 'undefined' || (typeof self !== 'undefined' && typeof (self as { importScripts?: unknown }).importScripts === 'function');

async function loadEngine(): Promise<Rapier> {
  let mod: { default?: Rapier } & Partial<Rapier>;
  if (inBrowser()) {
    // By file path: the package's exports map names only ".". The build rewrites this address (see above).
    const { default: url } = await import('../../node_modules/@dimforge/rapier3d-compat/rapier.mjs?url');
    mod = (await import(/* @vite-ignore */ url)) as typeof mod;
  } else {
    // Node: a bare specifier the bundler leaves alone (this branch never runs in a page).
    const specifier = '@dimforge/rapier3d-compat';
    mod = (await import(/* @vite-ignore */ specifier)) as typeof mod;
  }
  return (mod.default ?? mod) as Rapier;
}

export function initPhysics(): Promise<void> {
  ready ??= loadEngine().then(async (engine) => {
    await engine.init();
    RAPIER = engine;
  });
  return ready;
}

/**
 * Puts another build of the same engine behind `RAPIER` (initialised here).
 * For one check only: tests/physics/rapier-slim.test.ts runs the project's own
 * throws and flicks on the build's slimmed WASM and on the package's, and they
 * must settle alike. Objects made by one engine must not meet the other.
 */
export async function usePhysicsEngine(engine: Rapier): Promise<void> {
  await engine.init();
  RAPIER = engine;
  ready = Promise.resolve();
}
