// Tableau Gulch's facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'gambler',
  title: 'Tableau Gulch',
  blurb: 'Match the rows of a tableau with your dice and rake in the chips.',
  minPlayers: 2,
  maxPlayers: 6,
} as const satisfies GameFacts;
