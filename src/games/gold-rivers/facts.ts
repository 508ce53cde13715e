// Gold in the Rivers' facts, written once: the game module and the games registry
// (the lobby's card) both read them. No imports but a type, so the lobby's
// first paint carries only these few lines of the game.
import type { GameFacts } from '../../core/contract.ts';

export const FACTS = {
  id: 'gold-rivers',
  title: 'Gold in the Rivers',
  blurb: 'Three wooden discs tell how far to dig along mountains and rivers.',
  // The blurb as a message (issue 25): the lobby, the seat set-up and event mode show it in the reader's language.
  blurbSaid: /*i18n*/ { id: 'blurb.gold-rivers', message: 'Three wooden discs tell how far to dig along mountains and rivers.' },
  minPlayers: 2,
  maxPlayers: 2,
} as const satisfies GameFacts;
