// What the table says to the seat (rules/turn-words.ts): what each phase asks
// (tap on a phone, click with a mouse), why a place does not take the cowboy
// in hand, the tour's sign for a settled duel and for one still waiting, the
// sign over a target with the duel odds, and a shut buying square.
import { describe, expect, it } from 'vitest';
import { isClosed } from '../../../src/games/carson-city/rules/turn-words.ts';
import * as words from '../../../src/games/carson-city/rules/turn-words.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

// The turn panel's words are messages (issue 25); the tests read them in English (the tests' catalog).
const demandOf = (...a: Parameters<typeof words.demandOf>) => {
  const m = words.demandOf(...a);
  return m && formatMessage(m);
};
const whyNotThere = (...a: Parameters<typeof words.whyNotThere>) => formatMessage(words.whyNotThere(...a));
// The signs too (messages, issue 25).
const contestCaption = (...a: Parameters<typeof words.contestCaption>) => formatMessage(words.contestCaption(...a));
const settledSign = (...a: Parameters<typeof words.settledSign>) => words.settledSign(...a).map(formatMessage);
const pendingDuelSign = (...a: Parameters<typeof words.pendingDuelSign>) => words.pendingDuelSign(...a).map(formatMessage);
const standingSign = (...a: Parameters<typeof words.standingSign>) => {
  const m = words.standingSign(...a);
  return m && formatMessage(m);
};
import { settledBetween } from '../../../src/games/carson-city/rules/settled.ts';
import { act, dice, game, run, square, turnOne } from './support.ts';

const viewOf = (s: ReturnType<typeof turnOne>) => game.view(s, 0);

describe('carson-city: the words of a turn', () => {
  it('asks the deciding seat for what its phase needs, in the words of its pointer', () => {
    const s = turnOne(2);
    expect(demandOf(viewOf(s), false, false, false)).toBeNull();
    expect(demandOf(viewOf(s), true, false, false)).toContain('press 1–7');
    expect(demandOf(viewOf(s), true, false, true)).toBe('Choose a character: tap its card.');
    const placing = run(s, act(0, { type: 'character', character: 'sheriff' }), act(1, { type: 'character', character: 'coolie' }));
    expect(demandOf(viewOf(placing), true, false, false)).toMatch(/^Place a cowboy: click/);
    expect(demandOf(viewOf(placing), true, true, true)).toMatch(/^The white cowboy is in hand: tap/);
  });

  it('says why a place did not take the cowboy in hand', () => {
    expect(whyNotThere(false, false)).toMatch(/^Nothing to do there/);
    expect(whyNotThere(true, true)).toMatch(/^The white cowboy cannot go there/);
    expect(whyNotThere(false, true)).toBe('Only the white cowboy can go there.');
  });

  it('signs a settled duel with its faces, totals and winner, and one waiting with the faces so far', () => {
    let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    s = run(s, act(0, { type: 'place', target: square('roads3') }), act(1, { type: 'place', target: square('roads3') }), act(0, { type: 'pass' }), act(1, { type: 'pass' }));
    const after = run(s, dice(6), dice(1));
    const duel = settledBetween(s, after)[0]!;
    const lines = settledSign(duel);
    expect(lines[0]).toBe('Duel: Three roads');
    expect(lines[1]).toMatch(/^P1 6→\d+ · P2 1→\d+$/);
    expect(lines[2]).toBe(`P${duel.duel!.winner + 1} wins`);
    expect(pendingDuelSign({ kind: 'square', square: 'roads3' }, { seats: [0, 1], faces: [4] })).toEqual(['Duel: Three roads', 'P1 4 · P2 …']);
  });

  it('names contests briefly and signs who stands on a target with the odds', () => {
    expect(contestCaption({ kind: 'square', square: 'build12' })).toBe('Build $12');
    expect(contestCaption({ kind: 'square', square: 'buy3' })).toBe('Points $3');
    expect(contestCaption({ kind: 'estate' })).toBe('Estate income');
    expect(standingSign({ there: [], odds: null })).toBeNull();
    expect(standingSign({ there: [{ seat: 1, target: square('ammo'), white: false }], odds: 0.625 })).toBe('P2 · you 63 %');
    expect(standingSign({ there: [{ seat: 1, target: square('ammo'), white: true }], odds: 0.5 })).toBe('White · no duel');
    expect(standingSign({ there: [{ seat: 0, target: square('ammo'), white: false }], odds: null })).toBe('P1 here');
  });

  it('a buying square is shut once its price is no longer open; other squares never are', () => {
    expect(isClosed('buy5', { openBuyPrices: [4, 3, 2] })).toBe(true);
    expect(isClosed('buy4', { openBuyPrices: [4, 3, 2] })).toBe(false);
    expect(isClosed('wages', { openBuyPrices: [] })).toBe(false);
  });
});
