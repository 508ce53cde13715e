// Is a settled throw's result seen, and where should the camera look if not?
// A die counts as seen when it lies inside the part of the screen left for
// the board, no panel covers it and it is drawn big enough to read its face;
// otherwise the camera frames the dice where they lie. Pure.
import { PHYSICS } from '../../physics/tuning.ts';
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

/** How big a framed die is drawn (px along an edge): read at a glance on a phone and at a desk alike. */
export const FRAMED_DIE_PX = 36;
/** The frame's width bounds (cm): never closer than the orbit camera may come, never wider than the table's front. */
const FRAME_WIDTH = { min: 16, max: 64 } as const;

/**
 * The rectangle to frame: the dice where they rest with room around them, and at least as wide as makes
 * a die FRAMED_DIE_PX on a view `widthPx` wide (the width decides: the depth asked is less than the view's shape gives).
 */
export function settledRect(dice: readonly { x: number; z: number }[], view: { widthPx: number; aspect: number }): TableRect {
  const width = Math.min(FRAME_WIDTH.max, Math.max(FRAME_WIDTH.min, (PHYSICS.dieEdge * view.widthPx) / FRAMED_DIE_PX));
  const depth = (width / Math.max(view.aspect, 0.5)) * 0.6;
  const r = rectAround(dice, 4);
  const cx = (r.x0 + r.x1) / 2;
  const cz = (r.z0 + r.z1) / 2;
  const hw = Math.max((r.x1 - r.x0) / 2, width / 2);
  const hd = Math.max((r.z1 - r.z0) / 2, depth / 2);
  return { x0: cx - hw, z0: cz - hd, x1: cx + hw, z1: cz + hd };
}
