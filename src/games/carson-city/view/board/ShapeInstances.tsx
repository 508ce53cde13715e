// Copies of one of our procedural models (shapes.ts) in one draw call: the
// kit's ColouredInstances with a vertex-coloured material, so each copy keeps
// its own paint (an instance colour of white) or is tinted.
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { ColouredInstances, type Piece } from '../../../../scene/kit/index.ts';

const e = new THREE.Euler();
const q = new THREE.Quaternion();
const s = new THREE.Vector3();
const p = new THREE.Vector3();

export function ShapeInstances({ make, pieces, name, roughness = 0.75 }: { make: () => THREE.BufferGeometry; pieces: readonly Piece[]; name?: string; roughness?: number }) {
  // One geometry per component (the maker is a module-level function).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geometry = useMemo(make, []);
  const material = useMemo(() => new THREE.MeshStandardMaterial({ vertexColors: true, roughness }), [roughness]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const key = JSON.stringify(pieces);
  const { matrices, colours } = useMemo(() => {
    const list = JSON.parse(key) as Piece[];
    return {
      matrices: list.map((x) => {
        const r = x.rotation ?? [0, x.yaw ?? 0, 0];
        const sc = x.scale ?? 1;
        if (typeof sc === 'number') s.setScalar(sc);
        else s.set(sc[0], sc[1], sc[2]);
        return new THREE.Matrix4().compose(p.set(x.x, x.y ?? 0, x.z), q.setFromEuler(e.set(r[0], r[1], r[2])), s);
      }),
      colours: list.map((x) => new THREE.Color(x.colour ?? '#ffffff')),
    };
  }, [key]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} castShadow receiveShadow name={name} />;
}
