// Where a Main Street move is picked (src/games/main-street/moves.ts), over
// real positions: each legal action's board places, the kinds in hand and the
// one placed next, a flick figure's space, and the ring walk of a sown meeple.
import { describe, expect, it } from 'vitest';
import { doorwaySpace, showdownSpace, SPACE_COUNT } from '../../../src/games/main-street/index.ts';
import { figureSpace, handKinds, placingKind, ringSteps, shorterWay, streetTargets } from '../../../src/games/main-street/moves.ts';
import { act, game, run, street } from './support.ts';

describe('where a move is picked', () => {
  it('a take is picked at its building (or the saloon or jail), a placement at its space', () => {
    expect(streetTargets({ type: 'take', from: 4 })).toEqual(['b4']);
    expect(streetTargets({ type: 'take', from: 'saloon' })).toEqual(['saloon']);
    expect(streetTargets({ type: 'take', from: 'jail' })).toEqual(['jail']);
    expect(streetTargets({ type: 'place', space: 9, meeple: 'miner' })).toEqual(['s9']);
    expect(streetTargets({ type: 'first-awning', building: 11 })).toEqual(['b11']);
  });

  it('a meeple acts by its doorway or its building; the showdown on either showdown space; a button-only action nowhere', () => {
    expect(streetTargets({ type: 'act', building: 3 })).toEqual([`s${doorwaySpace(3)}`, 'b3']);
    expect(streetTargets({ type: 'showdown' })).toEqual([`s${showdownSpace(0)}`, `s${showdownSpace(1)}`]);
    const legal = game.legalActions(street(2, { buildings: { 2: { builder: 1 } } }));
    for (const a of legal) if (a.type !== 'take') expect(streetTargets(a)).toEqual([]);
    expect(legal.some((a) => a.type === 'take')).toBe(true);
  });
});

describe('the kind to place', () => {
  it('while sowing the hand lists its kinds in the rules’ order, and the chosen one is placed while it is in hand', () => {
    const s = run(street(2, { buildings: { 2: { miner: 1, builder: 2 } } }), act(0, { type: 'take', from: 2 }));
    const v = game.view(s, 0);
    expect(handKinds(v)).toEqual(['builder', 'miner']);
    expect(placingKind(v, null)).toBe('builder');
    expect(placingKind(v, 'miner')).toBe('miner');
    // A kind not in hand falls back to the first in hand.
    expect(placingKind(v, 'madame')).toBe('builder');
  });

  it('outside sowing nothing is in hand and nothing is placed', () => {
    const v = game.view(street(2), 0);
    expect(handKinds(v)).toEqual([]);
    expect(placingKind(v, 'miner')).toBeNull();
  });
});

describe('the street', () => {
  it('a flick figure stands on its showdown space or its building’s doorway; an unknown id on none', () => {
    expect(figureSpace('duellist-a')).toBe(showdownSpace(0));
    expect(figureSpace('duellist-b')).toBe(showdownSpace(1));
    expect(figureSpace('doorway-7')).toBe(doorwaySpace(7));
    expect(figureSpace('die')).toBeNull();
  });

  it('ring steps go round the street either way, and the shorter way is taken', () => {
    expect(ringSteps(12, 1, 1)).toEqual([13, 0, 1]);
    expect(ringSteps(2, 12, -1)).toEqual([1, 0, 13, 12]);
    expect(ringSteps(5, 5, 1)).toEqual([]);
    expect(shorterWay(12, 1)).toBe(1);
    expect(shorterWay(1, 12)).toBe(-1);
    // Half-way round either way: forward.
    expect(shorterWay(0, SPACE_COUNT / 2)).toBe(1);
  });
});
