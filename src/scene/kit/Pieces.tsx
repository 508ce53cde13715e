// Small pieces of one shape (chips, gold, cubes, meeples, markers) as one
// instanced mesh: a whole supply in one draw call, each piece with its own
// place, turn, size and colour (a seat's colour, a chip's value). Drawn again
// only when the list of pieces changes; the capacity grows as needed.
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { pieceGeometry, type PieceShape } from './piece-shapes.ts';
import { useKick } from './wake.ts';

export interface Piece {
  x: number;
  z: number;
  /** Height of its foot (a nugget's or stone's centre); 0 = on the table. */
  y?: number;
  /** Turn about the vertical (radians), or a full turn (Euler angles). */
  yaw?: number;
  rotation?: readonly [number, number, number];
  scale?: number | readonly [number, number, number];
  /** Its colour (multiplies the material's); white when absent. */
  colour?: string;
}

export interface PieceLook {
  colour?: string;
  roughness?: number;
  metalness?: number;
  emissive?: string;
}

/** Room for this many pieces, rounded up so a pile growing by one does not rebuild the mesh. */
const roomFor = (n: number): number => Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));

export function Pieces({ shape, pieces, look = {}, castShadow = true, receiveShadow = true, name }: { shape: PieceShape; pieces: readonly Piece[]; look?: PieceLook; castShadow?: boolean; receiveShadow?: boolean; name?: string }) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const kick = useKick();
  const shapeKey = JSON.stringify(shape);
  const geometry = useMemo(() => pieceGeometry(JSON.parse(shapeKey) as PieceShape), [shapeKey]);
  const lookKey = JSON.stringify(look);
  const material = useMemo(() => {
    const l = JSON.parse(lookKey) as PieceLook;
    return new THREE.MeshStandardMaterial({ color: l.colour ?? '#ffffff', roughness: l.roughness ?? 0.55, metalness: l.metalness ?? 0, emissive: l.emissive ?? '#000000' });
  }, [lookKey]);
  useLayoutEffect(() => () => {
    geometry.dispose();
    material.dispose();
  }, [geometry, material]);
  const capacity = roomFor(pieces.length);
  const key = JSON.stringify(pieces);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const matrix = new THREE.Matrix4();
    const p = new THREE.Vector3();
    const q = new THREE.Quaternion();
    const e = new THREE.Euler();
    const s = new THREE.Vector3();
    const colour = new THREE.Color();
    const list = JSON.parse(key) as Piece[];
    list.forEach((piece, i) => {
      const r = piece.rotation ?? [0, piece.yaw ?? 0, 0];
      const sc = piece.scale ?? 1;
      q.setFromEuler(e.set(r[0], r[1], r[2]));
      if (typeof sc === 'number') s.setScalar(sc);
      else s.set(sc[0], sc[1], sc[2]);
      m.setMatrixAt(i, matrix.compose(p.set(piece.x, piece.y ?? 0, piece.z), q, s));
      m.setColorAt(i, colour.set(piece.colour ?? '#ffffff'));
    });
    m.count = list.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    m.computeBoundingSphere();
    kick();
  }, [key, capacity, kick]);

  return (
    <instancedMesh
      key={capacity}
      name={name}
      ref={(m) => {
        mesh.current = m;
        if (m && !m.instanceColor) m.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3);
      }}
      args={[geometry, material, capacity]}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
      frustumCulled={false}
    />
  );
}
