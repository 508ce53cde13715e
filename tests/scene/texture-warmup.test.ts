// The warm-up's texture upload (src/scene/texture-warmup.ts): every texture the stage's materials hold, of
// any map kind, in arrays of materials too, each once, handed to the renderer's initTexture before the
// first frame (which then uploads nothing between its draws).
import { describe, expect, it, vi } from 'vitest';
import { BoxGeometry, CanvasTexture, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, Scene, Texture, type WebGLRenderer } from 'three';
import { sceneTextures, uploadSceneTextures, whenGpuDone } from '../../src/scene/texture-warmup.ts';

describe('the stage’s textures, uploaded in the warm-up', () => {
  const wood = new Texture();
  const felt = new Texture();
  const label = new CanvasTexture({ width: 4, height: 4 } as unknown as HTMLCanvasElement);
  const rough = new Texture();
  const scene = new Scene();
  const box = new BoxGeometry();
  scene.add(new Mesh(box, new MeshStandardMaterial({ map: wood, roughnessMap: rough })));
  const nested = new Group();
  nested.add(new Mesh(box, [new MeshBasicMaterial({ map: label, alphaMap: label }), new MeshStandardMaterial({ map: felt })]));
  nested.add(new Mesh(box, new MeshStandardMaterial({ map: wood }))); // shared: once
  scene.add(nested);
  scene.add(new Mesh(box, new MeshStandardMaterial())); // no map
  scene.add(new Group()); // no material

  it('finds every map of every material, each texture once', () => {
    expect(sceneTextures(scene)).toEqual([wood, rough, label, felt]);
    expect(sceneTextures(new Scene())).toEqual([]);
  });

  it('asks the renderer to upload each of them once', () => {
    const asked: Texture[] = [];
    const gl = { initTexture: (t: Texture) => void asked.push(t) } as Pick<WebGLRenderer, 'initTexture'>;
    expect(uploadSceneTextures(gl, scene)).toBe(4);
    expect(asked).toEqual([wood, rough, label, felt]);
  });
});

describe('whenGpuDone', () => {
  /** A WebGL 2 context whose fence signals once `signal()` is called. */
  function fencing() {
    const log: string[] = [];
    let signalled = false;
    let asked = 0;
    const sync = { fence: true } as unknown as WebGLSync;
    const ctx = {
      SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
      SYNC_STATUS: 0x9114,
      SIGNALED: 0x9119,
      fenceSync: (condition: number) => (log.push(`fence ${condition.toString(16)}`), sync),
      flush: () => void log.push('flush'),
      getSyncParameter: (s: WebGLSync, name: number) => (expect(s).toBe(sync), expect(name).toBe(0x9114), asked++, signalled ? 0x9119 : 0x9118),
      deleteSync: (s: WebGLSync) => void log.push(s === sync ? 'delete' : 'delete other'),
    };
    return { ctx: ctx as unknown as WebGL2RenderingContext, log, asked: () => asked, signal: () => (signalled = true) };
  }

  it('resolves once the fence set after the commands given so far has signalled, then deletes it', async () => {
    const { ctx, log, asked, signal } = fencing();
    let done = false;
    const waiting = whenGpuDone(ctx, 1).then(() => (done = true));
    expect(log).toEqual(['fence 9117', 'flush']);
    await vi.waitFor(() => expect(asked(), 'polled meanwhile').toBeGreaterThan(2), { timeout: 5000 });
    expect(done, 'not before the fence signals').toBe(false);
    signal();
    await waiting;
    expect(log).toEqual(['fence 9117', 'flush', 'delete']);
  });

  it('stops waiting once the context is lost (its fence would never signal)', async () => {
    const { ctx, asked } = fencing();
    let lost = false;
    Object.assign(ctx, { isContextLost: () => lost });
    let done = false;
    const waiting = whenGpuDone(ctx, 1).then(() => (done = true));
    await vi.waitFor(() => expect(asked()).toBeGreaterThan(2), { timeout: 5000 });
    expect(done).toBe(false);
    lost = true;
    await waiting;
    const polls = asked();
    await new Promise((r) => setTimeout(r, 10));
    expect(asked(), 'no polling after').toBe(polls);
  });

  it('resolves at once without fences (WebGL 1)', async () => {
    await expect(whenGpuDone({} as WebGLRenderingContext)).resolves.toBeUndefined();
  });
});
