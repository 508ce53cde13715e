// Building on a parcel: where a building may go (own empty parcel; a road
// reaching it, laid from the builder's roads along a shortest path, unless it
// is a ranch or mine), its price (the Coolie halves it, rounded up), and the
// free house some buildings bring.

import type { Seat } from '../../../core/contract.ts';
import { BUILD_PRICES, BUILDINGS, type BuildingKind } from '../data.ts';
import type { CarsonState } from '../types.ts';
import { cellName, isReached, roadDistance, roadPath, roadPoints } from './board.ts';
import { note, setCell, spend } from './state.ts';
import { BUILDING_MESSAGES, logLine, seatMessage } from '../log-messages.ts';

export function buildPrice(s: CarsonState, seat: Seat, square: number): number {
  const base = BUILD_PRICES[square]!;
  return s.characters[seat] === 'coolie' ? Math.ceil(base / 2) : base;
}

/** Roads `seat` would lay to build `kind` on `cell` (0 when reached or no road needed), or null when it cannot. */
export function roadsNeeded(s: CarsonState, seat: Seat, kind: BuildingKind, cell: number, points = roadPoints(s.roads)): number | null {
  const c = s.map[cell]!;
  if (c.owner !== seat || c.piece !== null) return null;
  if (!BUILDINGS[kind].needsRoad) return 0;
  return roadDistance(s.roads, cell, s.seats[seat]!.roads, points);
}

export function buildSites(s: CarsonState, seat: Seat, kind: BuildingKind): number[] {
  const out: number[] = [];
  const points = roadPoints(s.roads);
  for (let cell = 0; cell < s.map.length; cell++) {
    const c = s.map[cell]!;
    if (c.owner === seat && c.piece === null && roadsNeeded(s, seat, kind, cell, points) !== null) out.push(cell);
  }
  return out;
}

/** A free house goes on an empty parcel reached by a road, unowned or the builder's own (ours). */
export function houseSites(s: CarsonState, seat: Seat): number[] {
  if (s.houseSupply <= 0) return [];
  const pts = roadPoints(s.roads);
  const out: number[] = [];
  for (let cell = 0; cell < s.map.length; cell++) {
    const c = s.map[cell]!;
    if (c.piece === null && (c.owner === null || c.owner === seat) && isReached(s.roads, cell, pts)) out.push(cell);
  }
  return out;
}

/** Pay, lay the roads, put the building down and take it off the row (mutates `s`). */
export function build(s: CarsonState, seat: Seat, kind: BuildingKind, square: number, cell: number): void {
  const price = buildPrice(s, seat, square);
  spend(s, seat, price);
  if (BUILDINGS[kind].needsRoad) {
    const path = roadPath(s.roads, cell) ?? [];
    s.roads.push(...path);
    s.seats[seat]!.roads -= path.length;
  }
  setCell(s, cell, { piece: kind });
  s.row[square] = null;
  note(s, logLine('builds', { seat: seatMessage(seat), building: BUILDING_MESSAGES[kind], cell: cellName(cell), price }));
}

export function placeHouse(s: CarsonState, seat: Seat, cell: number): void {
  setCell(s, cell, { piece: 'house' });
  s.houseSupply -= 1;
  note(s, logLine('house', { seat: seatMessage(seat), cell: cellName(cell) }));
}
