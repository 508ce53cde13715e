// Final scores and ranking, and the invariants the tests and the sim check.
// Score = chips. Tie-break (ours): among equal
// chips, whoever paid less into the bank over the game ranks higher; seats
// still equal share the place.

import type { GameResult, ScoreRow, Seat } from '../../../core/contract.ts';
import { DICE_TOTAL, MAX_PLACED_PER_TURN, MAX_THROWS, ROWS_PER_TABLEAU, START_CHIPS, totalChips } from '../data/constants.ts';
import { message, type Message } from '../../../core/message.ts';
import { seatMessage } from '../log-messages.ts';
import { endWhy, GAMBLER_RESULT, joined } from '../result-messages.ts';
import { TABLEAUX } from '../data/tableaux.ts';
import { rowIsValid } from './fitting.ts';
import { currentTableau, maxRounds } from './flow.ts';
import type { GamblerState } from '../types.ts';

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
  const winners = joined(top.map(seatMessage), GAMBLER_RESULT.and.id);
  const chips = s.chips[top[0] ?? 0] ?? 0;
  return {
    scores: s.chips.slice(),
    ranking: places,
    summary: top.length > 1 ? message(GAMBLER_RESULT.share.id, { why: endWhy(s), seats: winners, chips }) : message(GAMBLER_RESULT.wins.id, { why: endWhy(s), seat: winners, chips }),
    breakdown: s.chips.map((_, seat) => breakdown(s, seat)),
    ...tieBreakOf(s, places),
  };
}

/** Chips = start + collected − paid (the invariants keep chips conserved, the rows show where they went). */
function breakdown(s: GamblerState, seat: Seat): ScoreRow[] {
  const row = (rule: 'start' | 'collected' | 'paid', points: number): ScoreRow => ({ rule, label: message(GAMBLER_RESULT[rule].id), count: null, points });
  return [row('start', START_CHIPS), row('collected', s.collected[seat] ?? 0), row('paid', -(s.paid[seat] ?? 0))];
}

/** The tie-break in words when equal chips were put in order by what the seats paid. */
function tieBreakOf(s: GamblerState, places: Seat[][]): { tieBreak?: Message } {
  const heads = places.map((p) => p[0]!);
  const split: Message[] = [];
  heads.forEach((seat, i) => {
    const next = heads[i + 1];
    if (next === undefined || s.chips[seat] !== s.chips[next]) return;
    split.push(message(GAMBLER_RESULT.before.id, { seat: seatMessage(seat), paid: s.paid[seat] ?? 0, next: seatMessage(next), nextPaid: s.paid[next] ?? 0, chips: s.chips[seat] ?? 0 }));
  });
  return split.length > 0 ? { tieBreak: message(GAMBLER_RESULT.tieBreak.id, { splits: joined(split, GAMBLER_RESULT.splits.id) }) } : {};
}

/** Broken invariants, empty when all hold (tests and the sim tool call this). */
export function invariants(s: GamblerState): string[] {
  const bad: string[] = [];
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (s.chips.length !== s.players || s.supply.length !== s.players) bad.push('per-seat arrays do not match players');
  const chips = sum(s.chips) + s.bank;
  if (chips !== totalChips(s.players)) bad.push(`chips not conserved: ${chips} ≠ ${totalChips(s.players)}`);
  if (s.chips.some((c) => !Number.isInteger(c) || c < 0)) bad.push('a seat has a negative or fractional chip count');
  if (s.bank < 0) bad.push('the bank is negative');
  if (s.supply.some((d) => !Number.isInteger(d) || d < 0) || s.aside < 0) bad.push('negative dice count');
  const onTableau = sum(s.rows.map((r) => r.length));
  const hand = s.turn?.hand ?? 0;
  const dice = sum(s.supply) + hand + onTableau + s.aside;
  if (dice !== DICE_TOTAL) bad.push(`dice not conserved: ${dice} ≠ ${DICE_TOTAL}`);
  if (s.round < 1 || s.round > maxRounds(s)) bad.push(`round ${s.round} out of range`);
  const ids = s.stack.slice().sort((a, b) => a - b);
  if (ids.length !== TABLEAUX.length || ids.some((id, i) => id !== i + 1)) bad.push('stack is not the 20 tableaux');
  if (s.active < 0 || s.active >= s.players) bad.push('active seat out of range');
  if (s.round >= 1 && s.round <= maxRounds(s)) {
    const t = currentTableau(s);
    if (s.rows.length !== ROWS_PER_TABLEAU) bad.push('tableau does not have six rows');
    t.rows.forEach((r, i) => {
      if (!rowIsValid(r.shape, s.rows[i] ?? [])) bad.push(`row ${i + 1} holds dice that do not fit`);
    });
  }
  if (!s.over && !s.turn) bad.push('no turn in progress in a running game');
  if (s.turn) {
    const t = s.turn;
    if (t.throws < 0 || t.throws > MAX_THROWS) bad.push(`throw count ${t.throws} out of 0..${MAX_THROWS}`);
    if (t.placed < 0 || t.placed > MAX_PLACED_PER_TURN) bad.push(`placed ${t.placed} dice in one turn`);
    if (t.hand < 0 || t.hand + t.placed > MAX_PLACED_PER_TURN) bad.push('more than five dice in one turn');
    if (t.faces) {
      const unplaced = t.faces.filter((f) => f !== null).length;
      if (unplaced !== t.hand) bad.push('unplaced faces do not match the dice in hand');
      if (t.faces.some((f) => f !== null && (!Number.isInteger(f) || f < 1 || f > 6))) bad.push('a face is not 1–6');
    }
  }
  return bad;
}
