// Small helpers every rule file reads: the board of a state, the opponent,
// the region counts, site labels. Bottom layer: imports no other rule file.

import { seatTitle, type Seat } from '../../../core/contract.ts';
import { layout, type Layout } from '../board.ts';
import { FIELDS, OWNER_OF, type RegionKind } from '../data.ts';
import type { GoldRiversState, Marker } from '../types.ts';

export const SEAT_NOUN = 'Player';
export const seatName = (seat: Seat): string => seatTitle(SEAT_NOUN, seat);

export const layoutOf = (s: Pick<GoldRiversState, 'length' | 'board'>): Layout => layout(s.length, s.board);

export const opponent = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The region kind a seat owns: seat 0 the mountains, seat 1 the rivers. */
export const kindOwnedBy = (seat: Seat): RegionKind => (OWNER_OF.mountain === seat ? 'mountain' : 'river');

/** The last turn in which burying is still allowed (ours). */
export const buryTurnLimit = (s: Pick<GoldRiversState, 'length'>): number => FIELDS[s.length].buryTurnLimit;

/** Face-down and revealed markers per region of one kind. */
export function regionCounts(l: Layout, markers: readonly Marker[], kind: RegionKind): { hidden: number[]; open: number[] } {
  const of = kind === 'mountain' ? l.mountainOf : l.riverOf;
  const hidden = new Array<number>(l.regionCount).fill(0);
  const open = new Array<number>(l.regionCount).fill(0);
  markers.forEach((m, site) => {
    if (m === 'hidden') hidden[of[site]!]!++;
    else if (m === 'open') open[of[site]!]!++;
  });
  return { hidden, open };
}

/**
 * A site's name for logs and keys: the row letter (A = top row) and the
 * position in the row from the left, e.g. "C4".
 */
export function siteLabel(l: Layout, site: number): string {
  const h = l.field.sites[site];
  if (!h) return `?${site}`;
  const R = l.field.radius;
  const row = h.r + R;
  const firstQ = Math.max(-R, -R - h.r);
  return `${String.fromCharCode(65 + row)}${h.q - firstQ + 1}`;
}

export const countMarkers = (markers: readonly Marker[], kind: Marker): number =>
  markers.reduce((n, m) => (m === kind ? n + 1 : n), 0);
