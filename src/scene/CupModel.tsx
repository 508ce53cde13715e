// The leather dice cup from models/cup.glb; its owner moves the group.
import { useMemo, type Ref } from 'react';
import { useGLTF } from '@react-three/drei';
import * as THREE from 'three';
import { CUP_URL } from './models.ts';

export function CupModel({ ref }: { ref?: Ref<THREE.Group> }) {
  const { scene } = useGLTF(CUP_URL);
  const cup = useMemo(() => {
    const root = scene.clone(true);
    root.traverse((obj) => {
      if (obj instanceof THREE.Mesh) {
        obj.castShadow = true;
        obj.receiveShadow = true;
      }
    });
    return root;
  }, [scene]);
  return (
    <group ref={ref}>
      <primitive object={cup} />
    </group>
  );
}

useGLTF.preload(CUP_URL);
