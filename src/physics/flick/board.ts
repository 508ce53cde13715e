// Where flicks happen, read from the shared table: the table top (inside the
// rail) the die must stay on, and the board rectangle figures must stay on.
// The colliders themselves come from buildTable() in ../table.ts.
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE } from '../table.ts';

export interface XZ {
  x: number;
  z: number;
}

export const FLICK_AREA = {
  /** Top of the table, cm. */
  surfaceY: 0,
  /** Half extents of the table top inside the rail, cm. */
  table: { halfX: INNER_HALF_WIDTH, halfZ: INNER_HALF_DEPTH },
  /** The board figures stand on (centre and half extents), cm. */
  board: TABLE.board,
} as const;

/** Inside the rail (x, z) and not below the top. */
export const insideTable = (p: XZ & { y?: number }): boolean =>
  Math.abs(p.x) <= FLICK_AREA.table.halfX &&
  Math.abs(p.z) <= FLICK_AREA.table.halfZ &&
  (p.y === undefined || p.y > FLICK_AREA.surfaceY - 1);

/** On the board rectangle (x, z) and not below the table top. */
export const insideBoard = (p: XZ & { y?: number }): boolean => {
  const b = FLICK_AREA.board;
  return (
    Math.abs(p.x - b.x) <= b.halfWidth &&
    Math.abs(p.z - b.z) <= b.halfDepth &&
    (p.y === undefined || p.y > FLICK_AREA.surfaceY - 1)
  );
};

/** Where a flick starts when the rules name no spot: centre front, just before the board. */
export const DEFAULT_FLICK_START: XZ = { x: 0, z: TABLE.board.z + TABLE.board.halfDepth + 6 };
