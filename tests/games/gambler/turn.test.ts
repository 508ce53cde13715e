// Scenario tests for the turn: throwing, placing, stopping, throwing again.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../src/i18n/format-message.ts';
import { gambler, rowsForDie } from '../../../src/games/gambler/index.ts';
import { arrange, expectRejected, gameOn, place, rethrow, roll, stop } from './helpers.ts';

// Tableau 1 (Dry Gulch): r1 [6] yellow 9 · r2 [1,1] black 11 · r3 three stars yellow 14 ·
// r4 [2,4,6] yellow 19 · r5 rising run of 3 yellow 16 · r6 [3,3] black 11.
const DRY_GULCH = 1;
// With a star row started on 5 and the run started on 1, only 6,1,5,2,3 fit: a 4 never does.
const noFours = () => arrange(gameOn(DRY_GULCH), { rows: [[], [], [5], [], [1], []], supply: [14, 14] });

describe('setting up', () => {
  it('shares the 30 dice equally and gives everyone 80 chips; the youngest (seat 0) throws first', () => {
    const s = gameOn(DRY_GULCH, 3);
    expect(s.supply[0]! + 5).toBe(10);
    expect(s.supply.slice(1)).toEqual([10, 10]);
    expect(s.chips).toEqual([80, 80, 80]);
    const w = gambler.awaiting(s);
    expect(w).toMatchObject({ kind: 'throw', seat: 0, area: 'tray', hidden: false, dice: ['d6', 'd6', 'd6', 'd6', 'd6'] });
  });

  it('dice that do not divide evenly are set aside for the round (4 players: 7 each, 2 aside)', () => {
    const s = gameOn(DRY_GULCH, 4);
    expect([s.supply[0]! + s.turn!.hand, ...s.supply.slice(1)]).toEqual([7, 7, 7, 7]);
    expect(s.aside).toBe(2);
    expect(gambler.invariants(s)).toEqual([]);
  });

  it('refuses player counts outside 2–6 and unknown end options', () => {
    expect(() => gambler.setup({ seed: 1, players: 1 })).toThrow(/2–6/);
    expect(() => gambler.setup({ seed: 1, players: 7 })).toThrow(/2–6/);
    expect(() => gambler.setup({ seed: 1, players: 2, options: { end: 'never' } })).toThrow(/end option/);
  });
});

