// The wooden table with its rail and felt tray, from models/table.glb, with
// the canvas-painted wood and felt put on its named materials.
import { useMemo } from 'react';
import * as THREE from 'three';
import { TABLE_URL } from './models.ts';
import { preloadModel, useModel } from './glb/use-model.ts';
import { darkWoodTexture, feltTexture, woodTexture } from './textures.ts';
import { PLAIN_MAP } from './plain-map.ts';

const MAPS: Record<string, () => THREE.Texture> = { wood: woodTexture, 'wood-dark': darkWoodTexture, felt: feltTexture };

export function TableModel() {
  const { scene } = useModel(TABLE_URL);
  const table = useMemo(() => {
    const root = scene.clone(true);
    root.traverse((obj) => {
      if (!(obj instanceof THREE.Mesh)) return;
      obj.receiveShadow = true;
      obj.castShadow = true;
      const material = obj.material as THREE.MeshStandardMaterial;
      const paint = MAPS[material.name];
      if (paint) {
        const textured = material.clone();
        textured.map = paint();
        textured.color.set('#ffffff');
        obj.material = textured;
      }
    });
    return root;
  }, [scene]);
  return (
    <>
      <primitive object={table} />
      {/* The saloon floor far below, so low camera angles do not look into the void. */}
      <mesh rotation-x={-Math.PI / 2} position={[0, -73, 0]} receiveShadow>
        <planeGeometry args={[600, 600]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#3a2214" roughness={0.9} />
      </mesh>
    </>
  );
}

preloadModel(TABLE_URL);
