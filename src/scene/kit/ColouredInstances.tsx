// One geometry drawn many times in one draw call, each copy with its own
// matrix and colour: the common ground of Pieces (chips, nuggets, meeples)
// and Highlights (rings and frames). Written when the lists change (React
// props, never per frame); the capacity grows in powers of two, so a pile
// growing by one piece does not rebuild the mesh.
import { useLayoutEffect, useRef } from 'react';
import * as THREE from 'three';
import { useKick } from './wake.ts';
import { whiteInstanceColours } from './white-instances.ts';

/** Room for this many copies, rounded up. */
export const roomFor = (n: number): number => Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));

export interface ColouredInstancesProps {
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
  matrices: readonly THREE.Matrix4[];
  colours: readonly THREE.Color[];
  castShadow?: boolean;
  receiveShadow?: boolean;
  /** Drawn after the table and boards (marks lying on a print). */
  renderOrder?: number;
  name?: string;
}

export function ColouredInstances({ geometry, material, matrices, colours, castShadow = false, receiveShadow = false, renderOrder = 0, name }: ColouredInstancesProps) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const kick = useKick();
  const capacity = roomFor(matrices.length);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    matrices.forEach((matrix, i) => {
      m.setMatrixAt(i, matrix);
      m.setColorAt(i, colours[i] ?? WHITE);
    });
    m.count = matrices.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    // Raycasts and shadows look at the bounding sphere: keep it round the copies.
    m.computeBoundingSphere();
    kick();
  }, [matrices, colours, capacity, kick]);

  return (
    <instancedMesh
      key={capacity}
      name={name}
      ref={(m) => {
        mesh.current = m;
        // Colours from the first frame (three creates the attribute lazily, after the shader is built without it).
        whiteInstanceColours(m, capacity);
      }}
      args={[geometry, material, capacity]}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
      renderOrder={renderOrder}
      frustumCulled={false}
    />
  );
}

const WHITE = new THREE.Color(1, 1, 1);
