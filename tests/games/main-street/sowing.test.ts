// Sowing, as the seed and the published game lay it down: take every meeple
// from one place, then one per street space in a direction.
import { describe, expect, it } from 'vitest';
import { firstSpaces, sowPath, sowTargets } from '../../../src/games/main-street/index.ts';
import { act, game, run, street } from './support.ts';

describe('sowing from a building', () => {
  it('the first meeple goes to the next space either way, never the building\'s own doorway', () => {
    const s = street(2, { buildings: { 2: { builder: 3 } } });
    // Building 2's doorway is space 3.
    expect(firstSpaces(s, 2).map((t) => t.space)).toEqual([4, 2]);
  });

  it('from a corner building the next space is a showdown space, skipped when it is held', () => {
    const free = street(2, { buildings: { 0: { builder: 3 } } });
    expect(firstSpaces(free, 0).map((t) => t.space)).toEqual([2, 0]);
    const held = street(2, { buildings: { 0: { builder: 3 } }, showdowns: [{ meeple: 'robber', owner: 1 }, null] });
    expect(firstSpaces(held, 0).map((t) => t.space)).toEqual([2, 13]);
  });

  it('the rest follow one per space in the chosen direction, in the order the player picks', () => {
    let s = street(2, { buildings: { 3: { builder: 1, miner: 1, robber: 1 } } });
    s = run(s, act(0, { type: 'take', from: 3 }));
    expect(s.phase.kind).toBe('sow');
    // Doorway of building 3 is space 4; going up, the first lands on space 5 (building 4).
    s = run(s, act(0, { type: 'place', space: 5, meeple: 'robber' }));
    expect(sowTargets(s).map((t) => t.space)).toEqual([6]);
    expect(game.legalActions(s)).toEqual([
      { type: 'place', space: 6, meeple: 'builder' },
      { type: 'place', space: 6, meeple: 'miner' },
    ]);
    s = run(s, act(0, { type: 'place', space: 6, meeple: 'miner' }));
    // One kind left: it walks on by itself, onto free showdown space B (space 7).
    expect(s.doorways[4]).toBe('robber');
    expect(s.doorways[5]).toBe('miner');
    expect(s.showdowns[1]).toEqual({ meeple: 'builder', owner: 0 });
    expect(s.phase.kind).toBe('act');
  });

  it('a held showdown space is skipped on the way', () => {
    let s = street(2, { buildings: { 4: { builder: 2 } }, showdowns: [null, { meeple: 'miner', owner: 1 }] });
    s = run(s, act(0, { type: 'take', from: 4 }), act(0, { type: 'place', space: 6, meeple: 'builder' }));
    // Space 7 (showdown B) is held: the second builder goes to space 8, building 6's doorway.
    expect(s.doorways[5]).toBe('builder');
    expect(s.doorways[6]).toBe('builder');
    expect(s.showdowns[1]).toEqual({ meeple: 'miner', owner: 1 });
  });
});

