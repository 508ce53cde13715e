// Scenario tests for scoring rows, debt, and the end of rounds and games.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../src/i18n/format-message.ts';
import { gambler } from '../../../src/games/gambler/index.ts';
import { BANK_START, totalChips } from '../../../src/games/gambler/data/constants.ts';
import { currentTableau } from '../../../src/games/gambler/rules/flow.ts';
import { arrange, gameOn, place, roll, stop } from './helpers.ts';

// Tableau 3 (Mesquite Creek): r1 [6,6] yellow 14 · r2 five stars yellow 25 · r3 [3] black 7 ·
// r4 rising run of 4 yellow 21 · r5 [2,2,2] black 15 · r6 [4,5] yellow 14.
const MESQUITE_CREEK = 3;
// Tableau 1 (Dry Gulch): r1 [6] yellow 9 · r2 [1,1] black 11 · r3 three stars yellow 14 ·
// r4 [2,4,6] yellow 19 · r5 rising run of 3 yellow 16 · r6 [3,3] black 11.
const DRY_GULCH = 1;
/** Dry Gulch with every box filled but the single 6 of row 1 (13 dice on it). */
const ALL_BUT_THE_SIX = [[], [1, 1], [3, 3, 3], [2, 4, 6], [1, 2, 3], [3, 3]];

describe('scoring rows', () => {
  it('a yellow row pays its value from the bank to whoever places its last die, not to who started it', () => {
    let s = gameOn(MESQUITE_CREEK);
    s = stop(place(roll(s, 6, 1, 1, 1, 1), 6, 0));
    s = place(roll(s, 6, 2, 2, 4, 4), 6, 0);
    expect(s.chips).toEqual([80, 94]);
    expect(s.bank).toBe(BANK_START - 14);
    expect(formatText(s.log.at(-1)!)).toBe('Player 2 placed a 6 in row 1 and collected 14.');
  });

  it('a black row costs its value, paid into the bank by whoever places its last die', () => {
    let s = gameOn(MESQUITE_CREEK);
    s = place(roll(s, 3, 1, 1, 1, 1), 3, 2);
    expect(s.chips).toEqual([73, 80]);
    expect(s.bank).toBe(BANK_START + 7);
    expect(formatText(s.log.at(-1)!)).toBe('Player 1 placed a 3 in row 3 and paid 7.');
  });

  it('a player who cannot pay gives everything he has and plays on at 0', () => {
    let s = arrange(gameOn(MESQUITE_CREEK), { chips: [5, 80] });
    s = stop(place(roll(s, 3, 1, 1, 1, 1), 3, 2));
    expect(s.chips[0]).toBe(0);
    expect(s.chips[0]! + s.chips[1]! + s.bank).toBe(totalChips(2));
    expect(formatText(s.log.at(-2)!)).toMatch(/owed 7: paid all 5 chips and plays on at 0/);
    s = stop(place(roll(s, 6, 1, 1, 1, 1), 6, 0));
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0 });
  });

  it('several rows may be completed in one turn, each scored', () => {
    let s = arrange(gameOn(MESQUITE_CREEK), { rows: [[6], [], [], [], [], [4]], supply: [13, 15] });
    s = roll(s, 6, 5, 3, 1, 1);
    s = place(place(place(s, 6, 0), 5, 5), 3, 2);
    expect(s.chips[0]).toBe(80 + 14 + 14 - 7);
  });

  it('star rows are independent: the same number may start several of them, and a full house may repeat it', () => {
    // Tableau 2 (Dry Gulch at Dusk): r1 four stars yellow 19, r6 full house yellow 22.
    let s = gameOn(2);
    s = roll(s, 2, 2, 2, 2, 2);
    s = place(place(place(s, 2, 0), 2, 5), 2, 5);
    expect(s.rows[0]).toEqual([2]);
    expect(s.rows[5]).toEqual([2, 2]);
  });
});

