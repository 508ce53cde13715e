// loadModel (src/scene/glb/use-model.ts): awaited, it leaves the model in r3f's loader cache, so the
// component that then asks for it (useModel) gets it without suspending; a failed load rejects with the
// error the component would throw. The scene worker awaits a room's opening models this way before its
// first render (React holds a suspended stage's reveal ≈ 300 ms: docs/start.md, session 40).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as THREE from 'three';
import { useLoader } from '@react-three/fiber';
import { GlbLoader, loadModel, type LoadedModel } from '../../src/scene/glb/use-model.ts';

const D6 = readFileSync(join(import.meta.dirname, '..', '..', 'models', 'd6.glb'));
const askCache = useLoader;

afterEach(() => vi.unstubAllGlobals());

describe('loadModel', () => {
  it('resolves once the model is cached: asking for it then returns the scene without suspending', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(D6.slice())));
    const url = 'https://example.test/models/d6-load.glb';
    expect(() => askCache(GlbLoader, url)).toThrow(); // not loaded yet: the component would suspend (a promise thrown)
    await loadModel(url);
    const model = askCache(GlbLoader, url) as LoadedModel;
    expect(model.scene).toBeInstanceOf(THREE.Group);
    let meshes = 0;
    model.scene.traverse((o) => void (o instanceof THREE.Mesh && meshes++));
    expect(meshes).toBeGreaterThan(0);
    await loadModel(url); // cached: no second fetch
    expect(fetched).toEqual([url]);
  });

  it('rejects with the load error, which the component would throw too', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    const url = 'https://example.test/models/missing.glb';
    await expect(loadModel(url)).rejects.toThrow(/HTTP 404 for https:\/\/example\.test\/models\/missing\.glb/);
    expect(() => askCache(GlbLoader, url)).toThrow(/HTTP 404/);
  });
});
