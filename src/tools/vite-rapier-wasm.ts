// Rapier's WASM as a binary in the browser build (issue 11, item 8).
//
// @dimforge/rapier3d-compat ships its engine as base64 inside rapier.mjs: a
// page had to download ~2.2 MB of JavaScript (834 KB gzip), parse it, decode
// the string and only then compile the WASM. The package also ships the same
// WASM as rapier_wasm3d_bg.wasm (583 KB gzip). This plugin, for builds only,
// answers src/physics/rapier.ts's `rapier.mjs?url` import with a copy of
// rapier.mjs whose init() fetches that .wasm file instead, so the browser
// compiles it while it streams in (wasm-bindgen's own loader:
// WebAssembly.instantiateStreaming on the response; vite preview serves .wasm
// as application/wasm). The bytes are checked to be the very ones the base64
// held, so physics stays bit-identical to Node, which keeps the compat package
// as it is.
//
// Both files get names from their content, the same in the page build and in
// the bot worker's build (the plugin runs in both): the page and the worker
// import one engine URL and fetch one .wasm URL, so a room downloads each once.
// The dev server keeps the package's inline WASM (same bytes, no plugin).
//
// The build serves the engine without the parts no table calls
// (src/tools/rapier-slim.ts): the same functions, fewer of them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { slimEngine } from './rapier-slim.ts';

/** The import src/physics/rapier.ts makes for the engine's address in the browser. */
const ENGINE_URL_IMPORT = /[\\/]@dimforge[\\/]rapier3d-compat[\\/]rapier\.mjs\?url$/;
const VIRTUAL_ID = '\0rapier-engine-url';

/** The base64 argument of compat's init: `<base64 decoder>.toByteArray("<base64>").buffer`, the only literal this long. */
const INLINE_WASM = /([\w$]+)\.toByteArray\("([A-Za-z0-9+/=]{100000,})"\)\.buffer/g;

const hash8 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url').slice(0, 8);

export interface EngineFiles {
  /** rapier.mjs with init() fetching `wasmName` (resolved beside the module) in place of the base64. */
  engine: string;
  /** The .wasm served: the package's, or the slimmed one (builtEngineFiles). */
  wasm: Uint8Array;
  wasmName: string;
  engineName: string;
}

/**
 * Rewrites the compat package's rapier.mjs to load `wasm` by URL. Throws when
 * the file does not hold exactly one inline WASM or when its bytes differ from
 * `wasm`: a new Rapier version must be looked at, not silently half-patched.
 * `served` is the .wasm the page fetches (by default the package's own).
 */
export function patchEngine(mjs: string, wasm: Uint8Array, served: Uint8Array = wasm): EngineFiles {
  const found = [...mjs.matchAll(INLINE_WASM)];
  if (found.length !== 1) throw new Error(`rapier.mjs: expected one inline WASM literal, found ${found.length}`);
  const [match] = found as [RegExpExecArray];
  const inline = Buffer.from(match[2] as string, 'base64');
  if (!inline.equals(wasm)) throw new Error('rapier.mjs: the inline WASM differs from rapier_wasm3d_bg.wasm; physics would not be the one Node runs');
  const wasmName = `rapier_wasm3d_bg-${hash8(served)}.wasm`;
  // wasm-bindgen's init takes { module_or_path }: given a URL it fetches it and
  // compiles while the bytes arrive (instantiateStreaming).
  const load = `{module_or_path:new URL(${JSON.stringify(wasmName)},import.meta.url)}`;
  // The package's source map describes the file before the rewrite: drop the reference.
  const engine = (mjs.slice(0, match.index) + load + mjs.slice(match.index + match[0].length)).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return { engine, wasm: served, wasmName, engineName: `rapier-${hash8(engine)}.mjs` };
}

function readCompat(root: string): { mjs: string; wasm: Uint8Array } {
  const dir = dirname(createRequire(join(root, 'package.json')).resolve('@dimforge/rapier3d-compat'));
  return { mjs: readFileSync(join(dir, 'rapier.mjs'), 'utf8'), wasm: readFileSync(join(dir, 'rapier_wasm3d_bg.wasm')) };
}

/** Reads the compat package that `root`'s node_modules holds: its engine loading the package's whole .wasm by URL. */
export function compatEngineFiles(root: string): EngineFiles {
  const { mjs, wasm } = readCompat(root);
  return patchEngine(mjs, wasm);
}

/** What the build serves: the engine loading the slimmed .wasm (src/tools/rapier-slim.ts) by URL. */
export async function builtEngineFiles(root: string): Promise<EngineFiles> {
  const { mjs, wasm } = readCompat(root);
  const { default: binaryen } = await import('binaryen');
  return patchEngine(mjs, wasm, slimEngine(binaryen, wasm).wasm);
}

export function rapierWasm(): Plugin {
  let root = '';
  let assetsDir = 'assets';
  let files: EngineFiles | null = null;
  return {
    name: 'rapier-wasm-binary',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    resolveId(source) {
      return ENGINE_URL_IMPORT.test(source) ? VIRTUAL_ID : null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      files ??= await builtEngineFiles(root);
      // Fixed names: the engine refers to the .wasm by name, and the worker's
      // build must land on the same two files as the page's.
      this.emitFile({ type: 'asset', fileName: `${assetsDir}/${files.wasmName}`, source: files.wasm });
      const ref = this.emitFile({ type: 'asset', fileName: `${assetsDir}/${files.engineName}`, source: files.engine });
      return `export default import.meta.ROLLDOWN_FILE_URL_${ref};`;
    },
  };
}
