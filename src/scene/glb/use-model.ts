// Loading our models in a scene: a three Loader around readGlb, used through
// r3f's useLoader so a model suspends while it loads, is fetched once per URL
// and can be preloaded. In place of drei's useGLTF (three's general glTF
// loader, ~20 KB gzip a room does not need: see read-glb.ts).
import { useLoader } from '@react-three/fiber';
import * as THREE from 'three';
import { readGlb } from './read-glb.ts';
import { withPlainMap } from '../plain-map.ts';

export interface LoadedModel {
  /** The model's scene, shared by every user of the URL: clone it before changing it. */
  scene: THREE.Group;
}

export class GlbLoader extends THREE.Loader<LoadedModel> {
  override load(url: string, onLoad: (model: LoadedModel) => void, _onProgress?: (event: ProgressEvent) => void, onError?: (err: unknown) => void): void {
    const resolved = this.manager.resolveURL(url);
    this.manager.itemStart(resolved);
    fetch(resolved, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return response.arrayBuffer();
      })
      .then((data) => {
        const scene = readGlb(data, url.slice(url.lastIndexOf('/') + 1));
        // Our models have no pictures: each material takes the plain one, so it shares its program (plain-map.ts).
        scene.traverse((obj) => {
          if (obj instanceof THREE.Mesh) withPlainMap(obj.material as THREE.MeshStandardMaterial);
        });
        onLoad({ scene });
        this.manager.itemEnd(resolved);
      })
      .catch((e: unknown) => {
        onError?.(e);
        this.manager.itemError(resolved);
        this.manager.itemEnd(resolved);
      });
  }
}

/** The model at `url` (suspends while it loads). */
export function useModel(url: string): LoadedModel {
  return useLoader(GlbLoader, url) as LoadedModel;
}

/** Start fetching a model before a component first needs it. */
export function preloadModel(url: string): void {
  useLoader.preload(GlbLoader, url);
}

// r3f's useLoader calls no React hook: it looks the URL up in suspend-react's cache and throws the load's
// promise while it is pending. So it may be asked outside a render, which loadModel does.
const askCache = useLoader;

/**
 * Resolves once the model at `url` is loaded and cached, so that `useModel(url)` then returns it without
 * suspending (rejects with the load's error, which `useModel` would throw too). The scene worker awaits a
 * room's opening models before its first render: a stage that suspends commits its Suspense fallback, and
 * React then holds the reveal of the loaded stage until 300 ms after that fallback (its FALLBACK_THROTTLE_MS),
 * ≈ 300 ms of nothing on a room's start (docs/start.md, session 40).
 */
export async function loadModel(url: string): Promise<void> {
  for (;;) {
    try {
      askCache(GlbLoader, url);
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      await thrown;
    }
  }
}
