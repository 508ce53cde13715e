// The turn's status line, from one place: which throw of the turn this is and
// what the rules want now, worded to agree with the live buttons (no "the
// turn is over" while Stop and Throw again can still be pressed) and with the
// prompt's "throw k of 5". Pure (the turn panel shows it): the HUD passes in what it knows.
import { MAX_PLACED_PER_TURN, MAX_THROWS } from './data/constants.ts';
import { decisionDemand } from './rules/demand.ts';
import type { GamblerView } from './types.ts';

export interface StatusFacts {
  /** Whose turn it is, as the seats bar names it. */
  who: string;
  /** Does any unplaced die of the throw on the table fit a box? */
  fits: boolean;
}

export interface TurnStatus {
  /** "Throw 2 of 5": the throw lying on the table, or the one awaited. */
  throwCount: string;
  placedCount: string;
  /** What the rules want now; null when no turn is in progress. */
  demand: string | null;
}

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

export function turnStatus(view: GamblerView, facts: StatusFacts): TurnStatus {
  const t = view.turn;
  const current = t ? (t.faces ? t.throws : t.throws + 1) : 0;
  const throwCount = `Throw ${Math.max(1, current)} of ${MAX_THROWS}`;
  const placedCount = `Placed ${t?.placed ?? 0} of ${MAX_PLACED_PER_TURN}`;
  if (view.over || !t) return { throwCount, placedCount, demand: null };
  if (!t.faces) return { throwCount, placedCount, demand: `${facts.who} throws ${dice(t.hand)}.` };
  // The rules' prompt says the same words (rules/demand.ts).
  return { throwCount, placedCount, demand: `${decisionDemand(t, facts.fits)}.` };
}
