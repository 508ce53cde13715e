// What the table moves after an input (the pure half's flights.ts as stops in
// beats, placed and timed by view/board/flights.ts): a sown meeple
// walks space by space from where it was taken, drawn pieces fly from the
// bag to the drawer's pile, and the board holds back what is still on its way.
import { describe, expect, it } from 'vitest';
import { doorwaySpace, spacePoint } from '../../../src/games/main-street/index.ts';
import { heldCounts, tripSeconds } from '../../../src/scene/kit/hops.ts';
import { planFlights, type Flight } from '../../../src/games/main-street/view/board/flights.ts';
import { heldSpace, pileKey, spaceKey, streetBeats, walkStops } from '../../../src/games/main-street/flights.ts';
import { BAG_MOUTH, pileSlot } from '../../../src/games/main-street/supply-layout.ts';
import { act, game, run, street } from './support.ts';

const onStreet = (space: number) => ({ x: spacePoint(space).x, z: spacePoint(space).z });
const flat = (p: { x: number; z: number }) => ({ x: p.x, z: p.z });

describe('walks and flights', () => {
  it('a sown meeple walks off its building onto its doorway and then through every space to where it is put', () => {
    let s = street(2, { buildings: { 10: { builder: 2, miner: 1 } } });
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'builder' }));
    const before = game.view(s, 0);
    // The second builder goes one further: building 10's doorway (12), then 13, then showdown A (0);
    // the miner, the last in hand, is placed by itself and walks after it, one space further (1).
    s = run(s, act(0, { type: 'place', space: 0, meeple: 'builder' }));
    const flights = planFlights(before, game.view(s, 0));
    expect(flights).toHaveLength(2);
    const [walk, next] = flights as [Flight, Flight];
    expect(walk).toMatchObject({ look: 'builder', style: 'walk', hold: { key: spaceKey(0), amount: 1 } });
    expect(walk.path.slice(1).map(flat)).toEqual([doorwaySpace(10), 13, 0].map(onStreet));
    expect(next.path.slice(1).map(flat)).toEqual([doorwaySpace(10), 13, 0, 1].map(onStreet));
    expect(next.delay).toBeGreaterThanOrEqual(tripSeconds(walk));
  });

  it('pieces drawn fly from the bag to the slots after the drawer’s pile, held back until they land', () => {
    let s = street(2, { buildings: { 10: { robber: 1 }, 11: { miner: 2 } }, purses: [{ gold: 1, stone: 1 }] });
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'robber' }));
    const before = game.view(s, 0);
    s = run(s, act(0, { type: 'act', building: 11 }));
    const after = game.view(s, 0);
    const draw = after.events.find((e) => e.kind === 'draw');
    expect(draw).toMatchObject({ seat: 0 });
    const flights = planFlights(before, after).filter((f) => f.style === 'fly' && f.path[0] === BAG_MOUTH);
    expect(flights).toHaveLength(4);
    let gold = 1;
    let stone = 1;
    for (const f of flights) {
      if (f.look === 'gold') expect(f.path[1]).toEqual(pileSlot(0, 'gold', gold++));
      if (f.look === 'stone') expect(f.path[1]).toEqual(pileSlot(0, 'stone', stone++));
    }
    // Nothing has landed: the pile shows what it had before the draw.
    const held = heldCounts(flights, new Set());
    expect((after.seats[0]!.gold - (held.get(pileKey(0, 'gold')) ?? 0)) + (after.seats[0]!.stone - (held.get(pileKey(0, 'stone')) ?? 0))).toBe(2);
    // All landed: nothing held.
    expect([...heldCounts(flights, new Set(flights.map((f) => f.id))).values()].every((n) => n === 0)).toBe(true);
  });
});

describe('flights as stops and beats (the pure half)', () => {
  const space = (n: number) => ({ at: 'space', space: n });

  it('a walk from a building starts on its roof and its doorway; from the saloon it joins the sow where it has reached', () => {
    expect(walkStops({ from: 2, last: null, dir: null }, 5)).toEqual([{ at: 'location', id: 2 }, space(doorwaySpace(2)), space(4), space(5)]);
    expect(walkStops({ from: 'saloon', last: null, dir: null }, 9)).toEqual([{ at: 'location', id: 'saloon' }, space(9)]);
    expect(walkStops({ from: 'jail', last: 1, dir: -1 }, 12)).toEqual([{ at: 'location', id: 'jail' }, space(1), space(0), space(13), space(12)]);
    expect(walkStops({ from: null, last: null, dir: null }, 3)).toEqual([space(3)]);
  });

  it('a bar bought flies from the bank to the next bar slot, and the gold paid leaves the pile from its top, one beat', () => {
    let s = street(2, { buildings: { 10: { robber: 1 }, 11: { miner: 2 } }, purses: [{ gold: 1, stone: 1 }] });
    s = run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple: 'robber' }));
    const before = game.view(s, 0);
    const bought = { ...before, events: [{ kind: 'bar' as const, seat: 0, price: 2 }] };
    const withGold = { ...before, seats: before.seats.map((p, i) => (i === 0 ? { ...p, gold: 5, bars: 1 } : p)) };
    const [beat] = streetBeats(withGold, bought);
    expect(beat!.moves.map((m) => [m.look, m.stops, m.hold])).toEqual([
      ['bar', [{ at: 'bank', bar: before.bank.bars - 1 }, { at: 'pile', seat: 0, kind: 'bar', slot: 1 }], { key: pileKey(0, 'bar'), amount: 1 }],
      ['gold', [{ at: 'pile', seat: 0, kind: 'gold', slot: 4 }, { at: 'bag' }], { key: pileKey(0, 'gold'), amount: -1 }],
      ['gold', [{ at: 'pile', seat: 0, kind: 'gold', slot: 3 }, { at: 'bag' }], { key: pileKey(0, 'gold'), amount: -1 }],
    ]);
  });

  it('a held space key names its space; a pile key none', () => {
    expect(heldSpace(spaceKey(11))).toBe(11);
    expect(heldSpace(pileKey(1, 'gold'))).toBeNull();
  });
});
