// Dynamite, the bank at the end of a turn, the end of the game with equal
// turns, and the tie-break.
import { describe, expect, it } from 'vitest';
import { ranking } from '../../../src/games/main-street/index.ts';
import type { MainStreetState } from '../../../src/games/main-street/types.ts';
import { act, game, run, street, type Layout } from './support.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

/** A turn where nothing happens: `seat` takes the lone miner from `from` and puts it on the next doorway up (no awning there). */
function quietTurn(s: MainStreetState, seat: number, from: number): MainStreetState {
  const door = from < 6 ? from + 1 : from + 2;
  return run(s, act(seat, { type: 'take', from }), act(seat, { type: 'place', space: door + 1, meeple: 'miner' }), act(seat, { type: 'act', building: from + 1 }));
}
const quiet: Layout['buildings'] = { 1: { miner: 1 }, 3: { miner: 1 }, 7: { miner: 1 }, 10: { miner: 1 } };

describe('dynamite', () => {
  it('drawn from the bag makes everyone return half their stone, rounded down, and leaves the game', () => {
    let s = street(2, { buildings: { 10: { robber: 1 }, 11: { miner: 1 } }, jail: { builder: 1 }, purses: [{ stone: 5 }, { stone: 13, gold: 36 }] });
    // Seat 0's stone and seat 1's hold every stone and gold piece; a dynamite goes into the bag.
    s = { ...s, jailDynamite: 2, bag: { gold: 0, stone: 0, dynamite: 1 } };
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'robber' }), act(0, { type: 'act', building: 11 }));
    const draw = s.events.find((e) => e.kind === 'draw');
    expect(draw).toMatchObject({ seat: 0, asked: 2, pieces: ['dynamite'] });
    expect(s.events.find((e) => e.kind === 'blast')).toEqual({ kind: 'blast', returned: [2, 6] });
    expect(s.seats.map((p) => p.stone)).toEqual([3, 7]);
    expect(s.bag).toEqual({ gold: 0, stone: 8, dynamite: 0 });
    expect(s.blasted).toBe(1);
  });
});

describe('the bank', () => {
  it('sells the cheapest bar at the end of the turn, again and again while the player can pay', () => {
    let s = street(2, { buildings: quiet, purses: [{ gold: 20 }] });
    s = quietTurn(s, 0, 10);
    expect(s.seats[0]).toMatchObject({ bars: 3, gold: 1 });
    expect(s.bank).toBe(3);
    expect(s.bag.gold).toBe(36 - 1);
    expect(s.events.filter((e) => e.kind === 'bar').map((e) => (e.kind === 'bar' ? e.price : 0))).toEqual([6, 6, 7]);
  });

  it('sells nothing to a player short of the next price', () => {
    const s = quietTurn(street(2, { buildings: quiet, purses: [{ gold: 5 }] }), 0, 10);
    expect(s.seats[0]).toMatchObject({ bars: 0, gold: 5 });
  });
});

describe('the end of the game', () => {
  function lastBarAt(seat: number, players = 3): MainStreetState {
    const purses = Array.from({ length: players }, () => ({ gold: 0 }));
    purses[seat] = { gold: 8 };
    const s = street(players, { buildings: quiet, purses });
    s.bank = 1;
    s.seats[(seat + 1) % players]!.bars = 5;
    return s;
  }

  it('once triggered, lets the round finish so everyone has had as many turns', () => {
    let s = lastBarAt(0);
    s = quietTurn(s, 0, 10);
    expect(s.bank).toBe(0);
    expect(game.view(s, null).endTriggered).toEqual(['the bank has no bar left']);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    s = quietTurn(s, 1, 7);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 2 });
    s = quietTurn(s, 2, 3);
    expect(game.awaiting(s)).toEqual({ kind: 'end' });
    expect(s.turns).toBe(3);
    expect(formatText(game.result(s)!.summary)).toMatch(/no bar left/);
  });

  it('triggered in the turn of the player before the starter, ends at once', () => {
    let s = lastBarAt(2);
    s = quietTurn(s, 0, 10);
    s = quietTurn(s, 1, 7);
    expect(game.result(s)).toBeNull();
    s = quietTurn(s, 2, 3);
    expect(game.awaiting(s)).toEqual({ kind: 'end' });
  });

  it('is also triggered by the last free grave and by the last dynamite', () => {
    const graves = street(2, { graves: ['builder', 'builder', 'builder', 'builder', 'builder', 'builder'] });
    expect(game.view(graves, 0).endTriggered).toEqual(['no grave is free']);
    const dyn = street(2);
    dyn.jailDynamite = 0;
    dyn.blasted = 3;
    expect(game.view(dyn, 0).endTriggered).toEqual(['all dynamite has been drawn']);
  });
});

describe('scoring and the tie-break', () => {
  it('counts 1 per gold, 10 per bar, 5 or 10 per awning, and nothing for stone', () => {
    const s = street(2, { purses: [{ gold: 7, stone: 9 }], awnings: { 0: { owner: 0, points: 5 }, 3: { owner: 0, points: 10 } } });
    s.seats[0]!.bars = 2;
    s.bank -= 2;
    expect(game.view(s, 0).seats[0]!.score).toBe(7 + 20 + 15);
  });

  it('breaks a tie by gold plus stone, then shares the place', () => {
    const s = street(3, { purses: [{ gold: 10, stone: 1 }, { gold: 10, stone: 3 }, { gold: 10, stone: 1 }] });
    expect(ranking(s)).toEqual([[1], [0, 2]]);
    s.phase = { kind: 'over' };
    expect(game.result(s)).toMatchObject({ scores: [10, 10, 10], ranking: [[1], [0, 2]] });
  });
});
