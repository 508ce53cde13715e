// The turn panel's words, built in the pure half (hud-words.ts) from real
// states and views and read in English: what a re-throw costs and why, the
// news of a claim that may be doubted, where a rider stands, a card's moment.
import { describe, expect, it } from 'vitest';
import { act, dice, game, run, table } from './support.ts';
import type { PonyState, PonyView } from '../../../src/games/pony-express/types.ts';
import { TRACK_LENGTH } from '../../../src/games/pony-express/data/board.ts';
import { formatText } from '../../../src/i18n/format-message.ts';
import { challengeWords, claimTitle, momentWords, placeWords, rethrowCostWords } from '../../../src/games/pony-express/hud-words.ts';

const view = (s: PonyState, seat: number) => game.view(s, seat) as PonyView;
const cost = (s: PonyState, can = true) => formatText(rethrowCostWords(s, can));

describe('Mail Run HUD words', () => {
  it('price a re-throw as the rules do: normal, desert, the last rider’s free one, and too poor', () => {
    expect(cost(table(3, [{ pos: 5 }, { pos: 1 }, { pos: 3 }]))).toBe('Cost: 1 gold');
    expect(cost(table(3, [{ pos: 26 }, { pos: 1 }, { pos: 3 }]))).toBe('Cost: 2 gold (desert)');
    expect(cost(table(3, [{ pos: 1 }, { pos: 4 }, { pos: 3 }]))).toBe('Cost: free (last rider: first re-throw free)');
    expect(cost(table(3, [{ pos: 5 }, { pos: 1 }, { pos: 3 }]), false)).toBe('A re-throw costs 1 gold: not enough gold');
  });

  it('tell a claim that may be doubted, with its odds; nothing outside that phase', () => {
    const thrown = run(table(2, [{ pos: 5 }, { pos: 3 }]), dice('A', 'A', 'K', 'Q', '9'));
    expect(challengeWords(view(thrown, 1), (s) => `Rider ${s + 1}`)).toBe(null);
    const claimed = run(thrown, act(0, { type: 'claim', combo: 'pair' }));
    const words = challengeWords(view(claimed, 1), (s) => `Rider ${s + 1}`);
    expect(words && formatText(words.claim)).toBe('Rider 1 claims a pair (1 step). Rider 2 may doubt.');
    // All five dice are under the cup: the chance that five hidden dice show a pair.
    expect(words && formatText(words.odds)).toMatch(/^Chance 5 hidden dice make it with the open ones: \d+%$/);
  });

  it('say where a rider stands, a claim button’s title and when a card may be played', () => {
    expect(formatText(placeWords(12))).toBe('space 12');
    expect(formatText(placeWords(TRACK_LENGTH + 2))).toBe('mail box 2');
    expect(formatText(claimTitle(true, false))).toBe('Your dice do not show this: a bluff');
    expect(formatText(claimTitle(false, true))).toBe('The open dice rule this claim out');
    expect(formatText(momentWords('jail'))).toBe('in jail');
  });
});
