// The scene worker (`?render=worker`, src/scene/worker/scene.worker.tsx) built
// as a chunk of the page's own build instead of a worker bundle of its own.
// Vite bundles `new Worker(new URL('./x', import.meta.url))` apart from the
// page: the worker then carried its own copy of three.js, react-three-fiber,
// React, zustand, the kit and the boards (≈ 290 KB gzip) beside the page's,
// so a room drawn in the worker downloaded what it shares with the page twice
// (issue 26: 1,113 KB in Tableau Gulch, 1,383 KB in Silver Creek County, whose
// HUD also loads three.js on the page). As an entry of the page build its
// modules are cut into the chunks the page uses (three's, React's, the rules'),
// so each file is fetched once, by whichever side asks first, and the other
// side reads it from the HTTP cache.
//
// Build only: the dev server and vitest keep Vite's worker (a dev module
// worker is served from source anyway). The worker starts at a small first
// module (src/scene/worker/scene-worker-boot.ts) that puts the DOM stand-ins
// in place before the scene's chunks run. A dynamic import in a page chunk
// goes through Vite's preload helper, which looks for <link> elements: the
// worker's document stand-in answers it (src/scene/worker/worker-dom.ts).
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What the boot module reads the scene's chunk list from (set by the line this plugin puts at its top). */
export const SCENE_CHUNKS_GLOBAL = 'sceneChunks';

/**
 * Puts at the top of the boot chunk `bootFile` the names of every chunk the scene's chunk imports statically, however
 * deep (those the boot imports itself left out): the boot imports them all at once (scene-worker-boot.ts). A
 * worker has no modulepreload, so its module graph loaded a level at a time, each level a round of requests
 * queued with the page's own (≈ 6 levels, 0.4–0.6 s on this machine, issue 26).
 */
export function listSceneChunks(bundle: OutputBundle, bootFile: string): string[] {
  const boot = bundle[bootFile] as OutputChunk | undefined;
  if (!boot || boot.type !== 'chunk') throw new Error(`scene-worker-shared: the boot chunk ${bootFile} is not in the bundle`);
  const chunk = (name: string) => {
    const out = bundle[name];
    return out?.type === 'chunk' ? out : undefined;
  };
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(chunk(name)?.imports ?? []));
    }
    return seen;
  };
  const scene = boot.dynamicImports.map(chunk).find((c) => c?.facadeModuleId?.replace(/\\/g, '/').endsWith('/scene/worker/scene.worker.tsx'));
  if (!scene) throw new Error(`scene-worker-shared: ${bootFile} no longer imports the scene's chunk (scene.worker.tsx)`);
  const own = closure(boot.imports);
  const list = [...closure([scene.fileName])].filter((name) => !own.has(name) && name !== scene.fileName);
  const dir = bootFile.slice(0, bootFile.lastIndexOf('/') + 1);
  const relative = list.map((name) => (name.startsWith(dir) ? `./${name.slice(dir.length)}` : name));
  boot.code = `self.${SCENE_CHUNKS_GLOBAL}=${JSON.stringify(relative)};\n${boot.code}`;
  return relative;
}

/** The worker's start in the page's canvas code: exactly this text, which Vite would otherwise bundle apart. */
export const SCENE_WORKER_URL = "new URL('./scene.worker.tsx', import.meta.url)";

export function sceneWorkerShared(canvasModule: string, bootModule: string): Plugin {
  let ref = '';
  return {
    name: 'scene-worker-shared',
    apply: 'build',
    // Before Vite's own worker plugin, which would bundle it apart.
    enforce: 'pre',
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: bootModule, name: 'scene.worker' });
    },
    transform(code, id) {
      if (id.split('?')[0] !== canvasModule) return null;
      if (!code.includes(SCENE_WORKER_URL)) {
        this.error(`${canvasModule} no longer starts the scene worker with ${SCENE_WORKER_URL}: update src/tools/vite-scene-worker-shared.ts`);
      }
      return { code: code.replace(SCENE_WORKER_URL, `new URL(import.meta.ROLLUP_FILE_URL_${ref}, import.meta.url)`), map: null };
    },
    // Vite notes the address as an asset of the chunk that holds it while file names still carry rolldown's hash
    // placeholder (`scene.worker-!~{01x}~.js`), and its manifest would list that: the final name replaces it.
    generateBundle(_options, bundle) {
      const file = this.getFileName(ref);
      listSceneChunks(bundle, file);
      for (const out of Object.values(bundle)) {
        const assets = out.type === 'chunk' ? (out as { viteMetadata?: { importedAssets: Set<string> } }).viteMetadata?.importedAssets : undefined;
        if (!assets) continue;
        for (const name of [...assets]) {
          if (name.includes('!~{') && !(name in bundle)) {
            assets.delete(name);
            assets.add(file);
          }
        }
      }
    },
  };
}
