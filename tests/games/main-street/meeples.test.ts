// What each meeple does when it acts, then walks into its building.
import { describe, expect, it } from 'vitest';
import { previewAction } from '../../../src/games/main-street/index.ts';
import type { MainStreetState } from '../../../src/games/main-street/types.ts';
import { act, bagOnly, game, pieces, run, street, type Layout } from './support.ts';

/** Seat 0 takes the single meeple from building 10 and puts it on building 11's doorway (space 13). */
function arrive(layout: Layout, meeple: 'builder' | 'miner' | 'robber' | 'deputy' | 'madame', players = 2): MainStreetState {
  const s = street(players, { ...layout, buildings: { ...layout.buildings, 10: { [meeple]: 1 } } });
  return run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple }));
}

describe('builder', () => {
  it('lets the active player build an awning where there is none, paying its cost', () => {
    const s = arrive({ purses: [{ stone: 4 }] }, 'builder');
    expect(previewAction(s, 11)?.build).toEqual({ seat: 0, upgrade: false, affordable: true });
    const t = run(s, act(0, { type: 'act', building: 11 }));
    expect(game.awaiting(t)).toMatchObject({ kind: 'decision', seat: 0 });
    const u = run(t, act(0, { type: 'build' }));
    expect(u.awnings[11]).toEqual({ owner: 0, points: 5 });
    expect(u.seats[0]).toMatchObject({ stone: 1, awnings: 7 });
    expect(u.buildings[11]!.builder).toBe(1);
  });

  it('is optional: declining leaves the street as it was', () => {
    const s = run(arrive({ purses: [{ stone: 4 }] }, 'builder'), act(0, { type: 'act', building: 11 }), act(0, { type: 'decline' }));
    expect(s.awnings[11]).toBeNull();
    expect(s.seats[0]!.stone).toBe(4);
  });

  it('lets the owner of a 5-point awning turn it to 10, even in another player\'s turn', () => {
    const s = arrive({ awnings: { 11: { owner: 1, points: 5 } }, purses: [{}, { stone: 3 }] }, 'builder');
    const t = run(s, act(0, { type: 'act', building: 11 }));
    expect(game.awaiting(t)).toMatchObject({ kind: 'decision', seat: 1 });
    const u = run(t, act(1, { type: 'build' }));
    expect(u.awnings[11]).toEqual({ owner: 1, points: 10 });
    expect(u.seats[1]!.stone).toBe(0);
  });

  it('offers nothing when the one who may build cannot pay', () => {
    const s = run(arrive({ purses: [{ stone: 2 }] }, 'builder'), act(0, { type: 'act', building: 11 }));
    expect(s.awnings[11]).toBeNull();
    expect(s.phase.kind).not.toBe('build');
  });

  it('costs 1 gold + 2 stone next to a corner and 2 gold + 1 stone in the middle', () => {
    expect(game.view(street(2), 0).buildings.map((b) => `${b.cost.gold}${b.cost.stone}`)).toEqual([
      '03', '12', '21', '21', '12', '03', '03', '12', '21', '21', '12', '03',
    ]);
  });
});

describe('miner', () => {
  it('makes the awning\'s owner draw 2, or 4 from a 10-point awning', () => {
    const low = run(arrive({ awnings: { 11: { owner: 1, points: 5 } } }, 'miner'), act(0, { type: 'act', building: 11 }));
    expect(pieces(low, 1)).toBe(2);
    expect(pieces(low, 0)).toBe(0);
    const high = run(arrive({ awnings: { 11: { owner: 1, points: 10 } } }, 'miner'), act(0, { type: 'act', building: 11 }));
    expect(pieces(high, 1)).toBe(4);
  });

  it('brings nobody anything where there is no awning', () => {
    const s = run(arrive({}, 'miner'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0) + pieces(s, 1)).toBe(0);
    expect(s.buildings[11]!.miner).toBe(1);
  });
});

describe('robber', () => {
  it('draws 2 per miner inside for the active player', () => {
    const s = run(arrive({ buildings: { 11: { miner: 2 } } }, 'robber'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(4);
    expect(s.buildings[11]).toMatchObject({ miner: 2, robber: 1 });
  });
});

describe('deputy', () => {
  it('draws 2 per robber inside and sends those robbers to jail', () => {
    const s = run(arrive({ buildings: { 11: { robber: 2, miner: 1 } } }, 'deputy'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(4);
    expect(s.jail.robber).toBe(2);
    expect(s.buildings[11]).toMatchObject({ robber: 0, miner: 1, deputy: 1 });
  });
});

describe('robbers and deputies in one building', () => {
  it('a deputy arriving arrests every robber inside; the deputies already there stay', () => {
    const s = run(arrive({ buildings: { 11: { robber: 2, deputy: 1, miner: 1 } } }, 'deputy'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(4);
    expect(s.buildings[11]).toMatchObject({ robber: 0, deputy: 2, miner: 1 });
    expect(s.jail.robber).toBe(2);
  });

  it('a robber arriving where deputies stand still robs the miners and is not arrested', () => {
    const s = run(arrive({ buildings: { 11: { deputy: 2, miner: 1 } } }, 'robber'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(2);
    expect(s.buildings[11]).toMatchObject({ robber: 1, deputy: 2 });
    expect(s.jail.robber).toBe(0);
  });
});

describe('madame', () => {
  it('draws 1 per builder inside and sends the builders to the saloon', () => {
    const s = run(arrive({ buildings: { 11: { builder: 3, robber: 1 } } }, 'madame'), act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(3);
    expect(s.saloon.builder).toBe(3);
    expect(s.buildings[11]).toMatchObject({ builder: 0, robber: 1, madame: 1 });
  });
});

describe('acting in any order', () => {
  it('lets the player choose which placed meeple acts first', () => {
    let s = street(2, { buildings: { 2: { robber: 1, deputy: 1 }, 3: { miner: 1, robber: 1 }, 4: { miner: 1 } } });
    s = run(s, act(0, { type: 'take', from: 2 }), act(0, { type: 'place', space: 4, meeple: 'deputy' }));
    expect(game.legalActions(s)).toEqual([
      { type: 'act', building: 3 },
      { type: 'act', building: 4 },
    ]);
    s = run(s, act(0, { type: 'act', building: 3 }));
    expect(s.jail.robber).toBe(1);
    expect(pieces(s, 0)).toBe(2);
  });
});

describe('an empty bag', () => {
  it('gives what is there (ours)', () => {
    const s0 = bagOnly(arrive({ buildings: { 11: { miner: 3 } } }, 'robber'), { gold: 2 });
    const s = run(s0, act(0, { type: 'act', building: 11 }));
    expect(pieces(s, 0)).toBe(2);
    expect(s.events.find((e) => e.kind === 'draw')).toMatchObject({ asked: 6, pieces: ['gold', 'gold'] });
  });
});
