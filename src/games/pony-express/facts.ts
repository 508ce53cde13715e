// Mail Run to Sacramento's facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'pony-express',
  title: 'Mail Run to Sacramento',
  blurb: 'Poker dice, relay stations and duels decided by a flicked die.',
  // The blurb as a message (issue 25): the lobby, the seat set-up and event mode show it in the reader's language.
  blurbSaid: /*i18n*/ { id: 'blurb.pony-express', message: 'Poker dice, relay stations and duels decided by a flicked die.' },
  minPlayers: 2,
  maxPlayers: 5,
  // What the game calls a seat (the module's seatNoun, rules/helpers.ts reads it from here).
  seatNoun: 'Rider',
} as const satisfies GameFacts;
