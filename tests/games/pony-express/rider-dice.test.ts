// What a seat's table shows of the active rider's dice (rider-dice.ts), read
// from real views: the rider sees its dice beside a tipped cup, another seat
// sees the cup over them; a re-throw's dice roll while the rest stay; each
// settled throw has its own key, so the board takes the new dice over.
import { describe, expect, it } from 'vitest';
import { act, dice, game, run, table } from './support.ts';
import type { PonyState, PonyView } from '../../../src/games/pony-express/types.ts';
import { formatText } from '../../../src/i18n/format-message.ts';
import { cupState, cursorSaid, diceShown, dieSpot, throwKey, thrownSince, tileWord } from '../../../src/games/pony-express/rider-dice.ts';

const view = (s: PonyState, seat: number) => game.view(s, seat) as PonyView;
const before = table(3, [{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
const thrown = run(before, dice('A', 'A', 'K', 'Q', '9'));
const rethrowing = run(thrown, act(0, { type: 'rethrow', dice: [3, 4], landing: 'open' }));
const rethrown = run(rethrowing, dice('K', 'K'));

describe('the rider’s dice on the table', () => {
  it('are on show from the throw on; before it there is nothing to show', () => {
    expect(diceShown(view(before, 0))).toBe(false);
    expect(cupState(view(before, 1))).toBe(null);
    expect(diceShown(view(thrown, 1))).toBe(true);
  });

  it('the rider sees its dice under a tipped cup; another seat sees the cup over them and no die', () => {
    expect(cupState(view(thrown, 0))).toBe('aside');
    expect([0, 1, 2, 3, 4].map((i) => dieSpot(view(thrown, 0), i))).toEqual(['cup', 'cup', 'cup', 'cup', 'cup']);
    expect(cupState(view(thrown, 1))).toBe('covers');
    expect([0, 1, 2, 3, 4].map((i) => dieSpot(view(thrown, 1), i))).toEqual([null, null, null, null, null]);
  });

  it('a re-throw rolls the picked dice while the kept ones stay; a die thrown openly then lies open for all', () => {
    const v = view(rethrowing, 0);
    expect([3, 4].map((i) => dieSpot(v, i))).toEqual([null, null]);
    expect(tileWord(v, 3, false)).toBe('rolling');
    expect(tileWord(view(rethrowing, 1), 3, false)).toBe('under cup');
    expect([0, 1, 2, 3, 4].map((i) => dieSpot(view(rethrown, 1), i))).toEqual([null, null, null, 'open', 'open']);
    expect(tileWord(view(rethrown, 1), 3, false)).toBe('open');
    expect(tileWord(view(rethrown, 0), 0, true)).toBe('re-throw');
  });

  it('each settled throw has its own key and names the dice that came to rest', () => {
    expect(throwKey(view(before, 0))).toBe(null);
    expect(throwKey(view(rethrowing, 0))).toBe(null);
    expect(throwKey(view(thrown, 0))).not.toBe(throwKey(view(rethrown, 0)));
    expect(thrownSince(view(before, 0), view(thrown, 0))).toEqual([0, 1, 2, 3, 4]);
    expect(thrownSince(view(rethrowing, 0), view(rethrown, 0))).toEqual([3, 4]);
    expect(thrownSince(view(thrown, 0), view(thrown, 0))).toEqual([]);
  });

  it('the board cursor says the die under it while the rider picks, else what the dice show', () => {
    expect(formatText(cursorSaid(view(thrown, 0), true, 2, [2]))).toBe('Die 3: K, picked to throw again (Enter keeps it).');
    expect(formatText(cursorSaid(view(thrown, 0), true, 4, [2]))).toBe('Die 5: 9, kept (Enter picks it to throw again).');
    expect(formatText(cursorSaid(view(thrown, 1), false, null, []))).toBe('The dice: under the cup, under the cup, under the cup, under the cup, under the cup.');
    expect(formatText(cursorSaid(view(before, 0), false, null, []))).toBe('Nothing to choose on the board now.');
  });
});
