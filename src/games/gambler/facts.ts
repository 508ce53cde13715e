// Tableau Gulch's facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'gambler',
  title: 'Tableau Gulch',
  blurb: 'Match the rows of a tableau with your dice and rake in the chips.',
  // The blurb as a message (issue 25): the lobby, the seat set-up and event mode show it in the reader's language.
  blurbSaid: /*i18n*/ { id: 'blurb.gambler', message: 'Match the rows of a tableau with your dice and rake in the chips.' },
  minPlayers: 2,
  maxPlayers: 6,
} as const satisfies GameFacts;
