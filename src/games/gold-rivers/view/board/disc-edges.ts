// How the settled discs lie, read from the bodies the session's throw layer
// left on the table (the very poses the rules' faces were read from): a disc
// standing on its edge counts its larger value, and the HUD says so. The
// faces need no second reading; only the edge is not in them (a 2 from the
// 0|2 disc may lie flat or stand).
import type * as THREE from 'three';
import type { DieKind } from '../../../../core/dice-kinds.ts';
import { readDie } from '../../../../physics/faces.ts';
import { settledDicePoses } from '../../../../scene/kit/index.ts';

/** Per disc (in throw order): on its edge? null when the layer does not show this throw's discs. */
export function discEdges(scene: THREE.Object3D, kinds: readonly DieKind[]): boolean[] | null {
  const poses = settledDicePoses(scene);
  if (poses.length !== kinds.length || poses.some((p) => p === null)) return null;
  return kinds.map((kind, i) => readDie(kind, poses[i]!.q).kind === 'edge');
}
