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

/**
 * Fetch the models of these kinds ahead of their first throw. Rooms name the
 * kinds they use, so a room downloads only the dice it shows.
 */
export function preloadDieModels(kinds: readonly DieKind[]): void {
  for (const kind of kinds) useGLTF.preload(DIE_MODEL_URL[kind]);
}
