// How a figure model is dressed for the table: a copy of the loaded glTF scene
// with shadows on and, when the game gives one, its colour on the `paint`
// material (the models keep the colourable part in a material of that name;
// see src/tools/models/figures.ts). A game's board and the session's flick
// layer both dress figures here, so a rider looks the same standing on the
// board and flying in a flick.
import * as THREE from 'three';
import type { FigureSpot } from '../../core/contract.ts';

/** Name of the models' colourable material. */
export const PAINT_MATERIAL = 'paint';

export interface FigureLook {
  /** Colour of the model's paint material (a rider's seat colour); the model's own when absent. */
  paint?: string;
  /** A wash over every material, half strength (the shooting gallery's bystanders). */
  tint?: string;
}

/**
 * A game's colour for a figure on the table (riders in their seat's colour),
 * undefined for the model's own look. Given by the game's view, not by the
 * rules or the physics: FigureSpot stays what the physics simulates.
 */
export type FigurePaint = (figure: FigureSpot) => string | undefined;

/** A dressed copy of `source`; materials are cloned before they change, so `source` stays as loaded. */
export function dressFigure(source: THREE.Object3D, look: FigureLook = {}): THREE.Object3D {
  const root = source.clone(true);
  root.traverse((obj) => {
    if (!(obj instanceof THREE.Mesh)) return;
    obj.castShadow = true;
    obj.receiveShadow = true;
    const from = obj.material as THREE.MeshStandardMaterial;
    const paint = look.paint !== undefined && from.name === PAINT_MATERIAL ? look.paint : undefined;
    if (paint === undefined && look.tint === undefined) return;
    const m = from.clone();
    if (paint !== undefined) m.color.set(paint);
    if (look.tint !== undefined) m.color.lerp(new THREE.Color(look.tint), 0.5);
    obj.material = m;
  });
  return root;
}
