// A settled throw in words (describeThrow), as the prompt area says it: the
// set-up dice's parcels, a duellist's die, the duel's winner and its prize.
import { describe, expect, it } from 'vitest';
import type { CarsonState } from '../../../src/games/carson-city/types.ts';
import { dice, game, MOUNTAIN_FACES, pick, placeAll, run, square, turnOne } from './support.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const said = (before: CarsonState, ...faces: number[]): [string | null, CarsonState] => {
  const after = run(before, dice(...faces));
  // The rules say it as a message (issue 25); the test reads it in English, as the prompt area would.
  const text = game.describeThrow(before, after);
  return [text === null ? null : formatText(text), after];
};

describe('a throw in words', () => {
  it('the set-up throws name the parcels the pairs fell on, and what must be thrown again', () => {
    const [centre, s] = said(game.setup({ seed: 1, players: 2 }), 4, 4);
    expect(centre).toBe('The town centre is at E5: a house and four roads.');
    const [mountains] = said(s, 4, 4, ...MOUNTAIN_FACES.slice(0, 8).flat());
    expect(mountains).toBe('8 mountains at B2, C2, D2, E2, F2, G2, B7, C7; E5 is taken: 1 to throw again.');
  });

  it('a duellist’s die before the last names the square and who throws next', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    s = placeAll(s, square('ammo'), square('ammo'), 'pass', 'pass');
    const [first, t] = said(s, 3);
    expect(first).toBe('Player 1 throws 3 in the duel for ammunition; Player 2 throws next.');
    const [last] = said(t, 1);
    expect(last).toMatch(/^Duel for ammunition: Player 1 3 \+ \d+ = \d+, Player 2 1 \+ \d+ = \d+; Player \d wins\./);
  });
});
