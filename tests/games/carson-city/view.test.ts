// The view half's pure pieces: the table layout (every parcel, square and card
// is found again under its own centre; the squares run in resolution order
// along the top; all of it lies on the table), and what the board says of a
// target (who is there, the duel odds).
import { describe, expect, it } from 'vitest';
import { CHARACTERS, SQUARES, cardKey, cellKey, duelOdds, squareKey } from '../../../src/games/carson-city/index.ts';
import { CARDS_RECT, BOARD_RECT, PLATE_SIDE, MAP_CENTRE, SQUARE_ROW, cardAtPoint, cardSpot, cellAtPoint, cellSpot, signSpot, squareAtPoint, squareSpot, targetAt, targetSpot } from '../../../src/games/carson-city/table/layout.ts';
import { targetInfo } from '../../../src/games/carson-city/rules/board-targets.ts';
import { act, run, square, turnOne } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

describe('carson-city view: layout', () => {
  it('every parcel, action square and character card is found under its own centre', () => {
    for (let cell = 0; cell < 64; cell++) expect(cellAtPoint(cellSpot(cell).x, cellSpot(cell).z)).toBe(cell);
    for (const q of SQUARES) expect(squareAtPoint(squareSpot(q).x, squareSpot(q).z)).toBe(q);
    for (const c of CHARACTERS) expect(cardAtPoint(cardSpot(c).x, cardSpot(c).z)).toBe(c);
  });

  it('every target is found again under the spot where it is lit and tapped; the table between them is no target', () => {
    const keys = [...Array.from({ length: 64 }, (_, cell) => cellKey(cell)), ...SQUARES.map(squareKey), ...CHARACTERS.map(cardKey)];
    for (const key of keys) {
      const spot = targetSpot(key)!;
      expect(targetAt(spot.x, spot.z)).toBe(key);
    }
    expect(targetAt(BOARD_RECT.x0, BOARD_RECT.z1)).toBeNull();
    expect(targetSpot('nothing')).toBeNull();
  });

  it('a sign over a square or parcel stays on the board; a card has none', () => {
    for (const key of [...SQUARES.map(squareKey), cellKey(0), cellKey(63)]) {
      const at = signSpot(key)!;
      expect(at.x - 7).toBeGreaterThanOrEqual(BOARD_RECT.x0);
      expect(at.x + 7).toBeLessThanOrEqual(BOARD_RECT.x1);
    }
    expect(signSpot(cellKey(27))).toEqual({ x: cellSpot(27).x, z: cellSpot(27).z + 3.2 });
    expect(signSpot(cardKey('banker'))).toBeNull();
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

describe('carson-city view: what a target says', () => {
  it('a square the rival holds names who is there and the rules’ duel odds', () => {
    let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    s = run(s, act(0, { type: 'place', target: square('ammo') }));
    const info = targetInfo('q:ammo', s, 1)!;
    expect(info.there.map((p) => p.seat)).toEqual([0]);
    expect(info.odds).toBeCloseTo(duelOdds(s, 1, square('ammo')));
    // The odds line is a message of its own kind (read here in English, the tests' catalog).
    expect(info.lines.at(-1)!.kind).toBe('odds');
    expect(formatMessage(info.lines.at(-1)!.said)).toBe(`Your duel odds here: ${Math.round(info.odds! * 100)} %.`);
    expect(targetInfo('q:wages', s, 1)!.odds).toBeNull();
  });
});
