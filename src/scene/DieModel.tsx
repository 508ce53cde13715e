// One die drawn from its glTF model. The group is positioned by its owner
// (a ref written in useFrame), so React never re-renders while dice move.
import { useMemo, type Ref } from 'react';
import { useGLTF } from '@react-three/drei';
import * as THREE from 'three';
import type { DieKind } from '../core/dice-kinds.ts';
import { DIE_MODEL_URL } from './models.ts';

export function DieModel({ kind, ref }: { kind: DieKind; ref?: Ref<THREE.Group> }) {
  const { scene } = useGLTF(DIE_MODEL_URL[kind]);
  const die = useMemo(() => {
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
      <primitive object={die} />
    </group>
  );
}

// All kinds load with the room, so switching kinds never waits for a model mid-throw.
for (const url of Object.values(DIE_MODEL_URL)) useGLTF.preload(url);
