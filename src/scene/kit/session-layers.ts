// The session's throw and flick layers as a board sees them. A board takes
// the dice of a settled throw over from the ThrowLayer (same poses, so
// nothing jumps), hides the layer once it draws them itself, and hides
// figures the FlickLayer is drawing. Found by name in the scene: the layers
// belong to the session, not to the board.
import type * as THREE from 'three';
import { newPose, type PiecePose } from './glide.ts';

export const THROW_LAYER = 'throw-layer';
export const FLICK_LAYER = 'flick-layer';

export const throwLayer = (scene: THREE.Object3D): THREE.Object3D | null => scene.getObjectByName(THROW_LAYER) ?? null;
export const flickLayer = (scene: THREE.Object3D): THREE.Object3D | null => scene.getObjectByName(FLICK_LAYER) ?? null;

/** A die's group in the layer has a child once its model is loaded; an empty one is not drawn yet. */
const isDrawnDie = (child: THREE.Object3D): boolean => child.children.length > 0;

/**
 * Poses of the dice the visible throw layer shows, in throw order (size 1),
 * null for a die it does not draw; empty when the layer is hidden or absent.
 */
export function settledDicePoses(scene: THREE.Object3D): (PiecePose | null)[] {
  const layer = throwLayer(scene);
  if (!layer?.visible) return [];
  return layer.children.map((body) => {
    if (!isDrawnDie(body)) return null;
    const pose = newPose();
    pose.p.copy(body.position);
    pose.q.copy(body.quaternion);
    return pose;
  });
}

/**
 * Ids of the figures the visible flick layer has drawn (a named group whose
 * model is loaded). A board hides its own copy of a figure only while this
 * holds it, so no figure is drawn by neither: hiding on a store change while
 * the layer's own appeared a render later left gaps (Mail Run's Figures).
 */
export function drawnByFlickLayer(scene: THREE.Object3D, out: Set<string> = new Set()): Set<string> {
  out.clear();
  const layer = flickLayer(scene);
  if (!layer?.visible) return out;
  for (const c of layer.children) if (c.name && c.visible && c.children.length > 0) out.add(c.name);
  return out;
}

/** Shows or hides the whole layer (a board draws the dice itself, or a flick is over). */
export function setLayerVisible(layer: THREE.Object3D | null, visible: boolean): void {
  if (layer) layer.visible = visible;
}
