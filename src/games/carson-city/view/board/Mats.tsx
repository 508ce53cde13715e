// A mat per player on the right of the map, printed on one plate (one draw)
// in a few large words and numbers: the player's colour, name and character's
// number, money, points, and beside small pictures the parcels owned, roads
// and markers in hand and cowboys to come; on each mat the cowboys in its
// reserve stand in a row and its revolvers lie below them after their count
// (the three-revolver token and the Mercenary's +3 as orange extra guns). The
// players' panel says the same in words.
import { useMemo } from 'react';
import { Pieces, PrintedPlate, openPlate, useModelShape, type Plate } from '../../../../scene/kit/index.ts';
import type { CarsonView } from '../../index.ts';
import { seatColour } from '../../table/colours.ts';
import { MAT_D, MAT_SIGN_W, MAT_W, PRINT_FLOOR_CM, PRINT_PX as PX, matSpot, matsRect } from '../../table/layout.ts';
import { matPieces, matRows, type MatRow } from '../../table/pieces.ts';
import { PLATE_WORDS } from '../../table/print.ts';
import { i18n } from '@lingui/core';
import TOWN_URL from '../../../../../models/town.glb?url';

interface MatPrint {
  names: string[];
  rows: MatRow[];
}

/** The small pictures the mat's counts stand beside (drawn by us, centred at x, y; s = their size in canvas px). */
const ICONS = {
  parcel(p: Plate, x: number, y: number, s: number, colour: string) {
    p.panel(x - s / 2, y - s / 2, s, s, 0, { fill: '#c9b27a' });
    p.panel(x - s / 2 + 4, y - s / 2 + 4, s - 8, s - 8, 0, { fill: colour });
  },
  road: (p: Plate, x: number, y: number, s: number) => p.panel(x - s / 2, y - s / 5, s, (2 * s) / 5, 4, { fill: '#8a5a34' }),
  marker: (p: Plate, x: number, y: number, s: number, colour: string) => p.disc(x, y, s / 2.4, { fill: colour, stroke: '#f7efdf', lineWidth: 3 }),
  cowboy(p: Plate, x: number, y: number, s: number) {
    p.disc(x, y - s * 0.22, s * 0.16, { fill: '#a89a80' });
    p.picture(x, y, s, '#a89a80', (g) => {
      g.fillRect(-s * 0.32, -s * 0.36, s * 0.64, s * 0.08);
      g.beginPath();
      g.moveTo(-s * 0.3, s * 0.45);
      g.lineTo(-s * 0.2, -s * 0.02);
      g.lineTo(s * 0.2, -s * 0.02);
      g.lineTo(s * 0.3, s * 0.45);
      g.fill();
    });
  },
} as const;

/**
 * Each mat's sign in three large lines: the player's name (and the number of
 * the character taken, as on its card), money and points, and counts beside
 * pictures — parcels owned, roads and property markers in hand, cowboys still
 * to come from the supply (the players' panel names them in words).
 */
function paintMats(canvas: HTMLCanvasElement, p: MatPrint): void {
  const { z0: top, z1 } = matsRect(p.rows.length);
  const plate = openPlate(canvas, { width: MAT_W, depth: z1 - top, pxPerCm: PX, floorCm: PRINT_FLOOR_CM, minSqueeze: 0 });
  const { g, cm } = plate;
  const signW = cm(MAT_SIGN_W);
  const left = 34;
  p.rows.forEach((r, seat) => {
    const y = cm(matSpot(seat).z - MAT_D / 2 - top);
    const h = cm(MAT_D);
    const colour = seatColour(seat);
    plate.panel(3, y + 3, canvas.width - 6, h - 6, 10, { fill: '#2b1b10', stroke: r.acting ? '#ffe27a' : colour, lineWidth: r.acting ? 7 : 4 });
    g.fillStyle = colour;
    g.fillRect(10, y + 10, 14, h - 20);
    // Line 1: the name, and the character's number in a disc at the sign's right.
    const head = y + cm(1.35);
    const disc = r.character === null ? 0 : cm(2.6);
    plate.caption(p.names[seat] ?? '', left, head, { ink: '#f7efdf', size: 1.8, align: 'left', maxCm: (signW - left - disc - 8) / PX });
    if (r.character !== null) {
      plate.disc(signW - cm(1.3), head, cm(1.1), { fill: '#6b3e1f' });
      plate.caption(String(r.character), signW - cm(1.3), head + 2, { ink: '#f7efdf', size: 1.7, maxCm: 1.9 });
    }
    // Line 2: money and points.
    const mid = y + cm(3.55);
    const cash = `$${r.cash}`;
    plate.caption(cash, left, mid, { ink: '#ffe6a8', size: 2.2, align: 'left', maxCm: 5.5 });
    const after = left + g.measureText(cash).width + cm(0.9);
    plate.caption(i18n._(PLATE_WORDS.points.id, { n: r.points }), after, mid, { ink: '#a8d0ff', size: 2, align: 'left', maxCm: (signW - after - 8) / PX });
    // Line 3: counts beside their pictures.
    const low = y + cm(6);
    const icon = cm(1.3);
    let x = left;
    const count = (draw: (cx: number) => void, value: number) => {
      draw(x + icon / 2);
      x += icon + cm(0.25);
      plate.caption(String(value), x, low + 2, { ink: '#f3ead8', size: 1.7, align: 'left', maxCm: 2.2 });
      x += g.measureText(String(value)).width + cm(0.7);
    };
    count((cx) => ICONS.parcel(plate, cx, low, icon, colour), r.parcels);
    count((cx) => ICONS.road(plate, cx, low, icon), r.roads);
    count((cx) => ICONS.marker(plate, cx, low, icon, colour), r.markers);
    count((cx) => ICONS.cowboy(plate, cx, low, icon * 1.2), r.supply);
    // The guns' count before the revolvers lying on the mat's right part.
    plate.caption(String(r.firepower), signW + cm(0.4), cm(matSpot(seat).z + 2.1 - top) + 2, { ink: '#ffd9b0', size: 1.8, align: 'left', maxCm: 2.2 });
  });
}

const COWBOY = { kind: 'meeple', height: 2.6, depth: 0.7, outline: 'hat' } as const;

export function Mats({ view, names }: { view: CarsonView; names: string[] }) {
  const print: MatPrint = { names, rows: matRows(view) };
  const key = `${JSON.stringify(print)}|${i18n.locale}`;
  const { x0, x1, z0, z1 } = matsRect(view.seats.length);
  const { cowboys, guns } = useMemo(() => matPieces({ seats: view.seats }), [view.seats]);
  return (
    <group name="cc-mats">
      <PrintedPlate name="cc-mats-plate" paint={(c) => paintMats(c, print)} printKey={key} width={x1 - x0} depth={z1 - z0} position={[(x0 + x1) / 2, 0.1, (z0 + z1) / 2]} floorCm={PRINT_FLOOR_CM} cutOut />
      <Pieces shape={COWBOY} pieces={cowboys} look={{ roughness: 0.6 }} name="cc-reserves" />
      <Pieces shape={useModelShape(TOWN_URL, 'revolver')} pieces={guns} look={{ roughness: 0.5 }} name="cc-revolvers" />
    </group>
  );
}