describe('a turn', () => {
  it('a player with fewer than five dice throws all of them', () => {
    const s = arrange(gameOn(DRY_GULCH), { supply: [27, 3], active: 1 });
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, dice: ['d6', 'd6', 'd6'] });
  });

  it('a player without dice sits out the rest of the round', () => {
    let s = arrange(gameOn(DRY_GULCH, 3), { supply: [15, 0, 15], active: 0 });
    s = roll(s, 6, 4, 4, 4, 4);
    s = stop(place(s, 6, 0));
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 2 });
  });

  it('after a throw at least one fitting die must be placed before stopping or throwing again', () => {
    const s = roll(gameOn(DRY_GULCH), 6, 4, 4, 4, 4);
    expectRejected(s, { kind: 'action', seat: 0, action: { type: 'stop' } }, 'must-place');
    expectRejected(s, { kind: 'action', seat: 0, action: { type: 'rethrow' } }, 'must-place');
    const legal = gambler.legalActions(s);
    expect(legal.every((a) => a.type === 'place')).toBe(true);
    expect(legal).toContainEqual({ type: 'place', die: 0, row: 0 });
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'decision', seat: 0 });
  });

  it('more fitting dice may be placed, but need not be', () => {
    let s = roll(gameOn(DRY_GULCH), 6, 2, 3, 3, 4);
    s = place(s, 6, 0);
    expect(gambler.legalActions(s)).toContainEqual({ type: 'stop' });
    expect(gambler.legalActions(s)).toContainEqual({ type: 'place', die: 2, row: 5 });
    s = place(s, 3, 5);
    s = place(s, 3, 5);
    expect(s.rows[5]).toEqual([3, 3]);
    expect(s.turn!.placed).toBe(3);
  });

  it('stopping returns the unplaced dice to the supply for the next turn', () => {
    let s = roll(gameOn(DRY_GULCH), 6, 4, 4, 4, 4);
    s = stop(place(s, 6, 0));
    expect(s.supply[0]).toBe(14);
    expect(s.active).toBe(1);
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('throwing again throws every die of this turn not yet placed, and nothing else', () => {
    let s = roll(gameOn(DRY_GULCH), 6, 2, 4, 4, 4);
    s = place(place(s, 6, 0), 2, 3);
    s = rethrow(s);
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, dice: ['d6', 'd6', 'd6'], purpose: 're-throw' });
    expect(s.supply[0]).toBe(10);
    s = roll(s, 4, 1, 1);
    expect(s.turn!.throws).toBe(2);
    expect(s.rows[0]).toEqual([6]);
  });

  it('a throw where nothing fits ends the turn at once and the dice go back to the supply', () => {
    let s = noFours();
    s = roll(s, 4, 4, 4, 4, 4);
    expect(s.active).toBe(1);
    expect(s.supply[0]).toBe(14);
    expect(formatText(s.log.at(-1)!)).toMatch(/nothing fits/);
  });

  it('when a re-throw fits nothing, the dice placed earlier in the turn stay on the tableau', () => {
    let s = noFours();
    s = rethrow(place(roll(s, 6, 4, 4, 4, 4), 6, 0));
    s = roll(s, 4, 4, 4, 4);
    expect(s.rows[0]).toEqual([6]);
    expect(s.active).toBe(1);
    expect(s.supply[0]).toBe(13);
  });

  it('a turn has at most five throws: every throw places a die, so the fifth throw is the last', () => {
    let s = noFours();
    s = rethrow(place(roll(s, 6, 4, 4, 4, 4), 6, 0)); // throw 1
    s = rethrow(place(roll(s, 1, 4, 4, 4), 1, 1)); // throw 2
    s = rethrow(place(roll(s, 1, 4, 4), 1, 1)); // throw 3
    s = roll(s, 2, 4); // throw 4
    s = place(s, 2, 3);
    expect(gambler.legalActions(s)).toContainEqual({ type: 'rethrow' });
    s = rethrow(s);
    s = roll(s, 5); // throw 5
    expect(s.turn!.throws).toBe(5);
    s = place(s, 5, 2);
    expect(s.turn!.throws).toBe(0);
    expect(s.active).toBe(1);
  });

  it('a sixth throw is refused', () => {
    let s = noFours();
    s = roll(s, 6, 1, 4, 4, 4);
    s = place(s, 6, 0);
    const fifth = { ...s, turn: { ...s.turn!, throws: 5 } };
    expect(gambler.legalActions(fifth)).not.toContainEqual({ type: 'rethrow' });
    expectRejected(fifth, { kind: 'action', seat: 0, action: { type: 'rethrow' } }, 'throw-limit');
  });

  it('up to five dice may be placed in one turn across rows; the turn ends when none are left', () => {
    let s = roll(gameOn(DRY_GULCH), 6, 1, 1, 3, 3);
    s = place(s, 6, 0);
    s = place(s, 1, 1);
    s = place(s, 1, 1);
    s = place(s, 3, 5);
    expect(s.turn!.placed).toBe(4);
    s = place(s, 3, 2);
    expect(s.active).toBe(1);
    expect(s.rows.flat()).toHaveLength(5);
    expect(s.supply[0]).toBe(10);
  });
});

describe('hints for the table', () => {
  it('rowsForDie lists exactly the rows whose next box the die fits', () => {
    const s = roll(gameOn(DRY_GULCH), 6, 1, 4, 5, 3);
    expect(rowsForDie(s, 0)).toEqual([0, 2]); // the single 6, or start the stars
    expect(rowsForDie(s, 1)).toEqual([1, 2, 4]); // [1,1], stars, rising run
    expect(rowsForDie(s, 2)).toEqual([2, 4]); // stars, or a run 4-5-6
    expect(rowsForDie(s, 3)).toEqual([2]); // a 5 cannot start a rising run of 3
    expect(rowsForDie(place(s, 6, 0), 0)).toEqual([]); // placed dice fit nowhere
  });
});
