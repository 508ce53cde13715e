// The end and the invariants. The game ends when every marker is cleared and
// the last turn is confirmed; more gold wins. Tie-break (ours; with an odd
// number of single-gold markers a tie cannot happen): player 2 wins, as
// amends for moving second.

import type { GameResult, Seat } from '../../../core/contract.ts';
import { FIELDS, SHOVELS_AT_START } from '../data.ts';
import { message } from '../../../core/message.ts';
import { seatMessage } from '../log-messages.ts';
import { GOLD_RIVERS_RESULT } from '../result-messages.ts';
import type { GoldRiversState } from '../types.ts';
import { countMarkers, layoutOf, regionCounts } from './state.ts';

/** The seat that wins a tie on gold (ours). */
export const TIE_WINNER: Seat = 1;

export function winner(s: GoldRiversState): Seat | null {
  if (s.phase.kind !== 'over') return null;
  if (s.gold[0] !== s.gold[1]) return s.gold[0] > s.gold[1] ? 0 : 1;
  return TIE_WINNER;
}

export function result(s: GoldRiversState): GameResult | null {
  const w = winner(s);
  if (w === null) return null;
  const loser: Seat = w === 0 ? 1 : 0;
  const tie = s.gold[0] === s.gold[1];
  return {
    scores: [s.gold[0], s.gold[1]],
    ranking: [[w], [loser]],
    summary: tie
      ? message(GOLD_RIVERS_RESULT.tie.id, { a: s.gold[0], b: s.gold[1], seat: seatMessage(w) })
      : message(GOLD_RIVERS_RESULT.win.id, { seat: seatMessage(w), gold: s.gold[w]!, other: s.gold[loser]! }),
    breakdown: s.gold.map((gold) => [{ rule: 'gold', label: message(GOLD_RIVERS_RESULT.goldRow.id), count: gold, points: gold }]),
    ...(tie ? { tieBreak: message(GOLD_RIVERS_RESULT.tieBreak.id, { seat: seatMessage(w), other: seatMessage(loser), gold: s.gold[w]! }) } : {}),
  };
}

export function invariants(s: GoldRiversState): string[] {
  const out: string[] = [];
  const l = layoutOf(s);
  if (s.markers.length !== l.siteCount) out.push(`${s.markers.length} markers on a field of ${l.siteCount} sites`);
  if (s.takenBy.length !== l.siteCount) out.push('takenBy does not cover the field');
  const cleared = countMarkers(s.markers, 'cleared');
  if (s.gold[0] + s.gold[1] !== cleared) out.push(`gold ${s.gold[0]} + ${s.gold[1]} is not the ${cleared} cleared markers`);
  for (const seat of [0, 1] as const) {
    const taken = s.takenBy.filter((t) => t === seat).length;
    if (taken !== s.gold[seat]) out.push(`seat ${seat} holds ${s.gold[seat]} gold but took ${taken} sites`);
    if (s.shovels[seat] < 0) out.push(`seat ${seat} has a negative number of shovels`);
  }
  s.markers.forEach((m, site) => {
    if ((m === 'cleared') !== (s.takenBy[site] !== null)) out.push(`site ${site} is ${m} but takenBy is ${String(s.takenBy[site])}`);
  });
  if (s.shovels[0] + s.shovels[1] !== 2 * SHOVELS_AT_START) out.push(`shovels ${s.shovels[0]} + ${s.shovels[1]} are not ${2 * SHOVELS_AT_START}`);
  // Clearing is immediate: no region without face-down markers may still hold revealed gold.
  for (const kind of ['mountain', 'river'] as const) {
    const { hidden, open } = regionCounts(l, s.markers, kind);
    hidden.forEach((h, region) => {
      if (h === 0 && open[region]! > 0) out.push(`${kind} ${region} is complete but still holds ${open[region]} revealed gold`);
    });
  }
  if (s.phase.kind === 'over' && cleared !== l.siteCount) out.push('the game is over with markers left');
  if (s.phase.kind !== 'over' && s.phase.kind !== 'confirm' && cleared === l.siteCount) out.push('every marker is cleared but the game goes on');
  if (s.turnNumber < 1) out.push('turn number below 1');
  if (FIELDS[s.length] === undefined) out.push(`unknown length ${String(s.length)}`);
  return out;
}
