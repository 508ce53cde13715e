// Tableau Gulch's words for a pick (src/games/gambler/pick-words.ts): a row's
// printed hint and value, why a die or a box is refused (taken, out of
// order, no fit), why Stop and Throw again are refused, and the cursor's words.
import { describe, expect, it } from 'vitest';
import { gambler, TABLEAUX } from '../../../src/games/gambler/index.ts';
import { fittingRows, seatDice } from '../../../src/games/gambler/dice-fit.ts';
import { cursorWords, rowHint, rowValue, whyNoRethrow, whyNoStop, whyNotBox, whyNotDie } from '../../../src/games/gambler/pick-words.ts';
import type { GamblerView, RowSpec, TurnState } from '../../../src/games/gambler/types.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const f = (m: Parameters<typeof formatText>[0] | null): string | null => (m === null ? null : formatText(m));

const base = gambler.view(gambler.setup({ seed: 7, players: 2 }), 0);
const withTurn = (turn: TurnState, rows: number[][] = base.rows): GamblerView => ({ ...base, turn, rows });
const row = (shape: RowSpec['shape'], colour: RowSpec['colour'] = 'yellow', value = 4): RowSpec => ({ shape, colour, value });

describe('a row in words', () => {
  it('every row of every tableau has a hint; each kind of shape says what it asks', () => {
    for (const t of TABLEAUX) for (const spec of t.rows) expect(f(rowHint(spec))!.length).toBeGreaterThan(0);
    expect(f(rowHint(row({ kind: 'pips', pips: [6] })))).toBe('a 6');
    expect(f(rowHint(row({ kind: 'pips', pips: [1, 3, 5] })))).toBe('pips 1-3-5');
    expect(f(rowHint(row({ kind: 'stars', length: 3 })))).toBe('all equal');
    expect(f(rowHint(row({ kind: 'falling', length: 4 })))).toBe('falls −1');
    expect(rowValue(row({ kind: 'full-house' }, 'yellow', 7))).toBe('+7');
    expect(rowValue(row({ kind: 'full-house' }, 'black', 3))).toBe('−3');
  });
});

describe('why a pick is refused', () => {
  const v = withTurn({ throws: 1, placed: 1, placedSinceThrow: 1, faces: [null, 4, 6], hand: 2 }, base.rows.map((r, i) => (i === 0 ? [0] : r)));

  it('a die that fits nowhere names its face; a box names taken, out of order, or a missing die', () => {
    expect(f(whyNotDie(v, 2))).toBe('The 6 fits no row.');
    expect(f(whyNotBox(v, 0, 0, 1))).toBe('That box of row 1 is taken.');
    expect(f(whyNotBox(v, 0, 3, 1))).toBe('Row 1 fills from the left: its next box is box 2.');
    expect(f(whyNotBox(v, 1, 0, null))).toMatch(/^Pick a die first/);
    expect(f(whyNotBox(v, 1, 0, 1))).toBe('The 4 does not fit the next box of row 2.');
  });

  it('Stop and Throw again say what is missing: a placed die, the turn, or throws', () => {
    expect(f(whyNoStop(null))).toBe('Wait for your turn.');
    expect(f(whyNoStop(v))).toMatch(/^Place at least one fitting die/);
    expect(f(whyNoRethrow(withTurn({ throws: 2, placed: 1, placedSinceThrow: 0, faces: [3, 4], hand: 2 })))).toBe('Place at least one fitting die first.');
    expect(f(whyNoRethrow(v))).toBe('No throw left: five throws per turn.');
  });
});

describe('the board cursor', () => {
  it('names a die and what Enter does with it, then the picked die going to a row with its value', () => {
    const v = withTurn({ throws: 1, placed: 0, placedSinceThrow: 0, faces: [2, 5], hand: 2 });
    expect(f(cursorWords(v, { mine: false, die: 0, box: null, picked: null }))).toBe('Nothing to choose on the board now.');
    expect(f(cursorWords(v, { mine: true, die: 1, box: null, picked: null }))).toBe('Die 2 shows 5: Enter picks it.');
    expect(f(cursorWords(v, { mine: true, die: 1, box: null, picked: 1 }))).toBe('Die 2 shows 5, picked: Enter places it in its only row.');
    const r = fittingRows(v, 0)[0]!;
    const spec = v.tableau.rows[r]!;
    expect(f(cursorWords(v, { mine: true, die: null, box: { row: r, col: 0 }, picked: 0 }))).toBe(`Die 1 (2) to row ${r + 1} (${rowValue(spec)}): Enter places it.`);
    expect(f(cursorWords(v, { mine: true, die: null, box: null, picked: null }))).toMatch(/^Press an arrow key/);
  });
});

describe('a seat’s dice', () => {
  it('are its supply, plus the hand it throws only while its turn is on', () => {
    const v = withTurn({ throws: 1, placed: 0, placedSinceThrow: 0, faces: [2, 5], hand: 2 });
    expect(seatDice(v, v.active)).toBe((v.supply[v.active] ?? 0) + 2);
    const other = (v.active + 1) % v.players;
    expect(seatDice(v, other)).toBe(v.supply[other] ?? 0);
    expect(seatDice({ ...v, turn: null }, v.active)).toBe(v.supply[v.active] ?? 0);
  });
});
