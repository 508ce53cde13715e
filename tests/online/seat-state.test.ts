// Every game plays online on the 3D table from a seat-state made of its view
// alone; see seat-state-check.ts for what is checked (every third position of a random game, to stay quick).
// The games are the registry's, so a new game is checked the day it is registered.
import { describe, expect, it } from 'vitest';
import { loadGames } from '../../src/games/registry.ts';
import { checkSeatStates } from './seat-state-check.ts';

const GAMES = await loadGames();

/** What each game's seat-state hides or keeps, for the test's name. */
const WHAT: Record<string, string> = {
  'pony-express': 'cup dice, hands, deck and offers stay placeholders',
  gambler: 'the face-down tableaux lie in id order',
  'main-street': 'the bag keeps its counts, not its order',
  'carson-city': 'the bag is what the table does not hold',
  'gold-rivers': 'everything is public',
};

describe('seat-states: what an online seat draws from', () => {
  for (const module of GAMES) {
    const players = Math.max(module.minPlayers, Math.min(3, module.maxPlayers));
    it(`${module.title}: ${WHAT[module.id] ?? 'its hidden information stays hidden'}; the seat to move gets the true moves`, () => {
      const { positions, decisions } = checkSeatStates(module, 7, players, 3);
      expect(positions).toBeGreaterThan(20);
      expect(decisions).toBeGreaterThan(10);
    });
  }
});