describe('the end of a round', () => {
  it('filling the last free box scores the row and ends the round and the turn; dice are shared out again', () => {
    let s = arrange(gameOn(DRY_GULCH, 4), { rows: ALL_BUT_THE_SIX, supply: [4, 4, 4, 3], active: 2 });
    const next = s.stack[1]!;
    s = roll(s, 6, 1, 1, 2);
    s = place(s, 6, 0);
    expect(s.chips).toEqual([80, 80, 89, 80]);
    expect(s.round).toBe(2);
    expect(currentTableau(s).id).toBe(next);
    expect(s.rows).toEqual([[], [], [], [], [], []]);
    // 30 dice over 4 players: 7 each, 2 aside; the new starter has taken 5 of its 7.
    expect([...s.supply.map((d, i) => d + (i === s.active ? s.turn!.hand : 0))]).toEqual([7, 7, 7, 7]);
    expect(s.aside).toBe(2);
    expect(s.log.map(formatText)).toContain('Round 1 (Dry Gulch) is over: the tableau is full.');
  });

  it('the left neighbour of whoever placed the last die starts the next round', () => {
    let s = arrange(gameOn(DRY_GULCH, 4), { rows: ALL_BUT_THE_SIX, supply: [4, 4, 4, 3], active: 2 });
    s = place(roll(s, 6, 1, 1, 2), 6, 0);
    expect(s.roundStarter).toBe(3);
    expect(gambler.awaiting(s)).toMatchObject({ kind: 'throw', seat: 3, dice: ['d6', 'd6', 'd6', 'd6', 'd6'] });
    let t = arrange(gameOn(DRY_GULCH, 4), { rows: ALL_BUT_THE_SIX, supply: [4, 4, 4, 3], active: 3 });
    t = place(roll(t, 6, 1, 1), 6, 0);
    expect(t.roundStarter).toBe(0);
  });

  it('chips carry over into the next round', () => {
    let s = arrange(gameOn(DRY_GULCH), { rows: ALL_BUT_THE_SIX, supply: [8, 9], chips: [120, 40] });
    s = place(roll(s, 6, 1, 1, 2, 2), 6, 0);
    expect(s.round).toBe(2);
    expect(s.chips).toEqual([129, 40]);
  });

  it('ours: a round whose tableau sees three laps without a die placed is abandoned', () => {
    const start = arrange(gameOn(DRY_GULCH), { rows: [[], [], [5], [], [1], []], supply: [14, 14], lastPlacer: 1 });
    let s = start;
    for (let k = 0; k < 5; k++) s = roll(s, 4, 4, 4, 4, 4);
    expect(s.round).toBe(1);
    s = roll(s, 4, 4, 4, 4, 4);
    expect(s.round).toBe(2);
    expect(s.log.map(formatText)).toContain('Round 1 (Dry Gulch) is abandoned: 3 laps passed without a die placed.');
    expect(s.roundStarter).toBe(0);
  });
});

describe('the end of the game', () => {
  it('by default the game ends when the tenth tableau is done; scores are the chips', () => {
    let s = arrange(gameOn(DRY_GULCH), { rows: ALL_BUT_THE_SIX, supply: [8, 9], round: 10 });
    expect(gambler.result(s)).toBeNull();
    s = place(roll(s, 6, 1, 1, 2, 2), 6, 0);
    expect(gambler.awaiting(s)).toEqual({ kind: 'end' });
    expect(gambler.legalActions(s)).toEqual([]);
    const r = gambler.result(s)!;
    expect(r.scores).toEqual([89, 80]);
    expect(r.ranking).toEqual([[0], [1]]);
    expect(formatText(r.summary)).toMatch(/tenth tableau/);
    expect(gambler.invariants(s)).toEqual([]);
  });

  it('with the reach-500 option the game ends the moment a player reaches 500', () => {
    let s = arrange(gameOn(MESQUITE_CREEK, 2, 'reach-500'), { rows: [[6], [], [], [], [], []], supply: [14, 15], chips: [490, 80] });
    s = place(roll(s, 6, 1, 1, 1, 1), 6, 0);
    expect(s.over).toBe(true);
    expect(formatText(gambler.result(s)!.summary)).toMatch(/Player 1 reached 500 chips/);
    expect(gambler.result(s)!.ranking[0]).toEqual([0]);
    expect(gambler.invariants(s)).toEqual([]);
  });

  it('without the option, 500 chips do not end the game', () => {
    let s = arrange(gameOn(MESQUITE_CREEK), { rows: [[6], [], [], [], [], []], supply: [14, 15], chips: [490, 80] });
    s = place(roll(s, 6, 1, 1, 1, 1), 6, 0);
    expect(s.over).toBe(false);
  });

  it('ours: the reach-500 game goes past the tenth tableau, and ends anyway after the twentieth', () => {
    const end = (round: number) => {
      const s = arrange(gameOn(DRY_GULCH, 2, 'reach-500'), { rows: ALL_BUT_THE_SIX, supply: [8, 9], round });
      return place(roll(s, 6, 1, 1, 2, 2), 6, 0);
    };
    expect(end(10).over).toBe(false);
    expect(end(10).round).toBe(11);
    expect(end(20).over).toBe(true);
    expect(formatText(gambler.result(end(20))!.summary)).toMatch(/whole stack/);
  });

  it('ours: equal chips are split by who paid less into the bank; otherwise the place is shared', () => {
    const finish = (paid: number[]) => {
      let s = arrange(gameOn(DRY_GULCH), { rows: ALL_BUT_THE_SIX, supply: [8, 9], round: 10, chips: [91, 100] });
      s = { ...s, paid };
      return gambler.result(place(roll(s, 6, 1, 1, 2, 2), 6, 0))!;
    };
    expect(finish([0, 11]).scores).toEqual([100, 100]);
    expect(finish([0, 11]).ranking).toEqual([[0], [1]]);
    expect(finish([22, 11]).ranking).toEqual([[1], [0]]);
    expect(finish([11, 11]).ranking).toEqual([[0, 1]]);
    expect(formatText(finish([11, 11]).summary)).toMatch(/share first place/);
  });
});
