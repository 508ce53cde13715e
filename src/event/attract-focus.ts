// Where the attract loop's camera looks while a bots-only game plays (issue
// 16: "the camera moves slowly and frames the action"): the tray or cup area
// while dice are thrown, the strip between the flicked die and its targets
// while a flick flies, the board otherwise. Pure, so the framing is tested
// without a canvas; AttractCamera.tsx eases towards it.
import { TABLE } from '../physics/table.ts';
import type { Stage } from '../store/session/types.ts';

export interface AttractFocus {
  x: number;
  z: number;
  /** The camera's distance as a share of its home distance (closer on the action). */
  closer: number;
}

export function attractFocus(stage: Stage | null): AttractFocus | null {
  if (!stage) return null;
  if (stage.kind === 'throw') {
    const area = TABLE.areas[stage.area];
    return { x: area.x, z: area.z, closer: 0.62 };
  }
  const targets = stage.setup.figures.filter((f) => f.role === 'target');
  const aimed = targets.length > 0 ? targets : stage.setup.figures;
  if (aimed.length === 0) return { x: stage.from.x, z: stage.from.z, closer: 0.7 };
  const cx = aimed.reduce((s, f) => s + f.x, 0) / aimed.length;
  const cz = aimed.reduce((s, f) => s + f.z, 0) / aimed.length;
  return { x: (stage.from.x + cx) / 2, z: (stage.from.z + cz) / 2, closer: 0.7 };
}
