// What Tableau Gulch prints on its table (src/games/gambler/table-words.ts)
// and the board facts it prints from (dice-fit.ts: the open boxes, the rows scored).
import { describe, expect, it } from 'vitest';
import { gambler, rowLength } from '../../../src/games/gambler/index.ts';
import { openBoxes, scoredRows } from '../../../src/games/gambler/dice-fit.ts';
import { dieTag, seatSignCount, stackSign, tableauSubtitle } from '../../../src/games/gambler/table-words.ts';
import type { GamblerView, TurnState } from '../../../src/games/gambler/types.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const f = (m: Parameters<typeof formatText>[0] | null): string | null => (m === null ? null : formatText(m));

const base = gambler.view(gambler.setup({ seed: 7, players: 2 }), 0);
const turn = (faces: (number | null)[]): TurnState => ({ throws: 1, placed: 0, placedSinceThrow: 0, faces, hand: faces.length });
const full = (row: number) => Array<number>(rowLength(base.tableau.rows[row]!.shape)).fill(0);

describe('the table’s words', () => {
  it('the subtitle names the tableau’s place in the game and its board and side', () => {
    expect(f(tableauSubtitle(base))).toBe(`Tableau ${base.round} of ${base.rounds} · board ${base.tableau.board}, side ${base.tableau.side}`);
  });

  it('the stack counts the tableaux left, and how many more are played (fewer under the tenth-tableau end)', () => {
    const v: GamblerView = { ...base, stackLeft: 7, round: 4, rounds: 10 };
    const tenth = stackSign({ ...v, end: 'tenth-tableau' });
    expect([f(tenth.title), f(tenth.count)]).toEqual(['7 tableaux', '6 more to play']);
    expect(f(stackSign({ ...v, end: 'reach-500' }).count)).toBe('7 more to play');
    expect(f(stackSign({ ...v, stackLeft: 1 }).title)).toBe('1 tableau');
  });

  it('a seat’s sign counts its chips and its dice, one die in the singular', () => {
    const v: GamblerView = { ...base, chips: [30, 12], supply: [1, 4], turn: null };
    expect(f(seatSignCount(v, 0))).toBe('30 chips · 1 die');
    expect(f(seatSignCount(v, 1))).toBe('12 chips · 4 dice');
  });

  it('a thrown die’s tag is its number, crossed when it fits no row, and none once placed', () => {
    const free = base.tableau.rows.findIndex((r) => r.shape.kind === 'stars');
    const rows = base.rows.map((_, r) => (r === free ? [] : full(r)));
    const v: GamblerView = { ...base, rows, turn: turn([3, null]) };
    expect(dieTag(v, 0)).toEqual({ text: '1', fits: true });
    expect(dieTag(v, 1)).toBeNull();
    const none: GamblerView = { ...base, rows: base.rows.map((_, r) => full(r)), turn: turn([3]) };
    expect(dieTag(none, 0)).toEqual({ text: '1 ✕', fits: false });
  });
});

describe('board facts', () => {
  it('the open boxes are each unfilled row’s next box; full rows are scored and open none', () => {
    const rows = base.rows.map((_, r) => (r === 0 ? full(0) : r === 1 ? [5] : []));
    const v: GamblerView = { ...base, rows };
    expect(openBoxes(v)).toEqual(base.tableau.rows.flatMap((_, r) => (r === 0 ? [] : [{ row: r, col: r === 1 ? 1 : 0 }])));
    expect(scoredRows(v)).toEqual(base.tableau.rows.map((_, r) => r === 0));
  });
});
