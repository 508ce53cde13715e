// Points: 1 per gold, 10 per bar, 5 or 10 per awning; stone scores nothing
// but breaks ties (most gold + stone).

import type { Seat } from '../../../core/contract.ts';
import { BAR_POINTS } from '../data.ts';
import type { MainStreetState } from '../types.ts';

export function awningPoints(s: MainStreetState, seat: Seat): number {
  return s.awnings.reduce((sum, a) => sum + (a && a.owner === seat ? a.points : 0), 0);
}

export function score(s: MainStreetState, seat: Seat): number {
  const p = s.seats[seat]!;
  return p.gold + BAR_POINTS * p.bars + awningPoints(s, seat);
}

/** Seats from first to last: score, then gold + stone; seats equal on both share a place. */
export function ranking(s: MainStreetState): Seat[][] {
  const key = (seat: Seat): [number, number] => [score(s, seat), s.seats[seat]!.gold + s.seats[seat]!.stone];
  const seats = Array.from({ length: s.players }, (_, i) => i).sort((a, b) => {
    const [sa, ta] = key(a);
    const [sb, tb] = key(b);
    return sb - sa || tb - ta || a - b;
  });
  const out: Seat[][] = [];
  for (const seat of seats) {
    const last = out[out.length - 1];
    const k = key(seat);
    if (last && key(last[0]!).join() === k.join()) last.push(seat);
    else out.push([seat]);
  }
  return out;
}
