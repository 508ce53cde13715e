// A glTF model drawn as its own copy (several dice share one file), every mesh
// casting and receiving shadows. The group is positioned by its owner (a ref
// written in useFrame), so React never re-renders while things move.
import { useMemo, type Ref } from 'react';
import * as THREE from 'three';
import { useModel } from './glb/use-model.ts';

export function GltfModel({ url, ref }: { url: string; ref?: Ref<THREE.Group> | undefined }) {
  const { scene } = useModel(url);
  const model = useMemo(() => {
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
      <primitive object={model} />
    </group>
  );
}
