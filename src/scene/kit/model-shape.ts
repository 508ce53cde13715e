// A piece from the models script drawn by the kit's Pieces: one node of a
// loaded .glb (a file may hold a game's whole set, e.g. models/town.glb) with
// each part's material colour baked into vertex colours and the parts merged
// into one geometry, so every copy of the piece is one draw call however many
// paints it has, tinted per copy like a piece made in code. Silver Creek
// County's buildings, houses, mountains and revolvers are drawn this way.
import { useMemo } from 'react';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { useModel } from '../glb/use-model.ts';
import { modelParts } from './model-parts.ts';
import type { MadeShape } from './Pieces.tsx';

/** The node `name` of a loaded scene as one geometry: positions, normals and each part's colour per vertex. */
export function paintedGeometry(scene: THREE.Object3D, name: string): THREE.BufferGeometry {
  const node = scene.getObjectByName(name);
  if (!node) throw new Error(`The model has no piece named ${JSON.stringify(name)}.`);
  const parts = modelParts(node).map(({ geometry, material }) => {
    const g = geometry.index ? geometry.toNonIndexed() : geometry;
    const c = (material as THREE.MeshStandardMaterial).color ?? new THREE.Color(1, 1, 1);
    const n = g.getAttribute('position').count;
    const colours = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
    g.setAttribute('color', new THREE.BufferAttribute(colours, 3));
    // Only what every part has, so they merge.
    for (const attr of Object.keys(g.attributes)) if (!['position', 'normal', 'color'].includes(attr)) g.deleteAttribute(attr);
    return g;
  });
  const merged = mergeGeometries(parts);
  if (!merged) throw new Error(`The model's piece ${JSON.stringify(name)} has parts that do not merge.`);
  merged.computeBoundingSphere();
  return merged;
}

/** Pieces' shape for the node `name` of the model at `url` (suspends while it loads); a fresh geometry per mounted Pieces. */
export function useModelShape(url: string, name: string): MadeShape {
  const { scene } = useModel(url);
  return useMemo(() => () => paintedGeometry(scene, name), [scene, name]);
}
