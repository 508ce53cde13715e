// The scene worker built as a chunk of the page's build (src/tools/vite-scene-worker-shared.ts): the page's start of
// the worker is rewritten to the emitted chunk's address, and a changed start fails the build by name instead of
// silently going back to a worker bundle of its own (which downloads three.js and React a second time).
import { describe, expect, it } from 'vitest';
import { SCENE_CHUNKS_GLOBAL, SCENE_WORKER_URL, listSceneChunks, sceneWorkerShared } from '../../src/tools/vite-scene-worker-shared.ts';

const CANVAS = '/app/src/scene/worker/WorkerRoomCanvas.tsx';
const BOOT = '/app/src/scene/worker/scene-worker-boot.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function run(code: string, id: string) {
  const plugin = sceneWorkerShared(CANVAS, BOOT);
  const emitted: unknown[] = [];
  const ctx = {
    emitFile: (file: unknown) => (emitted.push(file), 'ref7'),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildStart as Hook).call(ctx, {});
  return { emitted, out: (plugin.transform as Hook).call(ctx, code, id) as { code: string } | null };
}

describe('scene worker as a chunk of the page build', () => {
  it('emits the boot module as a chunk named scene.worker and starts the worker at its address', () => {
    const { emitted, out } = run(`const w = new Worker(${SCENE_WORKER_URL}, { type: 'module' });`, CANVAS);
    expect(emitted).toEqual([{ type: 'chunk', id: BOOT, name: 'scene.worker' }]);
    expect(out?.code).toBe("const w = new Worker(new URL(import.meta.ROLLUP_FILE_URL_ref7, import.meta.url), { type: 'module' });");
  });

  it('leaves other modules alone', () => {
    expect(run(`new Worker(${SCENE_WORKER_URL})`, '/app/src/other.tsx').out).toBeNull();
  });

  it('fails the build, naming the file, when the canvas no longer starts the worker that way', () => {
    expect(() => run("new Worker(new URL('./scene.worker.ts', import.meta.url))", CANVAS)).toThrow(/WorkerRoomCanvas\.tsx no longer starts the scene worker/);
  });
});

describe("the scene's chunk list at the boot chunk's top (listSceneChunks)", () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName, imports, dynamicImports, facadeModuleId, code: `/*${fileName}*/` });
  const bundle = () => ({
    'assets/scene.worker-boot.js': chunk('assets/scene.worker-boot.js', ['assets/worker-dom.js', 'assets/rapier.js'], ['assets/scene.worker-main.js']),
    'assets/worker-dom.js': chunk('assets/worker-dom.js', []),
    'assets/rapier.js': chunk('assets/rapier.js', ['assets/runtime.js']),
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/scene.worker-main.js': chunk('assets/scene.worker-main.js', ['assets/three.js', 'assets/stage.js', 'assets/rapier.js'], ['assets/Board.js'], '/app/src/scene/worker/scene.worker.tsx'),
    'assets/three.js': chunk('assets/three.js', ['assets/runtime.js']),
    'assets/stage.js': chunk('assets/stage.js', ['assets/three.js', 'assets/deep.js']),
    'assets/deep.js': chunk('assets/deep.js', []),
    'assets/Board.js': chunk('assets/Board.js', ['assets/lazy-only.js']),
    'assets/lazy-only.js': chunk('assets/lazy-only.js', []),
    'assets/table.glb': { type: 'asset' as const, fileName: 'assets/table.glb' },
  });

  it('lists every chunk the scene imports statically, however deep, once, leaving out what the boot imports and what loads lazily', () => {
    const b = bundle();
    const list = listSceneChunks(b as never, 'assets/scene.worker-boot.js');
    expect([...list].sort()).toEqual(['./deep.js', './stage.js', './three.js']);
    expect(b['assets/scene.worker-boot.js'].code).toBe(`self.${SCENE_CHUNKS_GLOBAL}=${JSON.stringify(list)};\n/*assets/scene.worker-boot.js*/`);
    // The scene's own chunks are untouched.
    expect(b['assets/scene.worker-main.js'].code).toBe('/*assets/scene.worker-main.js*/');
  });

  it("fails the build by name when the boot no longer imports the scene's chunk", () => {
    const b = bundle();
    b['assets/scene.worker-boot.js'].dynamicImports = [];
    expect(() => listSceneChunks(b as never, 'assets/scene.worker-boot.js')).toThrow(/no longer imports the scene's chunk/);
    expect(() => listSceneChunks(b as never, 'assets/missing.js')).toThrow(/boot chunk assets\/missing\.js is not in the bundle/);
  });
});
