// A standing figure (rider, indian, meeple) from its glTF model; the owner
// positions the group (origin at the figure's foot, like the physics body).
import { useMemo, type Ref } from 'react';
import { useGLTF } from '@react-three/drei';
import * as THREE from 'three';
import type { FigureSpot } from '../../core/contract.ts';
import rider from '../../../models/rider.glb?url';
import indian from '../../../models/indian.glb?url';
import meeple from '../../../models/meeple.glb?url';

export const FIGURE_URL: Record<FigureSpot['model'], string> = { rider, indian, meeple };

export function FigureModel({ model, ref, tint }: { model: FigureSpot['model']; ref?: Ref<THREE.Group>; tint?: string }) {
  const { scene } = useGLTF(FIGURE_URL[model]);
  const figure = useMemo(() => {
    const root = scene.clone(true);
    root.traverse((obj) => {
      if (!(obj instanceof THREE.Mesh)) return;
      obj.castShadow = true;
      obj.receiveShadow = true;
      if (tint) {
        const m = (obj.material as THREE.MeshStandardMaterial).clone();
        m.color.lerp(new THREE.Color(tint), 0.5);
        obj.material = m;
      }
    });
    return root;
  }, [scene, tint]);
  return (
    <group ref={ref}>
      <primitive object={figure} />
    </group>
  );
}

// No blanket preload: a figure model is fetched the first time a room shows
// one, so a game without figures never downloads them.
