// The look of the touchable props, shared by the still stand-ins drawn at
// once (StillProps.tsx) and the physics bodies loaded on the first touch
// (TouchProps.tsx): one geometry and one material per prop, built the same
// way for both, so the swap from one to the other shows nothing.
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { pieceGeometry } from '../kit/piece-shapes.ts';
import { withPlainMap } from '../plain-map.ts';
import type { PropSpec } from './prop-set.ts';

function mugGeometry(radius: number, height: number): THREE.BufferGeometry {
  // An open tin cup: outer wall, rim, inner wall and floor as one lathe (centred on its foot).
  const wall = 0.18;
  const pts = [
    [0, 0],
    [radius * 0.92, 0],
    [radius, 0.25],
    [radius, height],
    [radius - wall, height],
    [radius - wall, wall],
    [0, wall],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  return new THREE.LatheGeometry(pts, 28);
}

/** A prop's geometry around its body's centre (the shapes stand on y = 0, the body's origin is its centre). */
export function propGeometry(spec: PropSpec): THREE.BufferGeometry {
  const g = spec.shape.kind === 'mug' ? mugGeometry(spec.shape.radius, spec.shape.height) : pieceGeometry(spec.shape);
  return g.translate(0, -spec.footBelow, 0);
}

/** A prop's material: painted wood, the cup tin. */
export function propMaterial(spec: PropSpec): THREE.MeshStandardMaterial {
  const tin = spec.id === 'cup';
  return withPlainMap(new THREE.MeshStandardMaterial({ color: spec.colour, roughness: tin ? 0.45 : 0.6, metalness: tin ? 0.25 : 0 }));
}

/** The geometries and materials of `specs` (same order), freed when they change or the caller unmounts. */
export function usePropMeshes(specs: readonly PropSpec[]): { geometries: THREE.BufferGeometry[]; materials: THREE.MeshStandardMaterial[] } {
  const meshes = useMemo(() => ({ geometries: specs.map(propGeometry), materials: specs.map(propMaterial) }), [specs]);
  useEffect(
    () => () => {
      meshes.geometries.forEach((g) => g.dispose());
      meshes.materials.forEach((m) => m.dispose());
    },
    [meshes],
  );
  return meshes;
}
