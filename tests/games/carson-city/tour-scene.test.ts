// What the resolution tour shows (table/tour-scene.ts): nothing while seats
// place; a duel waiting for dice frames its square with the tray and shows the
// faces thrown so far; a settled duel visited frames its square, lays its dice
// there and signs the result; estate income signs over the map. Also where the
// set-up dice are shown once landed, and the mats' counts in words.
import { describe, expect, it } from 'vitest';
import { settledBetween } from '../../../src/games/carson-city/rules/settled.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { pendingDuelSign, settledSign } from '../../../src/games/carson-city/rules/turn-words.ts';
import { MAP_ORIGIN, cellAtPoint, contestRect, landingSpots, squareSpot } from '../../../src/games/carson-city/table/layout.ts';
import { handWords } from '../../../src/games/carson-city/table/print.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';
import { tourScene, visitDwell } from '../../../src/games/carson-city/table/tour-scene.ts';
import { act, dice, run, square, turnOne } from './support.ts';

const ROADS = { kind: 'square', square: 'roads3' } as const;

/** Both seats on three roads (a duel), seat 0 on wages; everyone passes: resolution stops at the duel. */
function duelOnRoads() {
  let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
  s = run(s, act(0, { type: 'place', target: square('wages') }), act(1, { type: 'place', target: square('roads3') }), act(0, { type: 'place', target: square('roads3') }), act(1, { type: 'pass' }));
  return run(s, act(0, { type: 'pass' }));
}

describe('carson-city table: the resolution tour', () => {
  it('shows nothing while the seats place', () => {
    expect(tourScene(turnOne(2), null)).toEqual({ frame: null, dice: null, sign: null });
  });

  it('a duel waiting for dice frames its square with the tray and shows the faces thrown so far', () => {
    const waiting = run(duelOnRoads(), dice(5));
    const t = tourScene(waiting, null);
    expect(t.frame?.rect).toEqual(contestRect(ROADS, true));
    expect(t.dice).toEqual({ at: squareSpot('roads3'), faces: [5], n: 2 });
    expect(t.sign).toEqual({ at: squareSpot('roads3'), lines: pendingDuelSign(ROADS, { seats: [0, 1], faces: [5] }), estate: false });
  });

  it('a settled duel visited frames its square, lays its dice there and signs who won; the estate signs over the map', () => {
    const resolving = duelOnRoads();
    const settled = settledBetween(resolving, run(resolving, dice(6), dice(1)));
    const t = tourScene(resolving, settled[0]!);
    expect(t.frame?.rect).toEqual(contestRect(ROADS, false));
    expect(t.dice).toEqual({ at: squareSpot('roads3'), faces: [6, 1], n: 2 });
    expect(t.sign).toEqual({ at: squareSpot('roads3'), lines: settledSign(settled[0]!), estate: false });
    const estate = settled.find((v) => v.contest.kind === 'estate')!;
    expect(tourScene(resolving, estate).sign?.estate).toBe(true);
    expect(tourScene(resolving, estate).dice).toBeNull();
  });
});

describe('carson-city table: the tour’s pace', () => {
  it('dwells longer where money was paid or a duel fought, shorter when many visits wait or the bots are quick', () => {
    const quiet = { paid: [], duel: null };
    const paid = { paid: [{ seat: 0, amount: 4 }], duel: null };
    expect(visitDwell(paid, 10, true)).toBeGreaterThan(visitDwell(quiet, 0, false));
    expect(visitDwell(quiet, 7, false)).toBeLessThan(visitDwell(quiet, 2, false));
    expect(visitDwell(quiet, 2, true)).toBe(visitDwell(quiet, 7, false));
    expect(visitDwell({ paid: [], duel: { seats: [0, 1], faces: [6, 1], totals: [6, 1], winner: 0 } }, 10, true)).toBe(visitDwell(paid, 0, false));
  });
});

describe('carson-city table: set-up dice and the mats in words', () => {
  it('a landed pair shows its column die in front of the map under its column, its row die left of the map by its row', () => {
    const cell = cellAt(2, 5);
    const { column, row } = landingSpots(cell);
    expect(cellAtPoint(column.x, column.z)).toBeNull();
    expect(cellAtPoint(column.x, column.z - 8)).toBe(cellAt(2, 7));
    expect(row.x).toBeLessThan(MAP_ORIGIN.x);
    expect(cellAtPoint(row.x + 6, row.z)).toBe(cellAt(0, 5));
  });

  it('says what a mat counts beside its pictures', () => {
    expect(formatMessage(handWords({ roads: 1, markers: 3, supply: 1 }))).toBe('1 road and 3 markers in hand, 1 more cowboy to come.');
    expect(formatMessage(handWords({ roads: 0, markers: 1, supply: 4 }))).toBe('0 roads and 1 marker in hand, 4 more cowboys to come.');
  });
});
