// A glTF model taken apart for instancing: one (geometry, material) pair per
// mesh, with the node transforms baked into the geometry, so an InstancedMesh
// per pair draws many copies of the model in one draw call per material.
import { useMemo } from 'react';
import * as THREE from 'three';
import { useModel } from '../glb/use-model.ts';

export interface ModelPart {
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
}

/** Baked parts of a loaded scene (pure: the source scene stays as loaded). */
export function modelParts(scene: THREE.Object3D): ModelPart[] {
  scene.updateMatrixWorld(true);
  const parts: ModelPart[] = [];
  scene.traverse((obj) => {
    if (!(obj instanceof THREE.Mesh)) return;
    const geometry = (obj.geometry as THREE.BufferGeometry).clone();
    geometry.applyMatrix4(obj.matrixWorld);
    parts.push({ geometry, material: obj.material as THREE.Material });
  });
  return parts;
}

/** The parts of the model at `url` (suspends while it loads). */
export function useModelParts(url: string): ModelPart[] {
  const { scene } = useModel(url);
  return useMemo(() => modelParts(scene), [scene]);
}
