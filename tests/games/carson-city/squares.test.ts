// Every action square, in the board's resolution order.
import { describe, expect, it } from 'vitest';
import { cellAt, parcelPrice } from '../../../src/games/carson-city/rules/board.ts';
import { buildQueue } from '../../../src/games/carson-city/rules/resolve.ts';
import { CENTRE, act, building, game, own, parcel, pick, placeAll, put, rejects, run, square, turnOne } from './support.ts';

const at = cellAt;
/** Banker (seat 0, $24) places before Mercenary (seat 1, $15, firepower 4). */
const banker = (s = turnOne(2)) => pick(s, 'banker', 'mercenary');

describe('placing cowboys', () => {
  it('one cowboy per player per square, except on wages and single roads', () => {
    let s = banker();
    s = placeAll(s, square('gambling'), 'pass');
    expect(rejects(s, act(0, { type: 'place', target: square('gambling') }))).toBe('already-there');
    s = placeAll(s, square('wages'), square('wages'));
    expect(s.placements.filter((p) => p.seat === 0 && p.target.kind === 'square' && p.target.square === 'wages')).toHaveLength(2);
  });

  it('a cowboy cannot go on a parcel another player owns; a parcel with a house or mountain can be bought', () => {
    const s0 = turnOne(2);
    own(s0, 1, at(0, 0));
    const s = banker(s0);
    expect(rejects(s, act(0, { type: 'place', target: parcel(at(0, 0)) }))).toBe('parcel-taken');
    expect(game.legalActions(s)).toContainEqual({ type: 'place', target: parcel(CENTRE) });
    expect(game.legalActions(s)).toContainEqual({ type: 'place', target: parcel(at(1, 1)) });
  });

  it('a player who passes places no more cowboys this turn; the others go on', () => {
    let s = banker();
    s = placeAll(s, 'pass', square('wages'), square('wages'));
    expect(s.passed).toEqual([0]);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
  });

  it('resolution follows the board: wages, ammunition, roads, parcels, construction, raids, estate income, then the rest', () => {
    const s0 = turnOne(2);
    put(s0, at(7, 7), 'hotel', 1);
    let s = banker(s0);
    s = placeAll(s, square('buy5'), square('wages'), parcel(at(0, 7)), building(at(7, 7)), square('build3'), square('road1'));
    const kinds = buildQueue(s).map((c) => (c.kind === 'square' ? c.square : c.kind));
    expect(kinds).toEqual(['wages', 'road1', 'parcel', 'build3', 'raid', 'estate', 'buy5']);
  });
});

