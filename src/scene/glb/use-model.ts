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
