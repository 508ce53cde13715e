// The places on the board an action names (rules/board-targets.ts): every
// legal action with a place has a key that reads back as the rules' target,
// choices with no place have none, and a key on a parcel turns into the
// building there once it is owned.
import { describe, expect, it } from 'vitest';
import { actionTarget, cardKey, cellKey, parseKey, ruleTarget, squareKey, targetInfo } from '../../../src/games/carson-city/rules/board-targets.ts';
import { CHARACTERS, SQUARES } from '../../../src/games/carson-city/index.ts';
import { cloneState } from '../../../src/games/carson-city/rules/state.ts';
import { act, game, own, run, square, turnOne } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

describe('carson-city: the board targets of actions', () => {
  it('every key reads back as what it names', () => {
    for (const q of SQUARES) expect(parseKey(squareKey(q))).toEqual({ kind: 'square', square: q });
    for (const c of CHARACTERS) expect(parseKey(cardKey(c))).toEqual({ kind: 'card', character: c });
    for (const cell of [0, 27, 63]) expect(parseKey(cellKey(cell))).toEqual({ kind: 'cell', cell });
    expect(parseKey('x')).toBeNull();
  });

  it('a character choice names its card, a placement its square or parcel, a pass no place', () => {
    const s = turnOne(2);
    const cards = game.legalActions(s).map(actionTarget);
    expect(new Set(cards)).toEqual(new Set(CHARACTERS.map(cardKey)));
    const placing = run(s, act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    const actions = game.legalActions(placing);
    for (const a of actions) {
      const key = actionTarget(a);
      if (a.type === 'place') expect(ruleTarget(key!, placing)).toEqual(a.target);
      else expect(key).toBeNull();
    }
    expect(actions.some((a) => a.type === 'pass')).toBe(true);
    expect(actionTarget({ type: 'place', target: square('wages') })).toBe('q:wages');
  });

  it('a parcel key names the parcel while unowned and the building once owned; a card has no rules target', () => {
    const s = cloneState(turnOne(2));
    expect(ruleTarget(cellKey(10), s)).toEqual({ kind: 'parcel', cell: 10 });
    own(s, 1, 10);
    expect(ruleTarget(cellKey(10), s)).toEqual({ kind: 'building', cell: 10 });
    expect(ruleTarget(cardKey('sheriff'), s)).toBeNull();
  });

  it('describes what a key names in the rules’ words', () => {
    const s = turnOne(2);
    expect(formatMessage(targetInfo(cardKey('banker'), s, 0)!.title)).toContain('Banker');
    expect(formatMessage(targetInfo(squareKey('wages'), s, 0)!.title)).toBe('Wages');
    expect(targetInfo('nonsense', s, 0)).toBeNull();
  });
});
