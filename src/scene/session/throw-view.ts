// Is a settled throw's result seen, and where should the camera look if not?
// A die counts as seen when it lies inside the part of the screen left for
// the board, no panel covers it and it is drawn big enough to read its face;
// otherwise the camera frames the dice together with the throw area they
// came from (so the next throw's dice are in view too). Pure.
import type { ThrowArea } from '../../core/contract.ts';
import { TABLE } from '../../physics/table.ts';
import { rectAround, type TableRect } from '../kit/framing.ts';

/** A settled die as the screen shows it: its centre (page px), its edge's length on screen (px) and whether a panel covers it. */
export interface DieOnScreen {
  x: number;
  y: number;
  edgePx: number;
  covered: boolean;
}

export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A die drawn smaller than this (px along an edge) is not read at a glance (Main Street's showdown die was ~15 px). */
export const MIN_DIE_PX = 22;
/** Room kept from the box's edges (px). */
const EDGE = 8;

export function diceSeen(dice: readonly DieOnScreen[], box: ScreenBox, minPx = MIN_DIE_PX): boolean {
  return dice.every(
    (d) => !d.covered && d.edgePx >= minPx && d.x >= box.x + EDGE && d.x <= box.x + box.width - EDGE && d.y >= box.y + EDGE && d.y <= box.y + box.height - EDGE,
  );
}

/** The smallest table rectangle the framing shows (cm): close enough for the dice to read, wide enough to see where they are. */
export const MIN_FRAME = { width: 44, depth: 28 } as const;

/** The rectangle to frame: the dice where they rest and the throw area they left, at least MIN_FRAME around its centre. */
export function settledRect(dice: readonly { x: number; z: number }[], area: ThrowArea): TableRect {
  const a = TABLE.areas[area];
  const r = rectAround([...dice, { x: a.x - a.halfWidth, z: a.z - a.halfDepth }, { x: a.x + a.halfWidth, z: a.z + a.halfDepth }], 3);
  const cx = (r.x0 + r.x1) / 2;
  const cz = (r.z0 + r.z1) / 2;
  const hw = Math.max((r.x1 - r.x0) / 2, MIN_FRAME.width / 2);
  const hd = Math.max((r.z1 - r.z0) / 2, MIN_FRAME.depth / 2);
  return { x0: cx - hw, z0: cz - hd, x1: cx + hw, z1: cz + hd };
}
