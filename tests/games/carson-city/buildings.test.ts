// Every building's income: adjacency, ranches and mines anywhere, the
// church's protection, raided buildings paying half to the raider.
import { describe, expect, it } from 'vitest';
import { buildingIncome, cellAt, estateShares, isProtected, revolvers } from '../../../src/games/carson-city/rules/board.ts';
import { act, allPass, building, dice, own, pick, placeAll, put, rejects, run, turnOne } from './support.ts';

// The scenario town: centre house at E5 (4,4); mountains on (1..6, 1) and (1..3, 6).
const at = cellAt;

describe('building incomes', () => {
  it('a ranch pays $1 per free neighbouring parcel, at least $1', () => {
    const s = turnOne();
    put(s, at(7, 7), 'ranch', 0);
    expect(buildingIncome(s.map, at(7, 7))).toBe(3);
    put(s, at(6, 7), 'house');
    put(s, at(7, 6), 'house');
    put(s, at(6, 6), 'house');
    expect(buildingIncome(s.map, at(7, 7))).toBe(1);
  });

  it('a mine pays $3 per neighbouring mountain that no other player owns', () => {
    const s = turnOne();
    put(s, at(2, 2), 'mine', 0);
    expect(buildingIncome(s.map, at(2, 2))).toBe(9); // (1,1), (2,1), (3,1)
    own(s, 0, at(1, 1));
    expect(buildingIncome(s.map, at(2, 2))).toBe(9);
    own(s, 1, at(3, 1));
    expect(buildingIncome(s.map, at(2, 2))).toBe(6);
  });

  it('a drugstore pays $3 per neighbouring house plus $3 per ranch its owner has anywhere', () => {
    const s = turnOne();
    put(s, at(4, 5), 'drugstore', 0);
    expect(buildingIncome(s.map, at(4, 5))).toBe(3); // the town centre's house
    put(s, at(0, 0), 'ranch', 0);
    put(s, at(7, 0), 'ranch', 1);
    // Our ranch far away adds $3; the other player's does not.
    expect(buildingIncome(s.map, at(4, 5))).toBe(6);
  });

  it('a bank pays $3 per neighbouring house plus $3 per mine its owner has anywhere', () => {
    const s = turnOne();
    put(s, at(5, 5), 'bank', 0);
    put(s, at(0, 0), 'mine', 0);
    put(s, at(7, 0), 'mine', 0);
    expect(buildingIncome(s.map, at(5, 5))).toBe(3 + 6);
  });

  it('a saloon pays $5 per neighbouring house; a hotel counts as two houses, a ranch and a church as one', () => {
    const s = turnOne();
    put(s, at(4, 3), 'saloon', 0);
    expect(buildingIncome(s.map, at(4, 3))).toBe(5);
    put(s, at(5, 3), 'hotel', 1);
    put(s, at(3, 3), 'ranch', 1);
    put(s, at(3, 2), 'church', 1);
    expect(buildingIncome(s.map, at(4, 3))).toBe(5 * (1 + 2 + 1 + 1));
  });

  it('a hotel pays $6; a church and a prison pay nothing; a prison gives 2 revolvers, ranches and mines 1', () => {
    const s = turnOne();
    put(s, at(7, 7), 'hotel', 0);
    put(s, at(0, 7), 'church', 0);
    put(s, at(7, 3), 'prison', 0);
    expect(buildingIncome(s.map, at(7, 7))).toBe(6);
    expect(buildingIncome(s.map, at(0, 7))).toBe(0);
    expect(buildingIncome(s.map, at(7, 3))).toBe(0);
    expect(revolvers(s.map, 0)).toBe(1 + 2);
    put(s, at(0, 0), 'ranch', 0);
    put(s, at(7, 0), 'mine', 0);
    expect(revolvers(s.map, 0)).toBe(1 + 2 + 1 + 1);
  });
});

describe('attacks on buildings', () => {
  it('churches and prisons cannot be attacked, nor the buildings next to their owner’s church', () => {
    const s = turnOne();
    put(s, at(0, 7), 'church', 0);
    put(s, at(1, 7), 'hotel', 0);
    put(s, at(0, 5), 'hotel', 0);
    put(s, at(7, 7), 'prison', 0);
    put(s, at(0, 4), 'saloon', 1);
    expect(isProtected(s.map, at(0, 7))).toBe(true);
    expect(isProtected(s.map, at(7, 7))).toBe(true);
    expect(isProtected(s.map, at(1, 7))).toBe(true);
    expect(isProtected(s.map, at(0, 5))).toBe(false);
    const p = pick(s, 'banker', 'mercenary');
    expect(rejects(p, act(0, { type: 'place', target: building(at(1, 7)) }))).toBe('not-attackable');
  });

  it('a church protects only its owner’s buildings', () => {
    const s = turnOne();
    put(s, at(0, 7), 'church', 1);
    put(s, at(1, 7), 'hotel', 0);
    expect(isProtected(s.map, at(1, 7))).toBe(false);
  });

  it('an undefended attack succeeds (ours): the raider takes half the income, rounded down, the owner keeps the rest', () => {
    const s0 = turnOne();
    put(s0, at(4, 3), 'saloon', 0); // $5: the centre's house
    let s = pick(s0, 'banker', 'mercenary'); // seat 0 places first
    s = placeAll(s, 'pass', building(at(4, 3)));
    s = allPass(s);
    expect(s.seats[1]!.cash).toBe(15 + 2);
    expect(s.seats[0]!.cash).toBe(15 + 9 + 3);
  });

  it('estate shares name each payee per building: a raided one splits, the raider first, and the shares add up to its income', () => {
    const s = turnOne();
    put(s, at(4, 3), 'saloon', 0);
    put(s, at(0, 0), 'ranch', 1);
    s.raids = [{ cell: at(4, 3), seat: 1 }];
    const saloon = buildingIncome(s.map, at(4, 3));
    expect(estateShares(s).filter((x) => x.cell === at(4, 3))).toEqual([
      { cell: at(4, 3), seat: 1, amount: Math.floor(saloon / 2) },
      { cell: at(4, 3), seat: 0, amount: saloon - Math.floor(saloon / 2) },
    ]);
    expect(estateShares(s).filter((x) => x.cell === at(0, 0))).toEqual([{ cell: at(0, 0), seat: 1, amount: buildingIncome(s.map, at(0, 0)) }]);
  });

  it('a defended building is fought over: if the owner wins, it keeps the whole income', () => {
    const s0 = turnOne();
    put(s0, at(4, 3), 'saloon', 0);
    let s = pick(s0, 'banker', 'sheriff'); // Sheriff (1) places first
    s = placeAll(s, building(at(4, 3)), building(at(4, 3)));
    s = allPass(s);
    // Duel: seat 1 (Sheriff) 2 reserve + 1 revolver; seat 0 2 + 1. Seat 0 throws 6, seat 1 throws 1.
    expect(s.phase.kind).toBe('resolve');
    s = run(s, dice(1), dice(6));
    expect(s.seats[0]!.cash).toBe(15 + 9 + 5);
    expect(s.seats[1]!.cash).toBe(15);
    // The winner's cowboy went to the supply, the loser's back to its reserve; then 4 new ones each.
    expect(s.seats[0]!.reserve).toBe(2 + 4);
    expect(s.seats[1]!.reserve).toBe(3 + 4);
  });
});
