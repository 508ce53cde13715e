// The final score as rows: the points scored during the game plus the end
// bonus (2 per building, house and mountain on a seat's parcels, 1 per $6).
// The end of the game, the result's breakdown and the score table's
// projected end bonus all count it here, so they cannot disagree.

import type { Seat, ScoreRow } from '../../../core/contract.ts';
import { FINAL_CASH_PER_POINT, FINAL_POINTS_PER_PIECE, type ScoreRuleId } from '../data.ts';
import type { CarsonState } from '../types.ts';
import { scoreRuleSaid } from '../result-messages.ts';

const row = (rule: ScoreRuleId, count: number | null, points: number): ScoreRow => ({ rule, label: scoreRuleSaid(rule), count, points });

/** The end bonus as it stands now: what the seat would add if the game ended here. */
export function endBonusRows(s: Pick<CarsonState, 'map' | 'seats'>, seat: Seat): ScoreRow[] {
  let buildings = 0;
  let houses = 0;
  let mountains = 0;
  for (const c of s.map) {
    if (c.owner !== seat || c.piece === null) continue;
    if (c.piece === 'house') houses++;
    else if (c.piece === 'mountain') mountains++;
    else buildings++;
  }
  const cash = s.seats[seat]!.cash;
  return [
    row('buildings', buildings, FINAL_POINTS_PER_PIECE * buildings),
    row('houses', houses, FINAL_POINTS_PER_PIECE * houses),
    row('mountains', mountains, FINAL_POINTS_PER_PIECE * mountains),
    row('money', cash, Math.floor(cash / FINAL_CASH_PER_POINT)),
  ];
}

/** Every row of a seat's score: the points so far, then the end bonus. */
export function scoreRows(s: Pick<CarsonState, 'map' | 'seats'>, seat: Seat): ScoreRow[] {
  return [row('points', null, s.seats[seat]!.points), ...endBonusRows(s, seat)];
}

export const sumPoints = (rows: readonly ScoreRow[]): number => rows.reduce((t, r) => t + r.points, 0);
