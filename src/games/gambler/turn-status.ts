// The turn's status line, from one place: which throw of the turn this is and
// what the rules want now, worded to agree with the live buttons (no "the
// turn is over" while Stop and Throw again can still be pressed) and with the
// prompt's "throw k of 5". Pure (the turn panel shows it): the HUD passes in what it knows.
import { MAX_PLACED_PER_TURN, MAX_THROWS } from './data/constants.ts';
import { decisionSaid } from './rules/demand.ts';
import { message, type Message } from '../../core/message.ts';
import type { GamblerView } from './types.ts';

export interface StatusFacts {
  /** Whose turn it is, as the seats bar names it. */
  who: string;
  /** Does any unplaced die of the throw on the table fit a box? */
  fits: boolean;
}

export interface TurnStatus {
  /** "Throw 2 of 5": the throw lying on the table, or the one awaited. */
  throwCount: Message;
  placedCount: Message;
  /** What the rules want now; null when no turn is in progress. */
  demand: Message | null;
}

/** The status line's words (issue 25: messages, the turn panel formats them). */
export const STATUS_WORDS = {
  throwCount: /*i18n*/ { id: 'gambler.status.throw', message: 'Throw {n} of {max}' },
  placedCount: /*i18n*/ { id: 'gambler.status.placed', message: 'Placed {n} of {max}' },
  throws: /*i18n*/ { id: 'gambler.status.throws', message: '{who} throws {n, plural, one {# die} other {# dice}}.' },
  demand: /*i18n*/ { id: 'gambler.status.demand', message: '{demand}.' },
} as const;

export function turnStatus(view: GamblerView, facts: StatusFacts): TurnStatus {
  const t = view.turn;
  const current = t ? (t.faces ? t.throws : t.throws + 1) : 0;
  const throwCount = message(STATUS_WORDS.throwCount.id, { n: Math.max(1, current), max: MAX_THROWS });
  const placedCount = message(STATUS_WORDS.placedCount.id, { n: t?.placed ?? 0, max: MAX_PLACED_PER_TURN });
  if (view.over || !t) return { throwCount, placedCount, demand: null };
  if (!t.faces) return { throwCount, placedCount, demand: message(STATUS_WORDS.throws.id, { who: facts.who, n: t.hand }) };
  // The rules' prompt says the same words (rules/demand.ts).
  return { throwCount, placedCount, demand: message(STATUS_WORDS.demand.id, { demand: decisionSaid(t, facts.fits) }) };
}
