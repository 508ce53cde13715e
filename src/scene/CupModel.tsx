// The leather dice cup from models/cup.glb; its owner moves the group.
import type { Ref } from 'react';
import type * as THREE from 'three';
import { GltfModel } from './GltfModel.tsx';
import { CUP_URL } from './models.ts';
import { preloadModel } from './glb/use-model.ts';

export function CupModel({ ref }: { ref?: Ref<THREE.Group> }) {
  return <GltfModel url={CUP_URL} ref={ref} />;
}

preloadModel(CUP_URL);
