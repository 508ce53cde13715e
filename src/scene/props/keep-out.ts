// Where a prop may not come to rest (issue 21, item 5): a tossed tin cup lay
// over the dice waiting in the tray and hid their badges. The throw areas
// (tray, cup, player) and, on a game table, the board are kept clear: a prop
// that settles there is nudged to the nearest spot outside all of them,
// inside the rail. Pure geometry on the table top (cm), tested in Node.
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE, type TableRect } from '../../physics/table.ts';
import type { PropSpec } from './prop-set.ts';

/** The throw areas: where dice are thrown and wait to be picked (every room). */
export const THROW_AREAS: readonly TableRect[] = Object.values(TABLE.areas);
/** A game table: the throw areas and the board, where every piece and box that decides lies. */
export const GAME_TABLE_KEEP_OUT: readonly TableRect[] = [TABLE.board, ...THROW_AREAS];

/** How far from an edge a nudged prop comes to rest (cm): clear of it, not on it. */
export const NUDGE_CLEARANCE = 2;
/** A nudged prop stays this far inside the rail (cm), as a held one does (prop-set.ts clampInside). */
const RAIL_MARGIN = 3;

/** How far a prop reaches from its centre across the table, lying any way up (a cup on its side too). */
export function footprintRadius(spec: Pick<PropSpec, 'collider'>): number {
  const c = spec.collider;
  return c.kind === 'cylinder' ? Math.hypot(c.radius, c.halfHeight) : Math.hypot(...c.half);
}

/** Does a prop of footprint radius `radius` at (x, z) reach into `rect`? */
export function reachesInto(x: number, z: number, radius: number, rect: TableRect): boolean {
  return Math.abs(x - rect.x) < rect.halfWidth + radius && Math.abs(z - rect.z) < rect.halfDepth + radius;
}

/**
 * Where to nudge a prop of footprint radius `radius` resting at (x, z) so it lies in none of `keepOut`
 * (NUDGE_CLEARANCE from their edges) and inside the rail: the nearest such spot, or null when it is
 * clear already (or no spot is free, which no table of ours has).
 */
export function nudgeOut(x: number, z: number, radius: number, keepOut: readonly TableRect[]): [number, number] | null {
  if (!keepOut.some((r) => reachesInto(x, z, radius, r))) return null;
  const pad = radius + NUDGE_CLEARANCE;
  const hx = INNER_HALF_WIDTH - RAIL_MARGIN - radius;
  const hz = INNER_HALF_DEPTH - RAIL_MARGIN - radius;
  // The nearest free spot lies on the prop's own line across an edge, or at a corner of two edges:
  // every combination of the edges' coordinates (and the prop's own) is a candidate.
  const xs = [x, -hx, hx, ...keepOut.flatMap((r) => [r.x - r.halfWidth - pad, r.x + r.halfWidth + pad])];
  const zs = [z, -hz, hz, ...keepOut.flatMap((r) => [r.z - r.halfDepth - pad, r.z + r.halfDepth + pad])];
  let best: [number, number] | null = null;
  let bestD = Infinity;
  for (const cx of xs) {
    if (Math.abs(cx) > hx + 1e-9) continue;
    for (const cz of zs) {
      if (Math.abs(cz) > hz + 1e-9) continue;
      // A spot on a padded edge is clear of that rect by the clearance; `reachesInto` is strict, so it counts as outside.
      if (keepOut.some((r) => reachesInto(cx, cz, radius + NUDGE_CLEARANCE - 1e-6, r))) continue;
      const d = Math.hypot(cx - x, cz - z);
      if (d < bestD) {
        bestD = d;
        best = [cx, cz];
      }
    }
  }
  return best;
}
