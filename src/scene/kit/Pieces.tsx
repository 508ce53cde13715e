// Small pieces of one shape (chips, gold, cubes, meeples, markers) in one
// draw call (ColouredInstances): a whole supply at once, each piece with its
// own place, turn, size and colour (a seat's colour, a chip's value). Drawn
// again only when the list of pieces changes. The shape is one of the kit's
// (piece-shapes.ts) or a game's own model made in code (a function returning
// a geometry, painted with vertex colours: each copy keeps its paint, tinted
// by its colour).
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { ColouredInstances } from './ColouredInstances.tsx';
import { pieceGeometry, pieceMaterial, type PieceLook, type PieceShape } from './piece-shapes.ts';

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

export type { PieceLook };

/** A game's own model: a maker at module level (called once per mounted Pieces), its paint in a `color` attribute. */
export type MadeShape = () => THREE.BufferGeometry;

function placed(list: readonly Piece[]): { matrices: THREE.Matrix4[]; colours: THREE.Color[] } {
  const q = new THREE.Quaternion();
  const e = new THREE.Euler();
  const s = new THREE.Vector3();
  const p = new THREE.Vector3();
  return {
    matrices: list.map((piece) => {
      const r = piece.rotation ?? [0, piece.yaw ?? 0, 0];
      const sc = piece.scale ?? 1;
      if (typeof sc === 'number') s.setScalar(sc);
      else s.set(sc[0], sc[1], sc[2]);
      return new THREE.Matrix4().compose(p.set(piece.x, piece.y ?? 0, piece.z), q.setFromEuler(e.set(r[0], r[1], r[2])), s);
    }),
    colours: list.map((piece) => new THREE.Color(piece.colour ?? '#ffffff')),
  };
}

export function Pieces({ shape, pieces, look = {}, castShadow = true, receiveShadow = true, name }: { shape: PieceShape | MadeShape; pieces: readonly Piece[]; look?: PieceLook; castShadow?: boolean; receiveShadow?: boolean; name?: string }) {
  // A kit shape is keyed by its words (a new object literal each render is the same shape); a made one by its maker.
  const shapeKey = typeof shape === 'function' ? shape : JSON.stringify(shape);
  const geometry = useMemo(() => (typeof shapeKey === 'function' ? shapeKey() : pieceGeometry(JSON.parse(shapeKey) as PieceShape)), [shapeKey]);
  const lookKey = JSON.stringify(look);
  const material = useMemo(() => pieceMaterial(JSON.parse(lookKey) as PieceLook, geometry), [lookKey, geometry]);
  useLayoutEffect(() => () => {
    geometry.dispose();
    material.dispose();
  }, [geometry, material]);
  // Placed again only when the pieces change, not on every render of the board.
  const key = JSON.stringify(pieces);
  const { matrices, colours } = useMemo(() => placed(JSON.parse(key) as Piece[]), [key]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} castShadow={castShadow} receiveShadow={receiveShadow} name={name} />;
}
