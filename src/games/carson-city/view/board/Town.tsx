// The town map: a printed plate of 8×8 parcels with the coordinates round it
// (columns A–H, rows 1–8), the pointer's target for every parcel; on it the
// owners' tiles and property markers in their colours, houses, mountains and
// the roads on the parcels' edges (where: table/pieces.ts). Each kind of
// piece is one instanced draw.
import { useMemo } from 'react';
import { Pieces, PrintedPlate, openPlate, useModelShape, usePickPointer } from '../../../../scene/kit/index.ts';
import { SIZE, type CarsonView } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { CELL, MAP_CENTRE, MAP_MARGIN, MAP_TOP, PLATE_SIDE, PRINT_FLOOR_CM, PRINT_PX as PX, targetAt } from '../../table/layout.ts';
import { townPieces } from '../../table/pieces.ts';
import TOWN_URL from '../../../../../models/town.glb?url';

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

export function TownPlate({ controller }: { controller: CarsonController }) {
  const events = usePickPointer(controller.picking, targetAt);
  return <PrintedPlate name="cc-town" paint={paintMap} printKey="town" width={PLATE_SIDE} depth={PLATE_SIDE} position={[MAP_CENTRE.x, MAP_TOP, MAP_CENTRE.z]} floorCm={SMALLEST_PX / PX} block="#5a3b22" pointer={events} />;
}

const TILE = { kind: 'cube', size: 1 } as const;
const MARKER = { kind: 'disc', radius: 0.5, height: 0.3, segments: 14 } as const;
/** Our painted models (houses): matt wood. */
const MODEL = { roughness: 0.75 } as const;

export function TownPieces({ view }: { view: CarsonView }) {
  const { map, roads } = view;
  const pieces = useMemo(() => townPieces({ map, roads }), [map, roads]);
  return (
    <group name="cc-town-pieces">
      <Pieces shape={TILE} pieces={pieces.tiles} castShadow={false} name="cc-owner-tiles" look={{ roughness: 0.8 }} />
      <Pieces shape={MARKER} pieces={pieces.markers} name="cc-markers" />
      <Pieces shape={TILE} pieces={pieces.roads} name="cc-roads" look={{ roughness: 0.95 }} />
      <Pieces shape={useModelShape(TOWN_URL, 'house')} pieces={pieces.houses} look={MODEL} name="cc-houses" />
      <Pieces shape={useModelShape(TOWN_URL, 'mountain')} pieces={pieces.mountains} look={{ roughness: 0.95 }} name="cc-mountains" />
    </group>
  );
}
