// Helpers to put flat 2D decals (pips, glyphs) onto a face of a body.
import * as THREE from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Vec3 } from '../../physics/types.ts';

/**
 * Moves a decal drawn in the xy plane (facing +z) onto the face with outward
 * normal `n`, `offset` out from the centre. The decal's +y points "up" on the
 * face: world +y for side faces, −z for the top, +z for the bottom.
 */
export function onFace(decal: THREE.BufferGeometry, n: Vec3, offset: number): THREE.BufferGeometry {
  const normal = new THREE.Vector3(n.x, n.y, n.z).normalize();
  const up = Math.abs(normal.y) > 0.9 ? new THREE.Vector3(0, 0, -Math.sign(normal.y)) : new THREE.Vector3(0, 1, 0);
  const right = new THREE.Vector3().crossVectors(up, normal);
  const basis = new THREE.Matrix4().makeBasis(right, up, normal);
  basis.setPosition(normal.clone().multiplyScalar(offset));
  return decal.clone().applyMatrix4(basis);
}

/** Merges parts that all have (or all lack) the same attributes; drops uvs unless asked. */
export function merge(parts: THREE.BufferGeometry[], keepUv = false): THREE.BufferGeometry {
  const ready = parts.map((p) => {
    const g = p.index ? p.toNonIndexed() : p.clone();
    if (!keepUv) g.deleteAttribute('uv');
    return g;
  });
  const merged = mergeGeometries(ready);
  if (!merged) throw new Error('merge failed: parts have different attributes');
  // Weld shared vertices: indexed output is several times smaller.
  return mergeVertices(merged, 1e-4);
}

/** A flat disc decal of radius r (facing +z) at (x, y). */
export function dot(x: number, y: number, r: number, segments = 16): THREE.BufferGeometry {
  return new THREE.CircleGeometry(r, segments).translate(x, y, 0);
}
