// The town map: a printed plate of 8×8 parcels with the coordinates round it
// (columns A–H, rows 1–8), the pointer's target for every parcel; on it the
// owners' tiles and property markers in their colours, houses, mountains and
// the roads on the parcels' edges. Each kind of piece is one instanced draw.
import { useMemo } from 'react';
import { Pieces, openPlate, useKick, useModelShape, usePickPointer, type Piece } from '../../../../scene/kit/index.ts';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { SIZE, cellKey, edgeEnds, type CarsonView } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { seatColour } from './colours.ts';
import { CELL, MAP_CENTRE, MAP_MARGIN, MAP_TOP, PLATE_SIDE, PRINT_FLOOR_CM, cellAtPoint, cellSpot, latticeSpot } from './layout.ts';
import { paintedText } from '../../../../scene/painted-text.ts';
import TOWN_URL from '../../../../../models/town.glb?url';

const PX = 24;
/** The smallest type printed (the coordinates round the map, filling most of the margin), canvas px. */
const SMALLEST_PX = Math.max(Math.ceil(PRINT_FLOOR_CM * PX), Math.round(MAP_MARGIN * PX * 0.85));

function paintMap(canvas: HTMLCanvasElement): void {
  const plate = openPlate(canvas, { width: PLATE_SIDE, depth: PLATE_SIDE, pxPerCm: PX, floorCm: SMALLEST_PX / PX });
  const { g, cm } = plate;
  const side = canvas.width;
  g.fillStyle = '#6b4a2b';
  g.fillRect(0, 0, side, side);
  const m = cm(MAP_MARGIN);
  const c = cm(CELL);
  for (let r = 0; r < SIZE; r++) {
    for (let col = 0; col < SIZE; col++) {
      g.fillStyle = (r + col) % 2 === 0 ? '#c9b27a' : '#bfa66c';
      g.fillRect(m + col * c, m + r * c, c, c);
    }
  }
  g.strokeStyle = '#7a5f38';
  g.lineWidth = 2;
  for (let i = 0; i <= SIZE; i++) {
    g.beginPath();
    g.moveTo(m + i * c, m);
    g.lineTo(m + i * c, m + SIZE * c);
    g.moveTo(m, m + i * c);
    g.lineTo(m + SIZE * c, m + i * c);
    g.stroke();
  }
  const ink = { ink: '#f7efdf' };
  for (let i = 0; i < SIZE; i++) {
    const letter = 'ABCDEFGH'[i]!;
    plate.caption(letter, m + (i + 0.5) * c, m / 2, ink);
    plate.caption(letter, m + (i + 0.5) * c, side - m / 2, ink);
    plate.caption(String(i + 1), m / 2, m + (i + 0.5) * c, ink);
    plate.caption(String(i + 1), side - m / 2, m + (i + 0.5) * c, ink);
  }
}

/** The target under a table point (the kit's picking pointer asks). */
const cellTarget = (x: number, z: number) => {
  const cell = cellAtPoint(x, z);
  return cell === null ? null : cellKey(cell);
};

export function TownPlate({ controller }: { controller: CarsonController }) {
  const kick = useKick();
  const texture = usePaintedTexture(paintMap, 'town', kick);
  const events = usePickPointer(controller.picking, cellTarget);
  return (
    <mesh name="cc-town" userData={paintedText(SMALLEST_PX / PX, [0, 0, -1])} position={[MAP_CENTRE.x, MAP_TOP / 2, MAP_CENTRE.z]} receiveShadow {...events}>
      <boxGeometry args={[PLATE_SIDE, MAP_TOP, PLATE_SIDE]} />
      {/* A box's third face is its top: the print; the edges plain wood. */}
      {[0, 1, 2, 3, 4, 5].map((i) => (i === 2 ? <meshStandardMaterial key={i} attach="material-2" map={texture} roughness={0.9} /> : <meshStandardMaterial key={i} attach={`material-${i}`} color="#5a3b22" />))}
    </mesh>
  );
}

const TILE = { kind: 'cube', size: 1 } as const;
const MARKER = { kind: 'disc', radius: 0.5, height: 0.3, segments: 14 } as const;
const ROAD = { kind: 'cube', size: 1 } as const;
/** Our painted models (houses): matt wood. */
const MODEL = { roughness: 0.75 } as const;

export function TownPieces({ view }: { view: CarsonView }) {
  const { tiles, markers, houses, mountains } = useMemo(() => {
    const t: Piece[] = [];
    const mk: Piece[] = [];
    const h: Piece[] = [];
    const mt: Piece[] = [];
    view.map.forEach((cell, i) => {
      const c = cellSpot(i);
      if (cell.owner !== null) {
        t.push({ x: c.x, z: c.z, y: MAP_TOP, scale: [CELL - 0.5, 0.08, CELL - 0.5], colour: seatColour(cell.owner) });
        mk.push({ x: c.x - CELL / 2 + 0.75, z: c.z - CELL / 2 + 0.75, y: MAP_TOP + 0.08, colour: seatColour(cell.owner) });
      }
      const y = MAP_TOP + (cell.owner !== null ? 0.08 : 0);
      if (cell.piece === 'house') h.push({ x: c.x, z: c.z, y, yaw: 0 });
      else if (cell.piece === 'mountain') mt.push({ x: c.x, z: c.z, y, yaw: (i * 1.7) % 6.28 });
    });
    return { tiles: t, markers: mk, houses: h, mountains: mt };
  }, [view.map]);
  const roads = useMemo(
    () =>
      view.roads.map((edge): Piece => {
        const [[ax, ay], [bx, by]] = edgeEnds(edge);
        const a = latticeSpot(ax, ay);
        const b = latticeSpot(bx, by);
        const along = ay === by;
        return { x: (a.x + b.x) / 2, z: (a.z + b.z) / 2, y: MAP_TOP, scale: along ? [CELL + 0.5, 0.3, 0.7] : [0.7, 0.3, CELL + 0.5], colour: '#4a3020' };
      }),
    [view.roads],
  );
  return (
    <group name="cc-town-pieces">
      <Pieces shape={TILE} pieces={tiles} castShadow={false} name="cc-owner-tiles" look={{ roughness: 0.8 }} />
      <Pieces shape={MARKER} pieces={markers} name="cc-markers" />
      <Pieces shape={ROAD} pieces={roads} name="cc-roads" look={{ roughness: 0.95 }} />
      <Pieces shape={useModelShape(TOWN_URL, 'house')} pieces={houses} look={MODEL} name="cc-houses" />
      <Pieces shape={useModelShape(TOWN_URL, 'mountain')} pieces={mountains} look={{ roughness: 0.95 }} name="cc-mountains" />
    </group>
  );
}
