// A state the table can draw from one seat's view (an online seat has nothing
// else). Carson City hides no hands; what no view shows is the generator (the
// bag's order) and book-keeping the rules read only when the game goes on,
// which the server does. The bag holds what is not in the row or on the map,
// listed kind by kind (its order is the generator's, so no order is told).

import { BUILDING_COUNTS, BUILDING_KINDS, type BuildingKind } from '../data.ts';
import type { CarsonState } from '../types.ts';
import type { CarsonView } from './view.ts';

function bagOf(v: CarsonView): BuildingKind[] {
  const out = BUILDING_KINDS.flatMap((k) => {
    const used = v.row.filter((b) => b === k).length + v.map.filter((c) => c.piece === k).length;
    return Array.from({ length: Math.max(0, BUILDING_COUNTS[k] - used) }, () => k);
  });
  // Counted from the table; the view's count is the truth when they differ (a building out of the game).
  return out.slice(0, v.bagCount);
}

export function seatState(v: CarsonView): CarsonState {
  const copy = structuredClone(v);
  return {
    game: 'carson-city',
    players: copy.players,
    length: copy.length,
    turns: copy.turns,
    turn: copy.turn,
    rng: [0, 0, 0, 0],
    map: copy.map,
    roads: copy.roads,
    roadSupply: copy.roadSupply,
    houseSupply: copy.houseSupply,
    seats: copy.seats.map(({ seat: _s, character: _c, cashLimit: _l, revolvers: _r, firepower: _f, parcels: _p, estateIncome: _i, endBonus: _e, passed: _x, ...p }) => p),
    order: copy.order,
    passed: copy.passed,
    lastPassed: [],
    characters: copy.seats.map((p) => p.character),
    grocerDouble: copy.grocerDouble,
    whiteUsed: copy.whiteUsed,
    ammo: copy.ammo,
    placements: copy.placements,
    row: copy.row,
    bag: bagOf(copy),
    closed: copy.closed,
    queue: copy.queue,
    raids: copy.raids,
    limitQueue: copy.phase.kind === 'surrender' ? [copy.phase.seat] : [],
    phase: copy.phase,
    minted: 0,
    burned: 0,
    final: copy.final,
    log: copy.log,
  };
}
