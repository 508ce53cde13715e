// Points: 1 per gold, 10 per bar, 5 or 10 per awning; stone scores nothing
// but breaks ties (most gold + stone).

import type { ScoreRow, Seat } from '../../../core/contract.ts';
import type { SCORE_RULES } from '../data.ts';
import { AWNING_HIGH, AWNING_LOW, BAR_POINTS } from '../data.ts';
import type { MainStreetState } from '../types.ts';
import { scoreRuleSaid } from '../result-messages.ts';

export function awningPoints(s: MainStreetState, seat: Seat): number {
  return s.awnings.reduce((sum, a) => sum + (a && a.owner === seat ? a.points : 0), 0);
}

export function score(s: MainStreetState, seat: Seat): number {
  const p = s.seats[seat]!;
  return p.gold + BAR_POINTS * p.bars + awningPoints(s, seat);
}

/** A seat's score as rows (gold, bars, awnings by side); they sum to score(). */
export function scoreRows(s: MainStreetState, seat: Seat): ScoreRow[] {
  const p = s.seats[seat]!;
  const hung = (side: number) => s.awnings.filter((a) => a && a.owner === seat && a.points === side).length;
  const row = (rule: keyof typeof SCORE_RULES, count: number, points: number): ScoreRow => ({ rule, label: scoreRuleSaid(rule), count, points });
  const low = hung(AWNING_LOW);
  const high = hung(AWNING_HIGH);
  return [row('gold', p.gold, p.gold), row('bars', p.bars, BAR_POINTS * p.bars), row('low', low, AWNING_LOW * low), row('high', high, AWNING_HIGH * high)];
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
