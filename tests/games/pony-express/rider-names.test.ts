// The gold piles name the riders, and "(you)" only the seat the screen shows:
// in a hot-seat game both riders said "(you)" (issue 21, item 5).
import { describe, expect, it } from 'vitest';
import { riderNames } from '../../../src/games/pony-express/rules/rider-names.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

const riders = [{ seat: 0 }, { seat: 1 }, { seat: 2 }];

describe('rider names on the table', () => {
  it('a hot-seat game: only the seat whose screen it is now is "you"', () => {
    expect(riderNames(riders, 1).map((m) => formatMessage(m))).toEqual(['Rider 1', 'Rider 2 (you)', 'Rider 3']);
    expect(riderNames(riders, 0).map((m) => formatMessage(m))).toEqual(['Rider 1 (you)', 'Rider 2', 'Rider 3']);
  });

  it('a spectator (all bots) sees no "you"', () => {
    expect(riderNames(riders, null).map((m) => formatMessage(m))).toEqual(['Rider 1', 'Rider 2', 'Rider 3']);
  });
});
