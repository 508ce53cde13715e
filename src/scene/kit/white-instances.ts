// Every instanced mesh of the kit carries instance colours from the start,
// white where a copy is not painted (issue 26). three builds a program per set
// of defines, and an instanced mesh without colours lacks
// USE_INSTANCING_COLOR: the gambler room linked one standard and one shadow
// depth program for its dice (no colours) and another pair, otherwise the
// same, for its painted chips. White times a colour is that colour: the same
// pixels, half the instanced programs. Given before the first frame, it also
// spares the program three would build again when a copy is first painted.
import * as THREE from 'three';

/** Gives `mesh` white colours for `capacity` copies unless it has its own already. */
export function whiteInstanceColours(mesh: THREE.InstancedMesh | null, capacity: number): void {
  if (mesh && !mesh.instanceColor) mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3);
}
