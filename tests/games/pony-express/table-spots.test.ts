// Where a seat's table lays the rider's dice and the gold piles
// (table-spots.ts), read from real views: a die under the cup lies in the cup's
// cluster for the rider and nowhere for another seat, a die thrown openly in
// the open row for all; the piles' area spans every pile and the bank's sign.
import { describe, expect, it } from 'vitest';
import { act, dice, game, run, table } from './support.ts';
import type { PonyState, PonyView } from '../../../src/games/pony-express/types.ts';
import { cupSlot, dieSlot, openSlot, pileSpot, pilesArea, signSpot } from '../../../src/games/pony-express/table-spots.ts';

const view = (s: PonyState, seat: number) => game.view(s, seat) as PonyView;
const before = table(3, [{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
const thrown = run(before, dice('A', 'A', 'K', 'Q', '9'));
const rethrowing = run(thrown, act(0, { type: 'rethrow', dice: [3, 4], landing: 'open' }));
const rethrown = run(rethrowing, dice('K', 'K'));
const slots = (v: PonyView) => [0, 1, 2, 3, 4].map((i) => dieSlot(v, i));

describe('where the rider’s dice lie', () => {
  it('nowhere before the throw; under the cup for the rider, nowhere for a seat that may not look', () => {
    expect(slots(view(before, 0))).toEqual([null, null, null, null, null]);
    expect(slots(view(thrown, 0))).toEqual([0, 1, 2, 3, 4].map(cupSlot));
    expect(slots(view(thrown, 1))).toEqual([null, null, null, null, null]);
  });

  it('rolling dice lie nowhere; dice thrown openly lie in the open row for every seat', () => {
    expect(slots(view(rethrowing, 0))).toEqual([cupSlot(0), cupSlot(1), cupSlot(2), null, null]);
    expect(slots(view(rethrown, 1))).toEqual([null, null, null, openSlot(3), openSlot(4)]);
    expect(slots(view(rethrown, 0)).slice(3)).toEqual([openSlot(3), openSlot(4)]);
  });
});

describe('the gold piles’ area', () => {
  it('spans every seat’s pile, the bank’s and the bank’s sign; nothing without seats', () => {
    expect(pilesArea(0)).toEqual([]);
    const area = pilesArea(3);
    expect(area).toHaveLength(5);
    expect(area).toEqual(expect.arrayContaining([pileSpot(0, 3), pileSpot(2, 3), pileSpot('bank', 3), signSpot('bank', 3)]));
    // The bank's pile comes after the last seat's: with five seats it lies further down the column.
    expect(pilesArea(5)).toEqual(expect.arrayContaining([pileSpot(4, 5), pileSpot('bank', 5)]));
    expect(pileSpot('bank', 5).z).toBeGreaterThan(pileSpot('bank', 3).z);
  });
});
