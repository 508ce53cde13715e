// A mat per player on the right of the map, printed on one plate (one draw):
// the player's colour, name and character, money, points, roads and markers
// in hand, parcels and firepower; on each mat the cowboys in its reserve
// stand in a row and its revolvers lie below them (the three-revolver token
// and the Mercenary's +3 as extra guns, marked on the print).
import { useMemo } from 'react';
import { plural } from '../../../../core/plural.ts';
import { Pieces, useKick, type Piece } from '../../../../scene/kit/index.ts';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { CHARACTER_INFO, type CarsonView } from '../../index.ts';
import { seatColour } from './colours.ts';
import { MAT_D, MAT_SIGN_W, MAT_W, MAT_X, matSpot, reserveSlot, revolverSlot } from './layout.ts';
import { ShapeInstances } from './ShapeInstances.tsx';
import { revolverGeometry } from './shapes.ts';
import { paintedText } from '../../../../scene/painted-text.ts';

const PX = 22;
/** The smallest type printed (the guns line), canvas px. */
const SMALLEST_PX = 16;

interface MatPrint {
  names: string[];
  rows: { cash: number; points: number; roads: number; markers: number; parcels: number; firepower: number; character: string | null; supply: number; acting: boolean }[];
}

function paintMats(canvas: HTMLCanvasElement, p: MatPrint): void {
  const n = p.rows.length;
  const top = matSpot(0).z - MAT_D / 2;
  const bottom = matSpot(n - 1).z + MAT_D / 2;
  canvas.width = Math.round(MAT_W * PX);
  canvas.height = Math.round((bottom - top) * PX);
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, canvas.width, canvas.height);
  p.rows.forEach((r, seat) => {
    const y = (matSpot(seat).z - MAT_D / 2 - top) * PX;
    const h = MAT_D * PX;
    g.fillStyle = '#2b1b10';
    g.beginPath();
    g.roundRect(3, y + 3, canvas.width - 6, h - 6, 10);
    g.fill();
    g.lineWidth = r.acting ? 7 : 4;
    g.strokeStyle = r.acting ? '#ffe27a' : seatColour(seat);
    g.stroke();
    g.fillStyle = seatColour(seat);
    g.fillRect(10, y + 10, 14, h - 20);
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillStyle = '#f7efdf';
    g.font = 'bold 24px Georgia, serif';
    g.fillText(p.names[seat] ?? `Player ${seat + 1}`, 34, y + 26, MAT_SIGN_W * PX - 40);
    g.font = 'bold 30px Georgia, serif';
    g.fillStyle = '#ffe6a8';
    g.fillText(`$${r.cash}`, 34, y + 62);
    g.fillStyle = '#a8d0ff';
    g.fillText(`${r.points} pts`, 34 + 96, y + 62);
    g.font = '18px Georgia, serif';
    g.fillStyle = '#d9c9ad';
    g.fillText(`${r.character ?? 'no character'} · ${plural(r.parcels, 'parcel')}`, 34, y + 96, MAT_SIGN_W * PX - 40);
    g.fillText(`${plural(r.roads, 'road')} · ${plural(r.markers, 'marker')} · ${r.supply} in supply`, 34, y + 120, MAT_SIGN_W * PX - 40);
    g.font = '16px Georgia, serif';
    g.fillStyle = '#c8b89a';
    g.fillText(`guns ${r.firepower}`, (MAT_SIGN_W + 0.6) * PX, y + h - 18);
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
      character: s.character ? CHARACTER_INFO[s.character].name : null,
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
      <mesh name="cc-mats-plate" userData={paintedText(SMALLEST_PX / PX)} position={[MAT_X, 0.1, (top + bottom) / 2]} rotation-x={-Math.PI / 2}>
        <planeGeometry args={[MAT_W, bottom - top]} />
        <meshStandardMaterial map={texture} transparent alphaTest={0.05} roughness={0.9} />
      </mesh>
      <Pieces shape={COWBOY} pieces={cowboys} look={{ roughness: 0.6 }} name="cc-reserves" />
      <ShapeInstances make={revolverGeometry} pieces={guns} name="cc-revolvers" roughness={0.5} />
    </group>
  );
}
