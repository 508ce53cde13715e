// Gold in the Rivers' facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'gold-rivers',
  title: 'Gold in the Rivers',
  blurb: 'Three wooden discs tell how far to dig along mountains and rivers.',
  minPlayers: 2,
  maxPlayers: 2,
} as const satisfies GameFacts;
