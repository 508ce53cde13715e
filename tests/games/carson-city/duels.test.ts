// Duels: die + cowboys in the personal reserve + revolvers; ties to who passed
// first, then turn order; losers take their cowboys back.
import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/carson-city/rules/state.ts';
import { duelOdds, duelWinner, winChances } from '../../../src/games/carson-city/rules/duel.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { act, decider, dice, game, pick, placeAll, put, rejects, run, square, turnOne } from './support.ts';

describe('duels', () => {
  it('two cowboys on one square duel: each duellist throws one die, by its own seat, in turn order', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    s = placeAll(s, square('ammo'), square('ammo'), 'pass', 'pass');
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, dice: ['d6'], purpose: 'duel' });
    s = run(s, dice(3));
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, dice: ['d6'] });
    expect(rejects(s, act(1, { type: 'pass' }))).toBe('awaiting-throw');
  });

  // A cowboy on the gambling square pauses resolution at its throw, after the ammunition duel.
  it('the total is the die plus the cowboys left in the reserve plus firepower (the Mercenary’s +3 included)', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    s = placeAll(s, square('ammo'), square('ammo'), square('gambling'), 'pass', 'pass');
    // seat 0: 1 in reserve + 1 revolver = 2; seat 1: 2 + 1 + 3 = 6.
    const won = run(s, dice(6), dice(1)); // 8 against 7
    expect(won.ammo).toBe(0);
    const lost = run(s, dice(4), dice(1)); // 6 against 7
    expect(lost.ammo).toBe(1);
    expect(game.view(lost, null).seats[1]!.firepower).toBe(1 + 3 + 3);
  });

  it('a tie goes to the seat that passed first this turn', () => {
    let s = pick(turnOne(2), 'banker', 'sheriff'); // order: Sheriff (1), Banker (0)
    s = placeAll(s, square('ammo'), square('ammo'), square('gambling'), 'pass', 'pass');
    expect(s.passed).toEqual([0, 1]);
    // seat 1: 1 + 1 = 2, throws 3 → 5; seat 0: 2 + 1 = 3, throws 2 → 5. Seat 0 passed first.
    s = run(s, dice(3), dice(2));
    expect(s.ammo).toBe(0);
  });

  it('with nobody passed yet, a tie goes by turn order', () => {
    const s = cloneState(turnOne(3));
    s.order = [2, 0, 1];
    expect(duelWinner(s, [0, 2], [5, 5])).toBe(2);
    s.passed = [0];
    expect(duelWinner(s, [0, 2], [5, 5])).toBe(0);
  });

  it('the loser takes its cowboy back into its reserve; the winner’s cowboy goes to the general supply', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    s = placeAll(s, square('ammo'), square('ammo'), square('wages'), square('gambling'), 'pass', 'pass');
    expect(s.seats[0]!.cash).toBe(15 + 9 + 4); // wages were paid before the duel
    s = run(s, dice(1), dice(6));
    expect(s.ammo).toBe(1);
    expect(s.seats[0]).toMatchObject({ reserve: 2, supply: 8 }); // 1 left + the loser back; wages cowboy to the supply
    expect(s.seats[1]).toMatchObject({ reserve: 1, supply: 9 }); // ammunition and gambling done: both cowboys to the supply
  });

  it('three duellists: all losers take their cowboys back', () => {
    let s = pick(turnOne(3), 'banker', 'coolie', 'mercenary');
    s = placeAll(s, square('gambling'), square('gambling'), square('gambling'), 'pass', 'pass', 'pass');
    s = run(s, dice(1), dice(6), dice(1));
    expect(s.phase).toEqual({ kind: 'gamble', seat: 1 });
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, dice: ['d6', 'd6'], purpose: 'gambling' });
    s = run(s, dice(5, 6));
    expect(s.seats[1]!.cash).toBe(15 + 11);
    // Losers' cowboys came back (3 each), the winner's did not (2); then 4 new ones each.
    expect(s.seats.map((p) => p.reserve)).toEqual([7, 6, 7]);
  });

  it('duel odds for a seat joining a square follow the dice and the known firepower', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    expect(duelOdds(s, 0, square('ammo'))).toBe(1);
    s = placeAll(s, square('ammo'));
    const seat = decider(s);
    expect(seat).toBe(1);
    // seat 1 would have 2 + 1 + 3 = 6 against seat 0's 2 + 1 = 3; it wins unless its die is 3+ lower (ties: turn order, seat 0).
    const [p1] = winChances(s, [1, 0], [6, 3]);
    expect(duelOdds(s, 1, square('ammo'))).toBeCloseTo(p1!, 10);
    expect(p1).toBeCloseTo(30 / 36, 10);
    expect(duelOdds(s, 1, square('wages'))).toBe(1);
  });

  it('duel odds are 0 where the white cowboy stands', () => {
    const s0 = turnOne(2);
    put(s0, cellAt(7, 7), 'hotel', 0);
    let s = pick(s0, 'sheriff', 'banker');
    s = placeAll(s, { white: square('gambling') });
    expect(duelOdds(s, 1, square('gambling'))).toBe(0);
  });
});
