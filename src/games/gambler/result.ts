// Final scores and ranking. Score = chips. Tie-break (ours): among equal
// chips, whoever paid less into the bank over the game ranks higher; seats
// still equal share the place.

import type { GameResult, Seat } from '../../core/contract.ts';
import { seatName } from './draft.ts';
import type { GamblerState } from './types.ts';

export function ranking(s: GamblerState): Seat[][] {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const chips = (i: number) => s.chips[i] ?? 0;
  const paid = (i: number) => s.paid[i] ?? 0;
  seats.sort((a, b) => chips(b) - chips(a) || paid(a) - paid(b) || a - b);
  const places: Seat[][] = [];
  for (const seat of seats) {
    const last = places[places.length - 1];
    const head = last?.[0];
    if (last && head !== undefined && chips(head) === chips(seat) && paid(head) === paid(seat)) last.push(seat);
    else places.push([seat]);
  }
  return places;
}

export function result(s: GamblerState): GameResult | null {
  if (!s.over) return null;
  const places = ranking(s);
  const top = places[0] ?? [];
  const winners = top.map(seatName).join(' and ');
  return {
    scores: s.chips.slice(),
    ranking: places,
    summary: `${s.endReason}. ${top.length > 1 ? `${winners} share first place` : `${winners} wins`} with ${
      s.chips[top[0] ?? 0] ?? 0
    } chips.`,
  };
}
