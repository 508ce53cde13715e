// What a seat sees: the whole table, the bag by count, never the generator.
import { describe, expect, it } from 'vitest';
import { firstSpaces, previewAction, previewText, spacePoint } from '../../../src/games/main-street/index.ts';
import { act, game, run, street } from './support.ts';

describe('the view', () => {
  it('shows the street, buildings, bag counts, bank and graves, and no generator state', () => {
    const s = street(3, { buildings: { 2: { robber: 1, miner: 2 } }, awnings: { 0: { owner: 2, points: 5 } }, purses: [{ gold: 3 }] });
    const v = game.view(s, 1);
    expect(v.seat).toBe(1);
    expect(v.spaces).toHaveLength(14);
    expect(v.spaces[0]).toMatchObject({ kind: 'showdown', building: null });
    expect(v.spaces[8]).toMatchObject({ kind: 'doorway', building: 6 });
    expect(v.buildings[2]!.meeples).toMatchObject({ robber: 1, miner: 2 });
    expect(v.buildings[0]).toMatchObject({ awning: { owner: 2, points: 5 }, corner: true });
    expect(v.bag).toEqual({ gold: 33, stone: 18, dynamite: 0 });
    expect(v.bank).toEqual({ bars: 6, nextPrice: 6, prices: [6, 6, 7, 7, 8, 8] });
    expect(v.graves).toEqual({ filled: [], total: 6 });
    expect(v.seats[2]).toMatchObject({ score: 5, awningPoints: 5 });
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
    expect(game.view(s, null)).toEqual({ ...v, seat: null });
  });

  it('tells a board what an arriving meeple would take before it acts', () => {
    let s = street(2, { buildings: { 10: { deputy: 1 }, 11: { robber: 2 } } });
    expect(firstSpaces(s, 10).map((t) => t.space)).toEqual([13, 11]);
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'deputy' }));
    const pv = previewAction(s, 11)!;
    expect(pv).toMatchObject({ meeple: 'deputy', drawer: 0, draws: 4, sends: { meeple: 'robber', count: 2, to: 'jail' } });
    expect(previewText(pv)).toMatch(/robber/);
  });

  it('records each draw as an event the table can animate', () => {
    let s = street(2, { buildings: { 10: { robber: 1 }, 11: { miner: 2 } } });
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'robber' }), act(0, { type: 'act', building: 11 }));
    const draw = game.view(s, 1).events.find((e) => e.kind === 'draw');
    expect(draw).toMatchObject({ kind: 'draw', seat: 0, asked: 4 });
    expect(draw?.kind === 'draw' && draw.pieces.length).toBe(4);
  });

  it('lays the street out on the table with A and B at the two ends', () => {
    expect(spacePoint(0).x).toBeLessThan(spacePoint(1).x);
    expect(spacePoint(7).x).toBeGreaterThan(spacePoint(6).x);
    expect(spacePoint(1).z).not.toBe(spacePoint(13).z);
  });
});

describe('taking a decision back', () => {
  it('is possible while the turn goes on, but not after the bag was drawn from', () => {
    let s = street(2, { buildings: { 9: { robber: 1, deputy: 1 }, 10: { miner: 2 } }, dump: 4 });
    expect(game.isConfirming!(s, { type: 'take', from: 9 })).toBe(false);
    s = run(s, act(0, { type: 'take', from: 9 }));
    expect(game.isConfirming!(s, { type: 'place', space: 12, meeple: 'robber' })).toBe(false);
    s = run(s, act(0, { type: 'place', space: 12, meeple: 'robber' }));
    // The deputy still waits, so the turn goes on; but the robber draws 4 and cannot be taken back.
    expect(game.isConfirming!(s, { type: 'act', building: 11 })).toBe(false);
    expect(game.isConfirming!(s, { type: 'act', building: 10 })).toBe(true);
  });
});
