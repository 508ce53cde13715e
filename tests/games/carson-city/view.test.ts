// The view half's pure pieces: the table layout (every parcel, square and card
// is found again under its own centre; the squares run in resolution order
// along the top; all of it lies on the table), the resolution tour read from
// two positions (what was settled in order, the wages paid, a duel's dice and
// winner), and what the board says of a target (who is there, the duel odds).
import { describe, expect, it } from 'vitest';
import { CHARACTERS, SQUARES, duelOdds } from '../../../src/games/carson-city/index.ts';
import { CARDS_RECT, BOARD_RECT, PLATE_SIDE, MAP_CENTRE, SQUARE_ROW, cardAtPoint, cardSpot, cellAtPoint, cellSpot, squareAtPoint, squareSpot } from '../../../src/games/carson-city/view/board/layout.ts';
import { parseDuel, paidIn, visitsBetween, waitingAt } from '../../../src/games/carson-city/view/board/tour.ts';
import { targetInfo } from '../../../src/games/carson-city/view/hud/target-info.ts';
import { act, dice, run, square, turnOne } from './support.ts';

describe('carson-city view: layout', () => {
  it('every parcel, action square and character card is found under its own centre', () => {
    for (let cell = 0; cell < 64; cell++) expect(cellAtPoint(cellSpot(cell).x, cellSpot(cell).z)).toBe(cell);
    for (const q of SQUARES) expect(squareAtPoint(squareSpot(q).x, squareSpot(q).z)).toBe(q);
    for (const c of CHARACTERS) expect(cardAtPoint(cardSpot(c).x, cardSpot(c).z)).toBe(c);
  });

  it('the action squares run left to right in resolution order along the top, clear of the map', () => {
    const xs = SQUARES.map((q) => squareSpot(q).x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(SQUARE_ROW.z1).toBeLessThan(MAP_CENTRE.z - PLATE_SIDE / 2);
    expect(CARDS_RECT.x1).toBeLessThan(MAP_CENTRE.x - PLATE_SIDE / 2);
  });

  it('the whole board lies inside the table rail (120 × 80 cm)', () => {
    for (const r of [SQUARE_ROW, CARDS_RECT, BOARD_RECT]) {
      expect(Math.max(Math.abs(r.x0), Math.abs(r.x1))).toBeLessThanOrEqual(60);
      expect(Math.max(Math.abs(r.z0), Math.abs(r.z1))).toBeLessThanOrEqual(40);
    }
  });
});

/** Turn 1: Banker (seat 0, first) and Coolie; wages for seat 0, both on three roads, then both pass. */
function duelOnRoads() {
  let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
  s = run(s, act(0, { type: 'place', target: square('wages') }), act(1, { type: 'place', target: square('roads3') }), act(0, { type: 'place', target: square('roads3') }), act(1, { type: 'pass' }));
  const beforeLastPass = s;
  const resolving = run(s, act(0, { type: 'pass' }));
  return { beforeLastPass, resolving };
}

describe('carson-city view: the resolution tour', () => {
  it('the last pass settles wages (paying $4) and stops at the duel for three roads', () => {
    const { beforeLastPass, resolving } = duelOnRoads();
    const visits = visitsBetween(beforeLastPass, resolving);
    expect(visits.map((v) => v.caption)).toEqual(['wages']);
    expect(visits[0]!.paid).toEqual([{ seat: 0, amount: 4 }]);
    expect(waitingAt(resolving)).toEqual({ kind: 'square', square: 'roads3' });
  });

  it('a settled duel shows its faces, totals and winner at its square, then the squares after it', () => {
    const { resolving } = duelOnRoads();
    const after = run(resolving, dice(6), dice(1));
    const visits = visitsBetween(resolving, after);
    expect(visits[0]!.contest).toEqual({ kind: 'square', square: 'roads3' });
    const duel = visits[0]!.duel!;
    expect(duel.seats).toEqual([0, 1]);
    expect(duel.faces).toEqual([6, 1]);
    expect(duel.winner).toBe(0);
    expect(visits.some((v) => v.contest.kind === 'estate')).toBe(true);
  });

  it('reads duels and payments from the rules’ own log lines', () => {
    expect(parseDuel('Duel: Player 1 4 + 5 = 9, Player 2 3 + 2 = 5; Player 1 wins.')).toEqual({ seats: [0, 1], faces: [4, 3], totals: [9, 5], winner: 0 });
    const paid = paidIn(['Wages: Player 1, Player 1, Player 2.', 'Player 2 collects $6 parcel income.', 'Estate income: Player 1 $3, Player 2 $0.', 'Player 1 gambles: 3 + 4 = $7.']);
    expect(paid.get('wages')).toEqual([{ seat: 0, amount: 8 }, { seat: 1, amount: 4 }]);
    expect(paid.get('parcel-income')).toEqual([{ seat: 1, amount: 6 }]);
    expect(paid.get('estate')).toEqual([{ seat: 0, amount: 3 }]);
    expect(paid.get('gambling')).toEqual([{ seat: 0, amount: 7 }]);
  });
});

describe('carson-city view: what a target says', () => {
  it('a square the rival holds names who is there and the rules’ duel odds', () => {
    let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    s = run(s, act(0, { type: 'place', target: square('ammo') }));
    const info = targetInfo('q:ammo', s, 1)!;
    expect(info.there.map((p) => p.seat)).toEqual([0]);
    expect(info.odds).toBeCloseTo(duelOdds(s, 1, square('ammo')));
    expect(info.lines.at(-1)).toBe(`Your duel odds here: ${Math.round(info.odds! * 100)} %.`);
    expect(targetInfo('q:wages', s, 1)!.odds).toBeNull();
  });
});
