// Where every piece of a position stands on the table, computed from the
// seat's view: the owners' tiles and markers, houses, mountains and roads on
// the map, the buildings (on the map and on offer), the cowboys placed this
// turn, each mat's reserve cowboys and revolvers, and the 1858 marker. The
// board draws these lists as instanced pieces (the kit's Pieces, whose Piece
// a TablePiece is); here they are plain numbers, so they are unit-tested. Pure.
import { BUILDING_KINDS, BUILD_PRICES, CHARACTER_INFO, type BuildingKind, type SquareId } from '../data.ts';
import { edgeEnds } from '../rules/board.ts';
import type { CarsonView } from '../rules/view.ts';
import type { Placement } from '../types.ts';
import { WHITE_COWBOY, seatColour } from './colours.ts';
import { CELL, MAP_TOP, SQUARE_ROW_Z, SQUARE_TOP, TRACK_Z, cellSlot, cellSpot, latticeSpot, reserveSlot, revolverSlot, rowBuildingSpot, squareSlot, trackSlot } from './layout.ts';

/** A piece on the table (cm): the kit's Piece. */
export interface TablePiece {
  x: number;
  z: number;
  y?: number;
  yaw?: number;
  scale?: number | readonly [number, number, number];
  colour?: string;
}

/** The owners' tiles and markers, houses, mountains and roads on the town map. */
export function townPieces(view: Pick<CarsonView, 'map' | 'roads'>): Record<'tiles' | 'markers' | 'houses' | 'mountains' | 'roads', TablePiece[]> {
  const out = { tiles: [] as TablePiece[], markers: [] as TablePiece[], houses: [] as TablePiece[], mountains: [] as TablePiece[], roads: [] as TablePiece[] };
  view.map.forEach((cell, i) => {
    const c = cellSpot(i);
    if (cell.owner !== null) {
      out.tiles.push({ x: c.x, z: c.z, y: MAP_TOP, scale: [CELL - 0.5, 0.08, CELL - 0.5], colour: seatColour(cell.owner) });
      out.markers.push({ x: c.x - CELL / 2 + 0.75, z: c.z - CELL / 2 + 0.75, y: MAP_TOP + 0.08, colour: seatColour(cell.owner) });
    }
    const y = MAP_TOP + (cell.owner !== null ? 0.08 : 0);
    if (cell.piece === 'house') out.houses.push({ x: c.x, z: c.z, y, yaw: 0 });
    else if (cell.piece === 'mountain') out.mountains.push({ x: c.x, z: c.z, y, yaw: (i * 1.7) % 6.28 });
  });
  for (const edge of view.roads) {
    const [[ax, ay], [bx, by]] = edgeEnds(edge);
    const a = latticeSpot(ax, ay);
    const b = latticeSpot(bx, by);
    // A road lies along its edge: east–west when both ends share a row of the lattice.
    const scale = ay === by ? ([CELL + 0.5, 0.3, 0.7] as const) : ([0.7, 0.3, CELL + 0.5] as const);
    out.roads.push({ x: (a.x + b.x) / 2, z: (a.z + b.z) / 2, y: MAP_TOP, scale, colour: '#4a3020' });
  }
  return out;
}

/** Every building by type: those on the map (on their owner's tile) and those offered on the construction squares. */
export function buildingPieces(view: Pick<CarsonView, 'map' | 'row'>): Map<BuildingKind, TablePiece[]> {
  const out = new Map<BuildingKind, TablePiece[]>(BUILDING_KINDS.map((k) => [k, []]));
  view.map.forEach((cell, i) => {
    if (cell.piece === null || cell.piece === 'house' || cell.piece === 'mountain') return;
    out.get(cell.piece)!.push({ ...cellSpot(i), y: MAP_TOP + 0.08 });
  });
  view.row.forEach((kind, i) => {
    if (kind) out.get(kind)!.push({ ...rowBuildingSpot(`build${BUILD_PRICES[i]}` as SquareId), y: SQUARE_TOP, scale: 0.85 });
  });
  return out;
}

/** The cowboys placed this turn; several on one target share it in a row (a square) or a ring (a parcel). */
export function placedCowboys(placements: readonly Placement[]): TablePiece[] {
  const keyOf = (p: Placement): string => (p.target.kind === 'square' ? p.target.square : `c${p.target.cell}`);
  const groups = new Map<string, Placement[]>();
  for (const p of placements) groups.set(keyOf(p), [...(groups.get(keyOf(p)) ?? []), p]);
  const out: TablePiece[] = [];
  groups.forEach((list) => {
    list.forEach((p, i) => {
      const colour = p.white ? WHITE_COWBOY : seatColour(p.seat);
      if (p.target.kind === 'square') out.push({ ...squareSlot(p.target.square, i, list.length), y: SQUARE_TOP, colour });
      else out.push({ ...cellSlot(p.target.cell, i, list.length), y: MAP_TOP + 0.1, colour });
    });
  });
  return out;
}

/** On each mat its reserve cowboys in a row and its revolvers below (white: its own; orange: the three-revolver token and the Mercenary's extra guns). */
export function matPieces(view: Pick<CarsonView, 'seats'>): { cowboys: TablePiece[]; guns: TablePiece[] } {
  const cowboys: TablePiece[] = [];
  const guns: TablePiece[] = [];
  for (const s of view.seats) {
    for (let i = 0; i < s.reserve; i++) cowboys.push({ ...reserveSlot(s.seat, i), y: 0.15, colour: seatColour(s.seat) });
    for (let i = 0; i < s.firepower; i++) guns.push({ ...revolverSlot(s.seat, i), y: 0.15, yaw: 0.3, colour: i < s.revolvers ? '#ffffff' : '#ffb070' });
  }
  return { cowboys, guns };
}

/** The 1858 marker: at the start of its track, then on the buying square it shut last. */
export function trackMarker(closed: number): TablePiece {
  const x = trackSlot(closed).x;
  return closed > 0 ? { x, z: SQUARE_ROW_Z - 2.2, y: SQUARE_TOP, colour: '#1d1d1d' } : { x, z: TRACK_Z, y: 0.1, colour: '#1d1d1d' };
}

/** The seat placing a cowboy or choosing a character now (its mat and its row of the players' panel are marked), or null. */
export const actingSeat = (view: Pick<CarsonView, 'phase' | 'order'>): number | null => (view.phase.kind === 'place' || view.phase.kind === 'character' ? (view.order[view.phase.index] ?? null) : null);

/** What a mat prints for its seat: money, points, counts beside pictures, the character's number, whether it acts now. */
export interface MatRow {
  cash: number;
  points: number;
  roads: number;
  markers: number;
  parcels: number;
  firepower: number;
  character: number | null;
  supply: number;
  acting: boolean;
}

export function matRows(view: Pick<CarsonView, 'seats' | 'phase' | 'order'>): MatRow[] {
  const acting = actingSeat(view);
  return view.seats.map((s) => ({
    cash: s.cash,
    points: s.points,
    roads: s.roads,
    markers: s.markers,
    parcels: s.parcels,
    firepower: s.firepower,
    character: s.character ? CHARACTER_INFO[s.character].number : null,
    supply: s.supply,
    acting: s.seat === acting,
  }));
}
