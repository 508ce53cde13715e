// Is a settled throw's result seen, and where should the camera look if not?
// A die counts as seen when it lies inside the part of the screen left for
// the board, no panel covers it and it is drawn big enough to read its face;
// otherwise the camera frames the dice where they lie. Pure.
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

/**
 * The smallest table rectangle the framing shows (cm), by the shape of the board's part of the screen:
 * close enough that a die reads (about 25 px on a 390 px wide phone, where the width decides; about 45 px
 * at 1280 × 800, where the depth decides) with what it lies by around it.
 */
export const MIN_FRAME = { tall: { width: 22, depth: 14 }, wide: { width: 44, depth: 26 } } as const;

/** The rectangle to frame: the dice where they rest, with room around them, at least the minimum frame for a view of this `aspect` (width / height). */
export function settledRect(dice: readonly { x: number; z: number }[], aspect: number): TableRect {
  const min = aspect < 1 ? MIN_FRAME.tall : MIN_FRAME.wide;
  const r = rectAround(dice, 4);
  const cx = (r.x0 + r.x1) / 2;
  const cz = (r.z0 + r.z1) / 2;
  const hw = Math.max((r.x1 - r.x0) / 2, min.width / 2);
  const hd = Math.max((r.z1 - r.z0) / 2, min.depth / 2);
  return { x0: cx - hw, z0: cz - hd, x1: cx + hw, z1: cz + hd };
}
