// Roads reach parcels by their corners; buildings other than ranches and
// mines need a reached parcel (missing roads laid from the builder's stock).
import { describe, expect, it } from 'vitest';
import { cellAt, isReached, parcelCorners, pointAt, roadPath } from '../../../src/games/carson-city/rules/board.ts';
import { buildSites, houseSites } from '../../../src/games/carson-city/rules/construction.ts';
import { CENTRE, act, allPass, own, pick, placeAll, put, run, square, turnOne } from './support.ts';

const at = cellAt;

describe('roads', () => {
  it('a parcel is reached when a road touches one of its corners: the centre’s four roads reach its 8 neighbours', () => {
    const s = turnOne();
    for (const c of [at(3, 3), at(4, 3), at(5, 3), at(3, 4), at(5, 4), at(3, 5), at(4, 5), at(5, 5), CENTRE]) expect(isReached(s.roads, c)).toBe(true);
    expect(isReached(s.roads, at(6, 6))).toBe(false);
    expect(isReached(s.roads, at(2, 4))).toBe(false);
    expect(parcelCorners(at(5, 5))).toContain(pointAt(5, 5));
  });

  it('new roads extend the network along the shortest way to a corner', () => {
    const s = turnOne();
    const path = roadPath(s.roads, at(6, 6))!;
    expect(path).toHaveLength(2);
    expect(isReached([...s.roads, ...path], at(6, 6))).toBe(true);
  });

  it('a saloon, bank or the like needs a reached parcel or enough roads in hand to reach it', () => {
    const s = turnOne();
    own(s, 0, at(6, 6));
    expect(s.seats[0]!.roads).toBe(1);
    expect(buildSites(s, 0, 'saloon')).toEqual([]);
    s.seats[0]!.roads = 2;
    s.roadSupply -= 1;
    expect(buildSites(s, 0, 'saloon')).toEqual([at(6, 6)]);
  });

  it('ranches and mines need no road', () => {
    const s = turnOne();
    own(s, 0, at(0, 0));
    expect(buildSites(s, 0, 'ranch')).toEqual([at(0, 0)]);
    expect(buildSites(s, 0, 'mine')).toEqual([at(0, 0)]);
    expect(buildSites(s, 0, 'hotel')).toEqual([]);
  });

  it('nothing is built on a mountain or a house, even one’s own parcel', () => {
    const s = turnOne();
    own(s, 0, at(1, 1));
    own(s, 0, at(3, 5));
    put(s, at(3, 5), 'house');
    expect(buildSites(s, 0, 'ranch')).toEqual([]);
  });

  it('building lays the missing roads from the builder’s hand; the free house goes on an empty parcel a road reaches', () => {
    const s0 = turnOne();
    own(s0, 0, at(6, 6));
    s0.seats[0]!.roads = 2;
    s0.roadSupply -= 1;
    // A saloon on the $6 square (the building drawn there goes back to the bag).
    s0.bag.push(s0.row[3]!);
    s0.bag.splice(s0.bag.indexOf('saloon'), 1);
    s0.row[3] = 'saloon';
    let s = pick(s0, 'banker', 'mercenary');
    s = placeAll(s, square('build6'));
    s = allPass(s);
    expect(s.phase).toMatchObject({ kind: 'build', building: 'saloon', price: 6 });
    s = run(s, act(0, { type: 'build', cell: at(6, 6) }));
    expect(s.seats[0]!.roads).toBe(0);
    expect(s.roads).toHaveLength(6);
    expect(s.phase).toEqual({ kind: 'house', seat: 0 });
    expect(houseSites(s, 0)).not.toContain(at(7, 0));
    expect(houseSites(s, 0)).not.toContain(at(7, 7));
    expect(houseSites(s, 0)).toContain(at(5, 6)); // touches the new road's end at corner (6, 6)
    s = run(s, act(0, { type: 'house', cell: at(5, 6) }));
    expect(s.map[at(5, 6)]!.piece).toBe('house');
    // Estate income: the saloon now has one house next to it.
    expect(s.seats[0]!.cash).toBe(15 + 9 - 6 + 5);
  });
});
