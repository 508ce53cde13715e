// The result after the last turn, and the conservation invariants: money
// (through the bank ledger), cowboys, buildings, property markers, houses,
// mountains and roads.

import type { GameResult, Seat } from '../../../core/contract.ts';
import {
  BUILDING_COUNTS,
  BUILDING_KINDS,
  COWBOYS_PER_SEAT,
  HOUSES_IN_BOX,
  MARKERS_PER_SEAT,
  MAX_RESERVE,
  MOUNTAINS,
  ROADS_IN_BOX,
  START_CASH,
} from '../data.ts';
import type { CarsonState } from '../types.ts';
import { scoreRows } from './final-score.ts';
import { seatName } from './state.ts';
import type { Message } from '../../../core/message.ts';
import { summarySaid, tieBreakSaid } from '../result-messages.ts';

/** Final order: total points, then who passed first in the last turn, then turn order. */
export function finalRanking(s: CarsonState): Seat[] {
  const totals = s.final!.map((f) => f.total);
  const rank = (seat: Seat) => {
    const p = s.lastPassed.indexOf(seat);
    return (p >= 0 ? p : s.players) * 16 + s.order.indexOf(seat);
  };
  return s.seats.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]! || rank(a) - rank(b));
}

export function result(s: CarsonState): GameResult | null {
  if (s.phase.kind !== 'over' || !s.final) return null;
  const order = finalRanking(s);
  const scores = s.final.map((f) => f.total);
  return {
    scores,
    ranking: order.map((seat) => [seat]),
    summary: summarySaid(order[0]!, scores[order[0]!]!),
    breakdown: s.seats.map((_, seat) => scoreRows(s, seat)),
    ...tieBreakOf(order, scores),
  };
}

/** The tie-break in words when seats with equal points were put in order ("Player 2 and Player 1 have 30 points each; …"). */
function tieBreakOf(order: readonly Seat[], scores: readonly number[]): { tieBreak?: Message } {
  const tied = [...new Set(scores)].map((total) => order.filter((seat) => scores[seat] === total)).filter((group) => group.length > 1);
  if (tied.length === 0) return {};
  return { tieBreak: tieBreakSaid(tied.map((seats) => ({ seats, points: scores[seats[0]!]! }))) };
}

export function invariants(s: CarsonState): string[] {
  const out: string[] = [];
  const cash = s.seats.reduce((t, p) => t + p.cash, 0);
  if (cash !== START_CASH * s.players + s.minted - s.burned) out.push(`money: seats hold $${cash}, the ledger says $${START_CASH * s.players + s.minted - s.burned}`);
  s.seats.forEach((p, seat) => {
    if (p.cash < 0) out.push(`${seatName(seat)} has negative cash`);
    if (p.roads < 0 || p.reserve < 0 || p.supply < 0 || p.markers < 0) out.push(`${seatName(seat)} has a negative stock`);
    const placed = s.placements.filter((x) => x.seat === seat && !x.white).length;
    if (p.reserve + placed + p.supply !== COWBOYS_PER_SEAT) out.push(`cowboys of ${seatName(seat)}: ${p.reserve} + ${placed} + ${p.supply} ≠ ${COWBOYS_PER_SEAT}`);
    if (p.reserve > MAX_RESERVE) out.push(`${seatName(seat)} has more than ${MAX_RESERVE} cowboys in reserve`);
    const owned = s.map.filter((c) => c.owner === seat).length;
    if (p.markers + owned !== MARKERS_PER_SEAT) out.push(`markers of ${seatName(seat)}: ${p.markers} + ${owned} ≠ ${MARKERS_PER_SEAT}`);
  });
  if (s.placements.filter((x) => x.white).length > 1) out.push('more than one white cowboy');
  for (const k of BUILDING_KINDS) {
    const n = s.bag.filter((b) => b === k).length + s.row.filter((b) => b === k).length + s.map.filter((c) => c.piece === k).length;
    if (n !== BUILDING_COUNTS[k]) out.push(`${k}: ${n} in the game, not ${BUILDING_COUNTS[k]}`);
  }
  for (const c of s.map) {
    if (c.piece !== null && c.piece !== 'house' && c.piece !== 'mountain' && c.owner === null) out.push('a building on an unowned parcel');
  }
  const houses = s.map.filter((c) => c.piece === 'house').length;
  if (houses + s.houseSupply !== HOUSES_IN_BOX) out.push(`houses: ${houses} + ${s.houseSupply} ≠ ${HOUSES_IN_BOX}`);
  const mountains = s.map.filter((c) => c.piece === 'mountain').length;
  const expected = s.phase.kind === 'setup-throw' ? (s.phase.what === 'centre' ? 0 : s.phase.index) : MOUNTAINS;
  if (mountains !== expected) out.push(`mountains: ${mountains} on the map, expected ${expected}`);
  const roadsHeld = s.seats.reduce((t, p) => t + p.roads, 0);
  if (s.roads.length + roadsHeld + s.roadSupply !== ROADS_IN_BOX) out.push(`roads: ${s.roads.length} + ${roadsHeld} + ${s.roadSupply} ≠ ${ROADS_IN_BOX}`);
  if (new Set(s.roads).size !== s.roads.length) out.push('a road edge laid twice');
  return out;
}
