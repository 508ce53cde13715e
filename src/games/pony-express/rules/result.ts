// The result (the winner, then the others by how far they rode) and the
// invariants the tests and the sims check after every input.

import type { GameResult, ScoreRow, Seat } from '../../../core/contract.ts';
import { WINNER_POINTS } from '../data/board.ts';
import { message } from '../../../core/message.ts';
import { PONY_RESULT, winSummary } from '../result-messages.ts';
import { CARD_COUNT } from '../data/cards.ts';
import type { PonyState } from '../types.ts';

export function result(s: PonyState): GameResult | null {
  if (s.winner === null) return null;
  // Score: the winner 100, the others their position (mail boxes count 34–36).
  const won = (seat: Seat) => seat === s.winner;
  const breakdown = s.riders.map((r): ScoreRow[] => [
    { rule: 'delivered', label: message(PONY_RESULT.delivered.id, { points: WINNER_POINTS }), count: null, points: won(r.seat) ? WINNER_POINTS : 0 },
    { rule: 'reached', label: message(PONY_RESULT.reached.id), count: won(r.seat) ? null : r.pos, points: won(r.seat) ? 0 : r.pos },
  ]);
  const scores = s.riders.map((r) => (won(r.seat) ? WINNER_POINTS : r.pos));
  const others = [...new Set(s.riders.filter((r) => r.seat !== s.winner).map((r) => r.pos))].sort((a, b) => b - a);
  const ranking: Seat[][] = [[s.winner], ...others.map((p) => s.riders.filter((r) => r.seat !== s.winner && r.pos === p).map((r) => r.seat))];
  return { scores, ranking, summary: winSummary(s), breakdown };
}

export function invariants(s: PonyState, totalGold: number): string[] {
  const out: string[] = [];
  const gold = s.bank + s.riders.reduce((a, r) => a + r.gold, 0);
  if (gold !== totalGold) out.push(`gold not conserved: ${gold} ≠ ${totalGold}`);
  if (s.bank < 0) out.push('bank below zero');
  for (const r of s.riders) {
    if (r.gold < 0 || !Number.isInteger(r.gold)) out.push(`seat ${r.seat} has ${r.gold} gold`);
    if (!Number.isInteger(r.pos) || r.pos < 1 || r.pos > 36) out.push(`seat ${r.seat} at position ${r.pos}`);
    if (r.pos === 33) out.push(`seat ${r.seat} stands on space 33 instead of the first mail box`);
    if (r.jailed && r.pos > 33) out.push(`seat ${r.seat} is jailed on the mail boxes`);
  }
  const offered = s.phase.kind === 'draft' || s.phase.kind === 'relay' ? s.phase.offered : [];
  const cards = [...s.deck, ...s.discard, ...s.spent, ...offered, ...s.riders.flatMap((r) => r.hand)].sort((a, b) => a - b);
  if (cards.length !== CARD_COUNT || cards.some((c, i) => c !== i)) out.push(`cards not conserved (${cards.length})`);
  const needsDice = ['decide', 'rethrow-throw', 'challenge', 'bluff-caught'].includes(s.phase.kind);
  if (needsDice && s.dice.length !== 5) out.push(`phase ${s.phase.kind} without five dice`);
  if ((s.winner === null) !== (s.phase.kind !== 'over')) out.push('winner and end phase disagree');
  if (s.riders.filter((r) => r.pos > 33).length > 2) out.push('more than two riders on the mail boxes');
  return out;
}
