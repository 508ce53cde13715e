// The leather dice cup from models/cup.glb; its owner moves the group.
import type { Ref } from 'react';
import { useGLTF } from '@react-three/drei';
import type * as THREE from 'three';
import { GltfModel } from './GltfModel.tsx';
import { CUP_URL } from './models.ts';

export function CupModel({ ref }: { ref?: Ref<THREE.Group> }) {
  return <GltfModel url={CUP_URL} ref={ref} />;
}

useGLTF.preload(CUP_URL);
