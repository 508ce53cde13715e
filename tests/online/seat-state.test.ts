// Every game plays online on the 3D table from a seat-state made of its view
// alone; see seat-state-check.ts for what is checked (every third position of a random game, to stay quick).
import { describe, expect, it } from 'vitest';
import { carsonCity } from '../../src/games/carson-city/index.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { goldRivers } from '../../src/games/gold-rivers/index.ts';
import { mainStreet } from '../../src/games/main-street/index.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import type { GameModule } from '../../src/core/contract.ts';
import { checkSeatStates } from './seat-state-check.ts';

const cases: [string, GameModule<never, never, never>, number, string][] = [
  ['Mail Run', ponyExpress as never, 3, 'cup dice, hands, deck and offers stay placeholders'],
  ['Tableau Gulch', gambler as never, 3, 'the face-down tableaux lie in id order'],
  ['Main Street', mainStreet as never, 3, 'the bag keeps its counts, not its order'],
  ['Silver Creek County', carsonCity as never, 3, 'the bag is what the table does not hold'],
  ['Gold in the Rivers', goldRivers as never, 2, 'everything is public'],
];

describe('seat-states: what an online seat draws from', () => {
  for (const [title, module, players, what] of cases) {
    it(`${title}: ${what}; the seat to move gets the true moves`, () => {
      const { positions, decisions } = checkSeatStates(module, 7, players, 3);
      expect(positions).toBeGreaterThan(20);
      expect(decisions).toBeGreaterThan(10);
    });
  }
});
