// End of a turn: cash above the character's limit becomes points ($10 each),
// then (before the next turn) the 1858 marker closes a buying square, new
// cowboys arrive (4/5/5, reserve capped at 10), unbought buildings slide to
// cheaper squares and the bag refills the row, characters and tokens return.
// After the last turn: final scoring.

import type { Seat } from '../../../core/contract.ts';
import { Rng } from '../../../core/rng.ts';
import {
  BUY_PRICES,
  CHARACTER_INFO,
  MAX_RESERVE,
  POINTS_PER_SURRENDERED,
  REFILLS,
  type BuildingKind,
} from '../data.ts';
import type { CarsonState } from '../types.ts';
import { endBonusRows, scoreRows, sumPoints } from './final-score.ts';
import { drawBuilding } from './setup.ts';
import { note, recruit, spend } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import { listMessage } from '../../../core/message.ts';

export function cashLimit(s: CarsonState, seat: Seat): number {
  const c = s.characters[seat];
  return c ? CHARACTER_INFO[c].limit : Infinity;
}

/** Dollars above the limit and, when the seat may round up to the next $10 (the seed allows giving more), the extra. */
export function excessOf(s: CarsonState, seat: Seat): { excess: number; topUp: number } {
  const cash = s.seats[seat]!.cash;
  const excess = Math.max(0, cash - cashLimit(s, seat));
  const rest = excess % POINTS_PER_SURRENDERED;
  const topUp = excess > 0 && rest !== 0 && cash >= excess + (POINTS_PER_SURRENDERED - rest) ? POINTS_PER_SURRENDERED - rest : 0;
  return { excess, topUp };
}

export function surrender(s: CarsonState, seat: Seat, topUp: boolean): void {
  const { excess, topUp: extra } = excessOf(s, seat);
  const paid = excess + (topUp ? extra : 0);
  const pts = Math.floor(paid / POINTS_PER_SURRENDERED);
  spend(s, seat, paid);
  s.seats[seat]!.points += pts;
  note(s, logLine('overLimit', { seat: seatMessage(seat), paid, points: pts }));
}

/** Unbought buildings slide towards the cheap end in order; the dear squares refill from the bag. */
export function slideRow(row: readonly (BuildingKind | null)[], bag: BuildingKind[], rng: Rng): (BuildingKind | null)[] {
  const left = row.filter((b): b is BuildingKind => b !== null);
  const out: (BuildingKind | null)[] = new Array<BuildingKind | null>(row.length - left.length).fill(null).concat(left);
  for (let i = 0; i < out.length; i++) if (out[i] === null) out[i] = drawBuilding(bag, rng);
  return out;
}

/** Cash limits first: a seat with a choice gets the 'surrender' phase; returns true while one is awaited. */
export function runLimits(s: CarsonState): boolean {
  while (s.limitQueue.length > 0) {
    const seat = s.limitQueue[0]!;
    const { excess, topUp } = excessOf(s, seat);
    if (excess > 0 && topUp > 0) {
      s.phase = { kind: 'surrender', seat };
      return true;
    }
    if (excess > 0) surrender(s, seat, false);
    s.limitQueue.shift();
  }
  return false;
}

export function startEndOfTurn(s: CarsonState): void {
  s.limitQueue = s.order.filter((seat) => s.seats[seat]!.cash > cashLimit(s, seat));
  if (runLimits(s)) return;
  finishTurn(s);
}

export function finishTurn(s: CarsonState): void {
  s.lastPassed = [...s.passed];
  if (s.turn >= s.turns) {
    finalScoring(s);
    return;
  }
  s.closed = Math.min(s.closed + 1, BUY_PRICES.length - 1);
  const refill = REFILLS[s.turn - 1] ?? 0;
  for (const seat of s.order) recruit(s, seat, refill, MAX_RESERVE);
  const rng = new Rng(s.rng);
  s.row = slideRow(s.row, s.bag, rng);
  s.rng = rng.state;
  s.characters = s.characters.map(() => null);
  s.grocerDouble = null;
  s.whiteUsed = false;
  s.ammo = null;
  s.placements = [];
  s.passed = [];
  s.raids = [];
  s.queue = [];
  s.turn += 1;
  note(s, logLine('turn', { turn: s.turn, price: BUY_PRICES[BUY_PRICES.length - s.closed]!, refill }));
  s.phase = { kind: 'character', index: 0 };
}

export function finalScoring(s: CarsonState): void {
  s.final = s.seats.map((_, seat) => {
    const bonus = endBonusRows(s, seat);
    const pieces = bonus.filter((r) => r.rule !== 'money').reduce((t, r) => t + (r.count ?? 0), 0);
    const cashPoints = bonus.find((r) => r.rule === 'money')?.points ?? 0;
    return { pieces, cashPoints, total: sumPoints(scoreRows(s, seat)) };
  });
  s.phase = { kind: 'over' };
  note(s, logLine('gameOver', { scores: listMessage(s.final.map((f, seat) => logLine('seatAmount', { seat: seatMessage(seat), n: f.total }))) }));
}
