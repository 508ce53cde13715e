// Every game that plays online on the 3D table draws from a seat-state made of
// its view alone; see seat-state-check.ts for what is checked.
import { describe, expect, it } from 'vitest';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { checkSeatStates } from './seat-state-check.ts';

describe('seat-states: what an online seat draws from', () => {
  it('Mail Run: cup dice, hands, deck and offers stay placeholders; the decider gets the true moves', () => {
    const { positions, decisions } = checkSeatStates(ponyExpress, 7, 3);
    expect(positions).toBeGreaterThan(50);
    expect(decisions).toBeGreaterThan(20);
  });
});
