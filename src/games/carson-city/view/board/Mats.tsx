// A mat per player on the right of the map, printed on one plate (one draw)
// in a few large words and numbers: the player's colour, name and character's
// number, money, points, and beside small pictures the parcels owned, roads
// and markers in hand and cowboys to come; on each mat the cowboys in its
// reserve stand in a row and its revolvers lie below them after their count
// (the three-revolver token and the Mercenary's +3 as orange extra guns). The
// players' panel says the same in words.
import { useMemo } from 'react';
import { Pieces, useKick, useModelShape, type Piece } from '../../../../scene/kit/index.ts';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { CHARACTER_INFO, type CarsonView } from '../../index.ts';
import { seatColour } from './colours.ts';
import { MAT_D, MAT_SIGN_W, MAT_W, MAT_X, PRINT_FLOOR_CM, matSpot, reserveSlot, revolverSlot } from './layout.ts';
import { printCaption } from '../../../../scene/kit/index.ts';
import { paintedText } from '../../../../scene/painted-text.ts';
import TOWN_URL from '../../../../../models/town.glb?url';

const PX = 24;
/** The smallest type printed (no caption is printed smaller), canvas px. */
const FLOOR_PX = Math.ceil(PRINT_FLOOR_CM * PX);

interface MatPrint {
  names: string[];
  rows: { cash: number; points: number; roads: number; markers: number; parcels: number; firepower: number; character: number | null; supply: number; acting: boolean }[];
}

/** The small pictures the mat's counts stand beside (drawn by us, centred at x, y; s = their size in canvas px). */
const ICONS = {
  parcel(g: CanvasRenderingContext2D, x: number, y: number, s: number, colour: string) {
    g.fillStyle = '#c9b27a';
    g.fillRect(x - s / 2, y - s / 2, s, s);
    g.fillStyle = colour;
    g.fillRect(x - s / 2 + 4, y - s / 2 + 4, s - 8, s - 8);
  },
  road(g: CanvasRenderingContext2D, x: number, y: number, s: number) {
    g.fillStyle = '#8a5a34';
    g.beginPath();
    g.roundRect(x - s / 2, y - s / 5, s, (2 * s) / 5, 4);
    g.fill();
  },
  marker(g: CanvasRenderingContext2D, x: number, y: number, s: number, colour: string) {
    g.fillStyle = colour;
    g.beginPath();
    g.arc(x, y, s / 2.4, 0, Math.PI * 2);
    g.fill();
    g.lineWidth = 3;
    g.strokeStyle = '#f7efdf';
    g.stroke();
  },
  cowboy(g: CanvasRenderingContext2D, x: number, y: number, s: number) {
    g.fillStyle = '#a89a80';
    g.beginPath();
    g.arc(x, y - s * 0.22, s * 0.16, 0, Math.PI * 2);
    g.fill();
    g.fillRect(x - s * 0.32, y - s * 0.36, s * 0.64, s * 0.08);
    g.beginPath();
    g.moveTo(x - s * 0.3, y + s * 0.45);
    g.lineTo(x - s * 0.2, y - s * 0.02);
    g.lineTo(x + s * 0.2, y - s * 0.02);
    g.lineTo(x + s * 0.3, y + s * 0.45);
    g.fill();
  },
} as const;

/**
 * Each mat's sign in three large lines: the player's name (and the number of
 * the character taken, as on its card), money and points, and counts beside
 * pictures — parcels owned, roads and property markers in hand, cowboys still
 * to come from the supply (the players' panel names them in words).
 */
