// The scene worker built as a chunk of the page's build (src/tools/vite-scene-worker-shared.ts): the page's start of
// the worker is rewritten to the emitted chunk's address, and a changed start fails the build by name instead of
// silently going back to a worker bundle of its own (which downloads three.js and React a second time).
import { describe, expect, it } from 'vitest';
import { SCENE_WORKER_URL, sceneWorkerShared } from '../../src/tools/vite-scene-worker-shared.ts';

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
