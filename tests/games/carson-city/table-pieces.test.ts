// Where a position's pieces stand on the table (table/pieces.ts): each owned
// parcel gets its owner's tile and marker, each house, mountain and building
// stands on its parcel, a road lies along its edge, cowboys sharing a target
// stand apart, a mat holds its seat's reserve and revolvers, and the 1858
// marker leaves its track for the square it shut.
import { describe, expect, it } from 'vitest';
import { BUILD_PRICES, parcelEdges, type SquareId } from '../../../src/games/carson-city/index.ts';
import { view } from '../../../src/games/carson-city/rules/view.ts';
import { cloneState } from '../../../src/games/carson-city/rules/state.ts';
import { seatColour, WHITE_COWBOY } from '../../../src/games/carson-city/table/colours.ts';
import { CELL, cellAtPoint, cellSpot, matSpot, MAT_D, MAT_W, rowBuildingSpot, squareSpot, TRACK_Z, SQUARE_W } from '../../../src/games/carson-city/table/layout.ts';
import { actingSeat, buildingPieces, matPieces, matRows, placedCowboys, townPieces, trackMarker } from '../../../src/games/carson-city/table/pieces.ts';
import { CENTRE, MOUNTAIN_CELLS, act, giveCash, own, put, run, square, turnOne } from './support.ts';

const near = (p: { x: number; z: number }, q: { x: number; z: number }) => Math.hypot(p.x - q.x, p.z - q.z);

describe('carson-city table: the town map’s pieces', () => {
  it('an owned parcel has its owner’s tile and marker on it; houses and mountains stand on theirs', () => {
    const s = cloneState(turnOne(2));
    own(s, 1, 10);
    const t = townPieces(view(s, 0));
    expect(t.tiles).toHaveLength(1);
    expect(t.tiles[0]).toMatchObject({ ...cellSpot(10), colour: seatColour(1) });
    expect(cellAtPoint(t.markers[0]!.x, t.markers[0]!.z)).toBe(10);
    expect(t.markers[0]!.colour).toBe(seatColour(1));
    expect(t.houses.map((h) => cellAtPoint(h.x, h.z))).toEqual([CENTRE]);
    expect(t.mountains.map((m) => cellAtPoint(m.x, m.z)).sort((a, b) => a! - b!)).toEqual([...MOUNTAIN_CELLS].sort((a, b) => a - b));
  });

  it('a road lies centred on its edge, long along it', () => {
    const s = cloneState(turnOne(2));
    // Parcel 10's far edge (along x) and its left edge (along z).
    const [far, , left] = parcelEdges(10);
    s.roads = [far!, left!];
    const [alongX, alongZ] = townPieces(view(s, 0)).roads;
    const c = cellSpot(10);
    expect(alongX!.scale).toEqual([CELL + 0.5, 0.3, 0.7]);
    expect([alongX!.x, alongX!.z]).toEqual([expect.closeTo(c.x), expect.closeTo(c.z - CELL / 2)]);
    expect(alongZ!.scale).toEqual([0.7, 0.3, CELL + 0.5]);
    expect([alongZ!.x, alongZ!.z]).toEqual([expect.closeTo(c.x - CELL / 2), expect.closeTo(c.z)]);
  });

  it('a building stands on its parcel, and the row’s offer on its construction square', () => {
    const s = cloneState(turnOne(2));
    put(s, 20, 'ranch', 0);
    const v = view(s, 0);
    const byKind = buildingPieces(v);
    expect(byKind.get('ranch')!.some((p) => cellAtPoint(p.x, p.z) === 20)).toBe(true);
    v.row.forEach((kind, i) => {
      if (!kind) return;
      const spot = rowBuildingSpot(`build${BUILD_PRICES[i]}` as SquareId);
      expect(byKind.get(kind)!.some((p) => near(p, spot) < 1e-9)).toBe(true);
    });
    const total = [...byKind.values()].reduce((n, l) => n + l.length, 0);
    expect(total).toBe(1 + v.row.filter(Boolean).length);
  });
});

describe('carson-city table: cowboys, mats and the 1858 marker', () => {
  it('cowboys on one target stand apart, on it, in their colours (the white one white)', () => {
    let s = run(turnOne(2), act(0, { type: 'character', character: 'sheriff' }), act(1, { type: 'character', character: 'coolie' }));
    s = run(s, act(0, { type: 'place', target: square('ammo') }), act(1, { type: 'place', target: square('ammo') }), act(0, { type: 'place', target: square('wages'), white: true }));
    const cowboys = placedCowboys(view(s, 0).placements);
    expect(cowboys).toHaveLength(3);
    const onAmmo = cowboys.filter((p) => Math.abs(p.x - squareSpot('ammo').x) < SQUARE_W / 2);
    expect(onAmmo.map((p) => p.colour).sort()).toEqual([seatColour(0), seatColour(1)].sort());
    expect(near(onAmmo[0]!, onAmmo[1]!)).toBeGreaterThan(0.9);
    expect(cowboys.find((p) => Math.abs(p.x - squareSpot('wages').x) < SQUARE_W / 2)!.colour).toBe(WHITE_COWBOY);
  });

  it('each mat holds its seat’s reserve and revolvers, and prints its money and the acting seat', () => {
    const s = cloneState(turnOne(3));
    giveCash(s, 2, 7);
    const v = view(s, 0);
    const { cowboys, guns } = matPieces(v);
    expect(cowboys).toHaveLength(v.seats.reduce((n, x) => n + x.reserve, 0));
    expect(guns).toHaveLength(v.seats.reduce((n, x) => n + x.firepower, 0));
    for (const p of [...cowboys, ...guns]) {
      const seat = v.seats.findIndex((_, i) => Math.abs(p.z - matSpot(i).z) <= MAT_D / 2 && Math.abs(p.x - matSpot(i).x) <= MAT_W / 2);
      expect(seat).toBeGreaterThanOrEqual(0);
    }
    const rows = matRows(v);
    expect(rows[2]!.cash).toBe(v.seats[2]!.cash);
    expect(actingSeat(v)).toBe(v.order[0]);
    expect(rows.map((r) => r.acting)).toEqual(v.seats.map((x) => x.seat === v.order[0]));
  });

  it('the 1858 marker starts on its track and then sits on the buying square it shut', () => {
    expect(trackMarker(0).z).toBe(TRACK_Z);
    const shut = trackMarker(1);
    expect(Math.abs(shut.x - squareSpot('buy2').x)).toBeLessThan(1e-9);
    expect(shut.z).toBeLessThan(TRACK_Z);
  });
});