function paintMats(canvas: HTMLCanvasElement, p: MatPrint): void {
  const n = p.rows.length;
  const top = matSpot(0).z - MAT_D / 2;
  const bottom = matSpot(n - 1).z + MAT_D / 2;
  canvas.width = Math.round(MAT_W * PX);
  canvas.height = Math.round((bottom - top) * PX);
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, canvas.width, canvas.height);
  const signW = MAT_SIGN_W * PX;
  const left = 34;
  p.rows.forEach((r, seat) => {
    const y = (matSpot(seat).z - MAT_D / 2 - top) * PX;
    const h = MAT_D * PX;
    const colour = seatColour(seat);
    g.fillStyle = '#2b1b10';
    g.beginPath();
    g.roundRect(3, y + 3, canvas.width - 6, h - 6, 10);
    g.fill();
    g.lineWidth = r.acting ? 7 : 4;
    g.strokeStyle = r.acting ? '#ffe27a' : colour;
    g.stroke();
    g.fillStyle = colour;
    g.fillRect(10, y + 10, 14, h - 20);
    g.textBaseline = 'middle';
    // Line 1: the name, and the character's number in a disc at the sign's right.
    const head = y + 1.35 * PX;
    const disc = r.character === null ? 0 : 2.6 * PX;
    g.textAlign = 'left';
    g.fillStyle = '#f7efdf';
    printCaption(g, p.names[seat] ?? `Player ${seat + 1}`, left, head, signW - left - disc - 8, 1.8 * PX, FLOOR_PX, true);
    if (r.character !== null) {
      const cx = signW - 1.3 * PX;
      g.fillStyle = '#6b3e1f';
      g.beginPath();
      g.arc(cx, head, 1.1 * PX, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#f7efdf';
      g.textAlign = 'center';
      printCaption(g, String(r.character), cx, head + 2, 1.9 * PX, 1.7 * PX, FLOOR_PX, true);
    }
    // Line 2: money and points.
    const mid = y + 3.55 * PX;
    g.textAlign = 'left';
    g.fillStyle = '#ffe6a8';
    const cash = `$${r.cash}`;
    printCaption(g, cash, left, mid, 5.5 * PX, 2.2 * PX, FLOOR_PX, true);
    const after = left + g.measureText(cash).width + 0.9 * PX;
    g.fillStyle = '#a8d0ff';
    printCaption(g, `${r.points} pts`, after, mid, signW - after - 8, 2 * PX, FLOOR_PX, true);
    // Line 3: counts beside their pictures.
    const low = y + 6 * PX;
    const icon = 1.3 * PX;
    let x = left;
    const count = (draw: (cx: number) => void, value: number) => {
      draw(x + icon / 2);
      x += icon + 0.25 * PX;
      g.fillStyle = '#f3ead8';
      g.textAlign = 'left';
      printCaption(g, String(value), x, low + 2, 2.2 * PX, 1.7 * PX, FLOOR_PX, true);
      x += g.measureText(String(value)).width + 0.7 * PX;
    };
    count((cx) => ICONS.parcel(g, cx, low, icon, colour), r.parcels);
    count((cx) => ICONS.road(g, cx, low, icon), r.roads);
    count((cx) => ICONS.marker(g, cx, low, icon, colour), r.markers);
    count((cx) => ICONS.cowboy(g, cx, low, icon * 1.2), r.supply);
    // The guns' count before the revolvers lying on the mat's right part.
    g.fillStyle = '#ffd9b0';
    g.textAlign = 'left';
    printCaption(g, String(r.firepower), signW + 0.4 * PX, (matSpot(seat).z + 2.1 - top) * PX + 2, 2.2 * PX, 1.8 * PX, FLOOR_PX, true);
  });
}

const COWBOY = { kind: 'meeple', height: 2.6, depth: 0.7, outline: 'hat' } as const;

export function Mats({ view, names }: { view: CarsonView; names: string[] }) {
  const kick = useKick();
  const acting = view.phase.kind === 'place' || view.phase.kind === 'character' ? view.order[view.phase.index] : null;
  const print: MatPrint = {
    names,
    rows: view.seats.map((s) => ({
      cash: s.cash,
      points: s.points,
      roads: s.roads,
      markers: s.markers,
      parcels: s.parcels,
      firepower: s.firepower,
      character: s.character ? CHARACTER_INFO[s.character].number : null,
      supply: s.supply,
      acting: s.seat === acting,
    })),
  };
  const key = JSON.stringify(print);
  const texture = usePaintedTexture((c) => paintMats(c, JSON.parse(key) as MatPrint), key, kick);
  const n = view.seats.length;
  const top = matSpot(0).z - MAT_D / 2;
  const bottom = matSpot(n - 1).z + MAT_D / 2;
  const { cowboys, guns } = useMemo(() => {
    const c: Piece[] = [];
    const r: Piece[] = [];
    view.seats.forEach((s) => {
      for (let i = 0; i < s.reserve; i++) c.push({ ...reserveSlot(s.seat, i), y: 0.15, colour: seatColour(s.seat) });
      for (let i = 0; i < s.firepower; i++) r.push({ ...revolverSlot(s.seat, i), y: 0.15, yaw: 0.3, colour: i < s.revolvers ? '#ffffff' : '#ffb070' });
    });
    return { cowboys: c, guns: r };
  }, [view.seats]);
  return (
    <group name="cc-mats">
      <mesh name="cc-mats-plate" userData={paintedText(FLOOR_PX / PX)} position={[MAT_X, 0.1, (top + bottom) / 2]} rotation-x={-Math.PI / 2}>
        <planeGeometry args={[MAT_W, bottom - top]} />
        <meshStandardMaterial map={texture} transparent alphaTest={0.05} roughness={0.9} />
      </mesh>
      <Pieces shape={COWBOY} pieces={cowboys} look={{ roughness: 0.6 }} name="cc-reserves" />
      <Pieces shape={useModelShape(TOWN_URL, 'revolver')} pieces={guns} look={{ roughness: 0.5 }} name="cc-revolvers" />
    </group>
  );
}
