// Duels: every duellist throws one die and adds the cowboys in its personal
// reserve and its firepower; the highest total wins. Ties go to the seat that
// passed first this turn, then to turn order. The odds a board shows come from
// the same rule over every face combination.

import type { Seat } from '../../../core/contract.ts';
import type { CarsonState, Target } from '../types.ts';
import { firepower } from './board.ts';
import { cowboysOn } from './placement.ts';

/** What a seat adds to its die now: reserve cowboys plus firepower. */
export const duelStrength = (s: CarsonState, seat: Seat): number => s.seats[seat]!.reserve + firepower(s, seat);

/** Tie-break rank (lower wins): place in the pass order, seats yet to pass after, then turn order. */
export function tieRank(s: CarsonState, seat: Seat): number {
  const p = s.passed.indexOf(seat);
  return (p >= 0 ? p : s.players) * 16 + s.order.indexOf(seat);
}

/** The winner among `seats` with these totals. */
export function duelWinner(s: CarsonState, seats: readonly Seat[], totals: readonly number[]): Seat {
  let best = 0;
  for (let i = 1; i < seats.length; i++) {
    if (totals[i]! > totals[best]! || (totals[i] === totals[best] && tieRank(s, seats[i]!) < tieRank(s, seats[best]!))) best = i;
  }
  return seats[best]!;
}

/** Chance each of `seats` wins a duel with these strengths (exact, over all faces). */
export function winChances(s: CarsonState, seats: readonly Seat[], strengths: readonly number[]): number[] {
  if (seats.length === 2) {
    // Two duellists: count the 36 face pairs directly.
    const firstWinsTies = tieRank(s, seats[0]!) < tieRank(s, seats[1]!);
    let w = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const d = a + strengths[0]! - b - strengths[1]!;
        if (d > 0 || (d === 0 && firstWinsTies)) w++;
      }
    return [w / 36, 1 - w / 36];
  }
  const wins = seats.map(() => 0);
  const n = seats.length;
  const faces = new Array<number>(n).fill(1);
  const total = 6 ** n;
  for (let k = 0; k < total; k++) {
    let r = k;
    for (let i = 0; i < n; i++) {
      faces[i] = (r % 6) + 1;
      r = Math.floor(r / 6);
    }
    const w = duelWinner(s, seats, faces.map((f, i) => f + strengths[i]!));
    wins[seats.indexOf(w)]! += 1;
  }
  return wins.map((w) => w / total);
}

/**
 * The chance `seat` would win `target` if it put a cowboy there now, against
 * the cowboys already there, with the firepower known now (its reserve one
 * cowboy smaller). 1 when nobody else stands there; 0 where the white cowboy is.
 */
export function duelOdds(s: CarsonState, seat: Seat, target: Target): number {
  const there = cowboysOn(s, target);
  if (there.some((p) => p.white && p.seat !== seat)) return 0;
  const rivals = [...new Set(there.map((p) => p.seat))].filter((x) => x !== seat);
  if (rivals.length === 0 || (target.kind === 'square' && (target.square === 'wages' || target.square === 'road1'))) return 1;
  const seats = [seat, ...rivals];
  const strengths = seats.map((x) => duelStrength(s, x) - (x === seat ? 1 : 0));
  return winChances(s, seats, strengths)[0]!;
}