describe('the action squares', () => {
  it('wages pay $4 per cowboy, several cowboys and players allowed, no duel', () => {
    let s = banker();
    s = placeAll(s, square('wages'), square('wages'), square('wages'), 'pass', 'pass');
    expect(s.seats[0]!.cash).toBe(24 + 8);
    expect(s.seats[1]!.cash).toBe(15 + 4);
  });

  it('three roads give 3 roads; single roads 1 per cowboy, no duel', () => {
    let s = banker();
    s = placeAll(s, square('roads3'), square('road1'), square('road1'), square('road1'), 'pass', 'pass');
    expect(s.seats[0]!.roads).toBe(1 + 3 + 1);
    expect(s.seats[1]!.roads).toBe(1 + 2);
  });

  it('a parcel costs $1 plus $1 per building, house or mountain on it and its 8 neighbours', () => {
    const s = turnOne(2);
    expect(parcelPrice(s.map, at(7, 7))).toBe(1);
    expect(parcelPrice(s.map, at(2, 2))).toBe(1 + 3); // three mountains above
    expect(parcelPrice(s.map, at(1, 1))).toBe(1 + 1 + 1); // itself and (2,1)
    expect(parcelPrice(s.map, CENTRE)).toBe(2);
    put(s, at(5, 5), 'hotel', 0);
    expect(parcelPrice(s.map, at(5, 4))).toBe(1 + 2);
  });

  it('a cowboy on a parcel buys it at resolution with a property marker; a contested parcel is duelled for', () => {
    let s = banker();
    s = placeAll(s, parcel(at(2, 2)), parcel(at(7, 7)), 'pass', 'pass');
    expect(s.map[at(2, 2)]!.owner).toBe(0);
    expect(s.map[at(7, 7)]!.owner).toBe(1);
    expect(s.seats[0]!.cash).toBe(24 - 4);
    expect(s.seats[1]!.cash).toBe(15 - 1);
    expect(s.seats[0]!.markers).toBe(11);
  });

  it('a winner who cannot pay for the parcel does not get it', () => {
    const s0 = turnOne(2);
    s0.seats[1]!.cash = 2;
    s0.burned += 13;
    let s = banker(s0);
    s = placeAll(s, 'pass', parcel(at(2, 2)), 'pass');
    expect(s.map[at(2, 2)]!.owner).toBe(null);
    expect(s.seats[1]!.cash).toBe(2);
  });

  it('a construction square builds its building on one of the winner’s parcels for its price; the winner may decline', () => {
    const s0 = turnOne(2);
    own(s0, 0, at(0, 0));
    let s = banker(s0);
    s = placeAll(s, square('build10'), 'pass', 'pass');
    expect(s.phase).toMatchObject({ kind: 'build', seat: 0, building: 'ranch', price: 10 });
    expect(game.legalActions(s)).toEqual([{ type: 'build', cell: at(0, 0) }, { type: 'skip' }]);
    const declined = run(s, act(0, { type: 'skip' }));
    expect(declined.map[at(0, 0)]!.piece).toBe(null);
    const built = run(s, act(0, { type: 'build', cell: at(0, 0) }));
    expect(built.map[at(0, 0)]!.piece).toBe('ranch');
    expect(built.seats[0]!.cash).toBe(24 - 10 + 2); // estate income the same turn: B1 and A2 free (B2 is a mountain)
    expect(built.row[1]).not.toBe(null); // the row slid and refilled at the end of the turn
  });

  it('without a parcel to build on, the construction square does nothing', () => {
    let s = banker();
    s = placeAll(s, square('build12'), 'pass', 'pass');
    expect(s.map.some((c) => c.piece === 'mine')).toBe(false);
    expect(s.seats[0]!.cash).toBe(24);
  });

  it('parcel income pays $2 per parcel; cowboy income $2 per firepower', () => {
    const s0 = turnOne(2);
    for (const c of [0, 1, 2]) own(s0, 0, c);
    let s = banker(s0);
    s = placeAll(s, square('parcel-income'), square('cowboy-income'), 'pass', 'pass');
    expect(s.seats[0]!.cash).toBe(24 + 6);
    expect(s.seats[1]!.cash).toBe(15 + 8);
  });

  it('gambling throws two dice for the winner, who takes their sum in dollars', () => {
    let s = banker();
    s = placeAll(s, square('gambling'), 'pass', 'pass');
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, dice: ['d6', 'd6'], purpose: 'gambling' });
    s = run(s, { kind: 'dice', faces: [3, 4] });
    expect(s.seats[0]!.cash).toBe(24 + 7);
  });

  it('parcel points: 1 per two parcels; cowboy points: 1 per two firepower; estate points: 1 per building', () => {
    const s0 = turnOne(2);
    for (const c of [0, 1, 2]) own(s0, 0, c);
    put(s0, at(7, 7), 'hotel', 1);
    put(s0, at(7, 6), 'prison', 1);
    let s = banker(s0);
    s = placeAll(s, square('parcel-points'), square('cowboy-points'), 'pass', square('estate-points'), 'pass');
    expect(s.seats[0]!.points).toBe(1);
    expect(s.seats[1]!.points).toBe(Math.floor((1 + 2 + 3) / 2) + 2);
  });

  it('a buying square sells any number of points at its price (ours)', () => {
    let s = banker();
    s = placeAll(s, square('buy3'), 'pass', 'pass');
    expect(s.phase).toEqual({ kind: 'buy-points', seat: 0, price: 3 });
    expect(game.legalActions(s)).toHaveLength(9); // 0..8 points for $24
    s = run(s, act(0, { type: 'buy-points', count: 5 }));
    expect(s.seats[0]).toMatchObject({ cash: 9, points: 5 });
  });

  it('the ammunition square gives the three-revolver token for the turn', () => {
    let s = banker();
    s = placeAll(s, square('ammo'), square('gambling'), 'pass', 'pass');
    expect(s.ammo).toBe(0);
    expect(game.view(s, null).seats[0]!.firepower).toBe(4);
  });

  it('a raid needs an attackable building of another player; a player defends only its own', () => {
    const s0 = turnOne(2);
    put(s0, at(7, 7), 'hotel', 1);
    put(s0, at(0, 7), 'hotel', 0);
    const s = banker(s0);
    expect(game.legalActions(s)).toContainEqual({ type: 'place', target: building(at(7, 7)) });
    expect(game.legalActions(s)).toContainEqual({ type: 'place', target: building(at(0, 7)) });
  });
});
