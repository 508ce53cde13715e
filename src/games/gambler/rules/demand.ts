// What the rules want of the seat deciding now, in words, from one place: the
// prompt (legal.ts, "Player 1: <demand>") and the turn panel's line
// (view/hud/status.ts, "<Demand>.") both say this, so they cannot disagree
// (issue 21, item 5: the prompt said "Place more dice, stop, or throw again"
// while the panel said no other die fits). Pure.
import { MAX_THROWS } from '../data/constants.ts';
import type { TurnState } from '../types.ts';
import type { Message } from '../../../core/message.ts';

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

/**
 * The demand while a throw lies on the table (sentence case, no full stop). `fits`: does any unplaced
 * die of the throw fit a box now (flow.ts anythingFits on a state, the HUD's anyFits on a view)?
 */
export function decisionDemand(turn: Pick<TurnState, 'throws' | 'hand' | 'placedSinceThrow'>, fits: boolean): string {
  if (turn.placedSinceThrow === 0) return 'Place at least one fitting die';
  if (turn.hand === 0) return 'Every die of the turn is placed: stop';
  const throwLeft = turn.throws < MAX_THROWS;
  if (!fits) return `None of the other dice fits: ${throwLeft ? `stop, or throw the ${dice(turn.hand)} again` : 'stop (no throw left)'}`;
  return throwLeft ? `Place more dice, stop, or throw the ${dice(turn.hand)} again` : 'Place more dice, or stop (no throw left)';
}

/** "Place more dice" → "place more dice": the demand after a seat's name and a colon. */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The demands and the throw as messages (issue 25): the prompt's words the view formats; decisionDemand keeps the English. */
export const GAMBLER_PROMPT = {
  throw: /*i18n*/ { id: 'gambler.prompt.throw', message: 'Throw {count, plural, one {# die} other {# dice}} (throw {n} of {max})' },
  placeOne: /*i18n*/ { id: 'gambler.prompt.place-one', message: 'Place at least one fitting die' },
  allPlaced: /*i18n*/ { id: 'gambler.prompt.all-placed', message: 'Every die of the turn is placed: stop' },
  noneFits: /*i18n*/ { id: 'gambler.prompt.none-fits', message: 'None of the other dice fits: stop, or throw the {count, plural, one {# die} other {# dice}} again' },
  noneFitsLast: /*i18n*/ { id: 'gambler.prompt.none-fits-last', message: 'None of the other dice fits: stop (no throw left)' },
  more: /*i18n*/ { id: 'gambler.prompt.more', message: 'Place more dice, stop, or throw the {count, plural, one {# die} other {# dice}} again' },
  moreLast: /*i18n*/ { id: 'gambler.prompt.more-last', message: 'Place more dice, or stop (no throw left)' },
} as const;

/** decisionDemand as a message: the same branches, the same facts. */
export function decisionSaid(turn: Pick<TurnState, 'throws' | 'hand' | 'placedSinceThrow'>, fits: boolean): Message {
  if (turn.placedSinceThrow === 0) return { id: GAMBLER_PROMPT.placeOne.id };
  if (turn.hand === 0) return { id: GAMBLER_PROMPT.allPlaced.id };
  const throwLeft = turn.throws < MAX_THROWS;
  if (!fits) return throwLeft ? { id: GAMBLER_PROMPT.noneFits.id, values: { count: turn.hand } } : { id: GAMBLER_PROMPT.noneFitsLast.id };
  return throwLeft ? { id: GAMBLER_PROMPT.more.id, values: { count: turn.hand } } : { id: GAMBLER_PROMPT.moreLast.id };
}