describe('sowing from the saloon or the jail', () => {
  it('the first meeple may go on any free space and the second chooses the direction', () => {
    let s = street(2, { saloon: { madame: 1, builder: 1, deputy: 1 }, showdowns: [{ meeple: 'robber', owner: 1 }, null] });
    s = run(s, act(0, { type: 'take', from: 'saloon' }));
    const spaces = new Set(game.legalActions(s).map((a) => (a.type === 'place' ? a.space : -1)));
    expect([...spaces].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    s = run(s, act(0, { type: 'place', space: 10, meeple: 'deputy' }));
    expect(sowTargets(s).map((t) => t.space)).toEqual([11, 9]);
    s = run(s, act(0, { type: 'place', space: 9, meeple: 'builder' }));
    // The madame follows downwards by herself.
    expect(s.doorways[6]).toBe('madame');
    expect(s.doorways[7]).toBe('builder');
    expect(s.doorways[8]).toBe('deputy');
  });

  it('when no free space is left the leftovers go to the saloon', () => {
    let s = street(2, { saloon: { builder: 16 } });
    s = run(s, act(0, { type: 'take', from: 'saloon' }), act(0, { type: 'place', space: 1, meeple: 'builder' }), act(0, { type: 'place', space: 2, meeple: 'builder' }));
    expect(s.doorways.every((d) => d === 'builder')).toBe(true);
    expect(s.showdowns.map((d) => d?.meeple)).toEqual(['builder', 'builder']);
    expect(s.saloon.builder).toBe(2);
    expect(s.events.some((e) => e.kind === 'leftovers-to-saloon' && e.meeples.length === 2)).toBe(true);
  });

  it('the madame put on a showdown space goes to the saloon and leaves the space free', () => {
    let s = street(2, { buildings: { 0: { madame: 1, builder: 1 } } });
    s = run(s, act(0, { type: 'take', from: 0 }), act(0, { type: 'place', space: 0, meeple: 'madame' }));
    expect(s.saloon.madame).toBe(1);
    expect(s.showdowns[0]).toBeNull();
    // The builder carries on past A to building 11's doorway.
    expect(s.doorways[11]).toBe('builder');
  });
});

describe('showdown markers', () => {
  it('who puts a meeple on a showdown space takes its marker', () => {
    let s = street(3, { buildings: { 5: { robber: 1 } } });
    s = run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: 'robber' }));
    expect(s.showdowns[1]).toEqual({ meeple: 'robber', owner: 0 });
  });

  it('holding the other marker, the player gives this one to another player', () => {
    let s = street(3, { buildings: { 5: { robber: 1 } }, showdowns: [{ meeple: 'miner', owner: 0 }, null] });
    s = run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: 'robber' }));
    expect(game.legalActions(s)).toEqual([{ type: 'marker', seat: 1 }, { type: 'marker', seat: 2 }]);
    s = run(s, act(0, { type: 'marker', seat: 2 }));
    expect(s.showdowns[1]).toEqual({ meeple: 'robber', owner: 2 });
    expect(game.legalActions(s)).toContainEqual({ type: 'showdown' });
  });

  it('with two players the marker goes to the other player at once', () => {
    let s = street(2, { buildings: { 5: { robber: 1 } }, showdowns: [{ meeple: 'miner', owner: 0 }, null] });
    s = run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: 'robber' }));
    expect(s.showdowns[1]).toEqual({ meeple: 'robber', owner: 1 });
  });
});

describe('raiding the jail', () => {
  it('puts one dynamite into the bag at once', () => {
    let s = street(2, { jail: { robber: 2 } });
    s = run(s, act(0, { type: 'take', from: 'jail' }));
    expect(s.jailDynamite).toBe(2);
    expect(s.bag.dynamite).toBe(1);
  });

  it('puts nothing in once the jail has no dynamite left', () => {
    const s0 = street(2, { jail: { robber: 2 } });
    s0.jailDynamite = 0;
    s0.blasted = 3;
    const s = run(s0, act(0, { type: 'take', from: 'jail' }));
    expect(s.bag.dynamite).toBe(0);
  });
});

describe('illegal sowing', () => {
  it('is rejected with a typed reason and the state untouched', () => {
    const s = run(street(2, { buildings: { 3: { builder: 2 } } }), act(0, { type: 'take', from: 3 }));
    const before = JSON.stringify(s);
    const far = game.apply(s, act(0, { type: 'place', space: 9, meeple: 'builder' }));
    expect(far.ok || far.error.code).toBe('not-a-free-space');
    const own = game.apply(s, act(0, { type: 'place', space: 4, meeple: 'builder' }));
    expect(own.ok || own.error.code).toBe('not-a-free-space');
    const none = game.apply(s, act(0, { type: 'place', space: 5, meeple: 'deputy' }));
    expect(none.ok || none.error.code).toBe('not-in-hand');
    const empty = game.apply(street(2), act(0, { type: 'take', from: 3 }));
    expect(empty.ok || empty.error.code).toBe('empty-location');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the walk preview for a board', () => {
  it('foresees the spaces a sow fills, skipping held showdown spaces', () => {
    const s = street(2, { buildings: { 4: { builder: 4 } }, showdowns: [null, { meeple: 'miner', owner: 1 }] });
    expect(sowPath(s, 6, 1, 4)).toEqual([6, 8, 9, 10]);
    expect(sowPath(s, 4, -1, 3)).toEqual([4, 3, 2]);
  });
});
