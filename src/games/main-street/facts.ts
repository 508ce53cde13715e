// Boomtown Main Street's facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'main-street',
  title: 'Boomtown Main Street',
  blurb: 'Miners, builders and robbers walk the street; showdowns settle the rest.',
  // The blurb as a message (issue 25): the lobby, the seat set-up and event mode show it in the reader's language.
  blurbSaid: /*i18n*/ { id: 'blurb.main-street', message: 'Miners, builders and robbers walk the street; showdowns settle the rest.' },
  minPlayers: 2,
  maxPlayers: 4,
} as const satisfies GameFacts;
