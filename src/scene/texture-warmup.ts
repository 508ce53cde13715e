// The stage's textures, uploaded during the shader warm-up instead of inside
// the room's first frame (issue 26). The first frame uploaded every painted
// texture (the table's wood and felt, the boards' labels, plates and cards:
// texImage2D and the mipmaps) between its draws. With the scene worker on
// SwiftShader that frame then held the GPU process 0.8 s (quiet) to 4.5 s
// (load 11) after the worker's ready signal, and the page's first throwable
// frame waited behind it (docs/start.md, session 40). Uploaded with the
// programs' compile, the same work is done before the ready signal and the
// first frame draws only.
import type { Material, Object3D, Texture, WebGLRenderer } from 'three';

/** Every texture a material of `scene`'s objects holds (maps of any kind), each once, in the order met. */
export function sceneTextures(scene: Object3D): Texture[] {
  const found = new Set<Texture>();
  scene.traverse((object) => {
    const held = (object as Object3D & { material?: Material | Material[] }).material;
    if (!held) return;
    for (const material of Array.isArray(held) ? held : [held]) {
      for (const value of Object.values(material)) {
        if (value !== null && typeof value === 'object' && (value as Partial<Texture>).isTexture === true) found.add(value as Texture);
      }
    }
  });
  return [...found];
}

/** Uploads `scene`'s textures now (three skips those already uploaded at their version); returns how many it asked for. */
export function uploadSceneTextures(gl: Pick<WebGLRenderer, 'initTexture'>, scene: Object3D): number {
  const textures = sceneTextures(scene);
  for (const texture of textures) gl.initTexture(texture);
  return textures.length;
}

type FenceContext = Pick<WebGL2RenderingContext, 'fenceSync' | 'flush' | 'getSyncParameter' | 'deleteSync' | 'SYNC_GPU_COMMANDS_COMPLETE' | 'SYNC_STATUS' | 'SIGNALED'>;

/**
 * Resolves once the GPU has done every command given to `ctx` so far (a fence, polled between tasks, so
 * nothing waits on the thread), or at once where there are no fences (WebGL 1). The warm-up waits for it
 * after the uploads: a ready signal given while the GPU process still uploads lets the page's next frame
 * queue behind that work, and the first throw with it.
 */
export function whenGpuDone(ctx: WebGLRenderingContext | WebGL2RenderingContext, pollMs = 4): Promise<void> {
  const gl = ctx as Partial<FenceContext>;
  if (typeof gl.fenceSync !== 'function') return Promise.resolve();
  const fence = ctx as FenceContext;
  const sync = fence.fenceSync(fence.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return Promise.resolve();
  fence.flush();
  return new Promise((resolve) => {
    const poll = () => {
      // A lost context signals nothing: resolved then (the warm-up's own limit and the context watch take over).
      if (ctx.isContextLost?.() === true) return resolve();
      if (fence.getSyncParameter(sync, fence.SYNC_STATUS) !== fence.SIGNALED) return void setTimeout(poll, pollMs);
      fence.deleteSync(sync);
      resolve();
    };
    setTimeout(poll, pollMs);
  });
}
