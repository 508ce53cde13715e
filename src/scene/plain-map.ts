// One shader program per kind of surface (issue 26). three builds a program
// per set of defines, and a material with a picture (`map`) has USE_MAP where
// a plain one has not: the gambler room linked a standard program for its
// felt and wood and another, otherwise the same, for every plain-coloured
// surface; the same for the flat (basic) labels and marks. Under a software
// renderer each program costs 0.1–1 s of the GPU process and a wait on the
// main thread at its first use, and a phone's driver stalls the same way,
// shorter. A plain material takes this 1×1 white picture instead: its colour
// times white is its colour, the same pixels, and the defines match.
import { DataTexture, SRGBColorSpace } from 'three';
import type { MeshBasicMaterial, MeshStandardMaterial } from 'three';

/** The white picture every plain material shares (never disposed: a texture let go is uploaded again on its next use). */
export const PLAIN_MAP: DataTexture = (() => {
  const t = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
  t.colorSpace = SRGBColorSpace;
  t.name = 'plain';
  t.needsUpdate = true;
  return t;
})();

/** `material` with the plain picture when it has none of its own (the same material, for chaining). */
export function withPlainMap<M extends MeshStandardMaterial | MeshBasicMaterial>(material: M): M {
  if (material.map === null) material.map = PLAIN_MAP;
  return material;
}
