// Each character's effect and cash limit, and the turn order they give.
import { describe, expect, it } from 'vitest';
import { CHARACTER_INFO } from '../../../src/games/carson-city/data.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { cashLimit } from '../../../src/games/carson-city/rules/end-turn.ts';
import { act, allPass, building, decider, game, own, pick, placeAll, put, rejects, run, square, turnOne } from './support.ts';

describe('characters', () => {
  it('the cash limits are Sheriff $20, Banker $120, Grocer $60, Coolie $30, Settler $30, Captain $25, Mercenary $20', () => {
    expect(Object.fromEntries(Object.entries(CHARACTER_INFO).map(([k, v]) => [k, v.limit]))).toEqual({
      sheriff: 20,
      banker: 120,
      grocer: 60,
      coolie: 30,
      settler: 30,
      captain: 25,
      mercenary: 20,
    });
    const s = pick(turnOne(2), 'banker', 'mercenary');
    expect(cashLimit(s, 0)).toBe(120);
    expect(cashLimit(s, 1)).toBe(20);
  });

  it('after everyone has chosen, the turn order follows the characters’ numbers, lowest first', () => {
    const s = pick(turnOne(3), 'mercenary', 'banker', 'coolie');
    expect(s.order).toEqual([1, 2, 0]);
    expect(s.phase).toEqual({ kind: 'place', index: 0 });
    expect(decider(s)).toBe(1);
  });

  it('a character taken this turn cannot be chosen again', () => {
    const s = pick(turnOne(2), 'banker');
    expect(rejects(s, act(1, { type: 'character', character: 'banker' }))).toBe('character-taken');
  });

  it('the Banker gains $9 at once', () => {
    const s = pick(turnOne(2), 'banker');
    expect(s.seats[0]!.cash).toBe(24);
  });

  it('the Grocer takes $8, or doubles the income of one building type this turn', () => {
    const cash = pick(turnOne(2), { type: 'character', character: 'grocer', grocer: 'cash' });
    expect(cash.seats[0]!.cash).toBe(23);
    const s0 = turnOne(2);
    put(s0, cellAt(0, 7), 'hotel', 0);
    const s = pick(s0, { type: 'character', character: 'grocer', grocer: 'hotel' }, 'banker');
    expect(s.seats[0]!.cash).toBe(15);
    expect(game.view(s, 0).seats[0]!.estateIncome).toBe(12);
    const after = allPass(s);
    expect(after.seats[0]!.cash).toBe(15 + 12);
  });

  it('the Coolie gains 2 roads and builds at half price, rounded up', () => {
    const s0 = turnOne(2);
    own(s0, 0, cellAt(0, 7));
    let s = pick(s0, 'coolie', 'banker');
    expect(s.seats[0]!.roads).toBe(3);
    // The Banker (2) places before the Coolie (4); the Coolie takes the $3 ranch square at half price: $2.
    s = placeAll(s, 'pass', square('build3'));
    expect(s.placements[0]).toMatchObject({ seat: 0, target: { kind: 'square', square: 'build3' } });
    s = allPass(s);
    expect(s.phase).toMatchObject({ kind: 'build', seat: 0, building: 'ranch', price: 2 });
    s = run(s, act(0, { type: 'build', cell: cellAt(0, 7) }));
    // $2 paid; then estate income: the ranch at A8 has two free neighbours (B8, A7; B7 is a mountain).
    expect(s.map[cellAt(0, 7)]!.piece).toBe('ranch');
    expect(s.seats[0]!.cash).toBe(15 - 2 + 2);
  });

  it('the Settler claims one free unowned parcel at once', () => {
    let s = pick(turnOne(2), 'settler');
    expect(s.phase).toEqual({ kind: 'settler', seat: 0 });
    expect(rejects(s, act(0, { type: 'pass' }))).toBe('illegal-action');
    s = run(s, act(0, { type: 'claim', cell: cellAt(6, 6) }));
    expect(s.map[cellAt(6, 6)]!.owner).toBe(0);
    expect(s.seats[0]!.cash).toBe(15);
    expect(s.phase).toEqual({ kind: 'character', index: 1 });
  });

  it('the Captain pays $1, $4 or $9 for 1, 2 or 3 more cowboys', () => {
    for (const [extra, price] of [
      [0, 0],
      [1, 1],
      [2, 4],
      [3, 9],
    ] as const) {
      const s = pick(turnOne(2), { type: 'character', character: 'captain', extra });
      expect(s.seats[0]!.cash).toBe(15 - price);
      expect(s.seats[0]!.reserve).toBe(3 + extra);
    }
    const poor = turnOne(2);
    poor.seats[0]!.cash = 3;
    poor.burned += 12;
    expect(rejects(poor, act(0, { type: 'character', character: 'captain', extra: 2 }))).toBe('cannot-afford');
  });

  it('the Mercenary has +3 firepower this turn', () => {
    const s = pick(turnOne(2), 'mercenary', 'banker');
    const v = game.view(s, 0);
    expect(v.seats[0]!.firepower).toBe(4);
    expect(v.seats[1]!.firepower).toBe(1);
  });

  it('the Sheriff’s white cowboy goes only where no cowboy stands, nobody may join it, and it cannot attack', () => {
    const s0 = turnOne(2);
    put(s0, cellAt(0, 7), 'hotel', 1);
    let s = pick(s0, 'sheriff', 'banker'); // order: Sheriff (0), Banker (1)
    s = placeAll(s, square('wages'));
    // white on wages (taken) is refused; white on a building is refused
    expect(rejects(s, act(1, { type: 'place', target: square('ammo'), white: true }))).toBe('no-cowboys');
    s = placeAll(s, square('ammo'));
    expect(rejects(s, act(0, { type: 'place', target: square('ammo'), white: true }))).toBe('white-needs-empty');
    expect(rejects(s, act(0, { type: 'place', target: building(cellAt(0, 7)), white: true }))).toBe('white-needs-empty');
    s = placeAll(s, { white: square('gambling') });
    expect(s.seats[0]!.reserve).toBe(2);
    expect(rejects(s, act(1, { type: 'place', target: square('gambling') }))).toBe('square-taken');
  });
});
