// The town map's geometry and the figures read from it: cells, neighbours,
// parcel corners, road edges and which parcels the roads reach, parcel prices,
// houses, building incomes and firepower. Pure functions a board view may call.

import type { Seat } from '../../../core/contract.ts';
import { AMMO_FIREPOWER, BUILDINGS as BUILDING_TABLE, MERCENARY_FIREPOWER, SIZE as MAP_SIZE, START_REVOLVERS as START_REV, type BuildingKind } from '../data.ts';

// Module-local copies: these are read in the bot's inner loops.
const SIZE: number = MAP_SIZE;
const BUILDINGS = BUILDING_TABLE;
const START_REVOLVERS: number = START_REV;
import type { CarsonState, Cell, Piece } from '../types.ts';

export const cellAt = (col: number, row: number): number => row * SIZE + col;
export const colOf = (cell: number): number => cell % SIZE;
export const rowOf = (cell: number): number => Math.floor(cell / SIZE);
export const isCell = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < SIZE * SIZE;
/** "C4": column letter A–H, row 1–8 (for texts). */
export const cellName = (cell: number): string => `${'ABCDEFGH'[colOf(cell)]}${rowOf(cell) + 1}`;

/** Dice coordinates land on the inner 6×6 (ours): a face f is column/row f of 0..7. */
export const cellFromDice = (colFace: number, rowFace: number): number => cellAt(colFace, rowFace);

const NEIGHBOURS: number[][] = Array.from({ length: SIZE * SIZE }, (_, c) => {
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const col = colOf(c) + dc;
      const row = rowOf(c) + dr;
      if (col >= 0 && col < SIZE && row >= 0 && row < SIZE) out.push(cellAt(col, row));
    }
  return out;
});
/** The up to 8 parcels around a parcel (diagonals too). */
export const neighbours = (cell: number): readonly number[] => NEIGHBOURS[cell]!;

// ---------------------------------------------------------------------------
// Roads lie on the edges between lattice points (0..8, 0..8). Edge ids:
// horizontal (x,y)-(x+1,y) → y*8 + x (0..71); vertical (x,y)-(x,y+1) → 72 + y*9 + x.

export const LATTICE = SIZE + 1;
export const EDGES = SIZE * LATTICE * 2;
export const pointAt = (x: number, y: number): number => y * LATTICE + x;

/** The two lattice points (x, y) an edge joins. */
export function edgeEnds(edge: number): [[number, number], [number, number]] {
  if (edge < SIZE * LATTICE) {
    const x = edge % SIZE;
    const y = Math.floor(edge / SIZE);
    return [
      [x, y],
      [x + 1, y],
    ];
  }
  const e = edge - SIZE * LATTICE;
  const x = e % LATTICE;
  const y = Math.floor(e / LATTICE);
  return [
    [x, y],
    [x, y + 1],
  ];
}
export const horizontalEdge = (x: number, y: number): number => y * SIZE + x;
export const verticalEdge = (x: number, y: number): number => SIZE * LATTICE + y * LATTICE + x;

/** The four lattice points at a parcel's corners. */
export function parcelCorners(cell: number): number[] {
  const x = colOf(cell);
  const y = rowOf(cell);
  return [pointAt(x, y), pointAt(x + 1, y), pointAt(x, y + 1), pointAt(x + 1, y + 1)];
}

/** The four edges around a parcel (the town centre's roads). */
export function parcelEdges(cell: number): number[] {
  const x = colOf(cell);
  const y = rowOf(cell);
  return [horizontalEdge(x, y), horizontalEdge(x, y + 1), verticalEdge(x, y), verticalEdge(x + 1, y)];
}

const EDGES_AT: number[][] = (() => {
  const at: number[][] = Array.from({ length: LATTICE * LATTICE }, () => []);
  for (let e = 0; e < EDGES; e++) {
    const [[ax, ay], [bx, by]] = edgeEnds(e);
    at[pointAt(ax, ay)]!.push(e);
    at[pointAt(bx, by)]!.push(e);
  }
  return at;
})();

/** Lattice points touched by a road. */
export function roadPoints(roads: readonly number[]): Set<number> {
  const pts = new Set<number>();
  for (const e of roads) {
    const [[ax, ay], [bx, by]] = edgeEnds(e);
    pts.add(pointAt(ax, ay));
    pts.add(pointAt(bx, by));
  }
  return pts;
}

/** A parcel is reached when a road touches one of its corners. */
export function isReached(roads: readonly number[], cell: number, points = roadPoints(roads)): boolean {
  return parcelCorners(cell).some((p) => points.has(p));
}

const POINT_NEIGHBOURS: number[][] = Array.from({ length: LATTICE * LATTICE }, (_, p) =>
  EDGES_AT[p]!.map((e) => {
    const [[ax, ay], [bx, by]] = edgeEnds(e);
    const a = pointAt(ax, ay);
    return a === p ? pointAt(bx, by) : a;
  }),
);

/**
 * How many new road edges would make `cell` reached (0 when it is), searching
 * no further than `limit`; null beyond it or when no road exists yet.
 */
export function roadDistance(roads: readonly number[], cell: number, limit: number, points = roadPoints(roads)): number | null {
  const corners = parcelCorners(cell);
  if (corners.some((p) => points.has(p))) return 0;
  if (points.size === 0) return null;
  // Search outwards from the parcel's corners: every lattice step is a new edge.
  const seen = new Set<number>(corners);
  let frontier = corners;
  for (let d = 1; d <= limit; d++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const q of POINT_NEIGHBOURS[p]!) {
        if (seen.has(q)) continue;
        if (points.has(q)) return d;
        seen.add(q);
        next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The fewest new road edges that make `cell` reached, extending the network
 * (ours: a building's roads are laid along a shortest path), with the edges.
 */
export function roadPath(roads: readonly number[], cell: number, points = roadPoints(roads)): number[] | null {
  const goal = new Set(parcelCorners(cell));
  if ([...goal].some((p) => points.has(p))) return [];
  if (points.size === 0) return null;
  const prev = new Map<number, number>(); // point → edge it was reached by
  const seen = new Set<number>(points);
  let frontier = [...points].sort((a, b) => a - b);
  const taken = new Set(roads);
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const e of EDGES_AT[p]!) {
        if (taken.has(e)) continue;
        const [[ax, ay], [bx, by]] = edgeEnds(e);
        const a = pointAt(ax, ay);
        const q = a === p ? pointAt(bx, by) : a;
        if (seen.has(q)) continue;
        seen.add(q);
        prev.set(q, e);
        if (goal.has(q)) {
          const path: number[] = [];
          let cur = q;
          while (!points.has(cur)) {
            const edge = prev.get(cur)!;
            path.push(edge);
            const [[x1, y1], [x2, y2]] = edgeEnds(edge);
            const p1 = pointAt(x1, y1);
            cur = p1 === cur ? pointAt(x2, y2) : p1;
          }
          return path.reverse();
        }
        next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Pieces

export const isBuilding = (p: Piece | null): p is BuildingKind => p !== null && p !== 'house' && p !== 'mountain';

/** Houses a piece counts as for its neighbours' incomes (ranch and church 1, hotel 2). */
export function housesOf(p: Piece | null): number {
  if (p === 'house') return 1;
  return isBuilding(p) ? BUILDINGS[p].houses : 0;
}

/** Parcel price: $1 + $1 per building, house or mountain on it and its 8 neighbours. */
export function parcelPrice(map: readonly Cell[], cell: number): number {
  let n = 1 + (map[cell]!.piece ? 1 : 0);
  for (const c of neighbours(cell)) if (map[c]!.piece) n++;
  return n;
}

export function ownedCount(map: readonly Cell[], seat: Seat): number {
  let n = 0;
  for (const c of map) if (c.owner === seat) n++;
  return n;
}

export function buildingsOf(map: readonly Cell[], seat: Seat): number {
  let n = 0;
  for (const c of map) if (c.owner === seat && isBuilding(c.piece)) n++;
  return n;
}

export function countKind(map: readonly Cell[], seat: Seat, kind: BuildingKind): number {
  let n = 0;
  for (const c of map) if (c.owner === seat && c.piece === kind) n++;
  return n;
}

/** Permanent revolvers: the starting one plus ranches, mines (1) and prisons (2). */
export function revolvers(map: readonly Cell[], seat: Seat): number {
  let n = START_REVOLVERS;
  for (const c of map) if (c.owner === seat && isBuilding(c.piece)) n += BUILDINGS[c.piece].revolvers;
  return n;
}

/** Firepower this turn: revolvers plus the three-revolver token's and the Mercenary's bonus. */
export function firepower(s: CarsonState, seat: Seat): number {
  return revolvers(s.map, seat) + (s.ammo === seat ? AMMO_FIREPOWER : 0) + (s.characters[seat] === 'mercenary' ? MERCENARY_FIREPOWER : 0);
}

/** A building cannot be attacked when it is a church or prison, or stands next to its owner's church. */
export function isProtected(map: readonly Cell[], cell: number): boolean {
  const c = map[cell]!;
  if (!isBuilding(c.piece)) return true;
  if (!BUILDINGS[c.piece].attackable) return true;
  return neighbours(cell).some((n) => map[n]!.piece === 'church' && map[n]!.owner === c.owner);
}

/** A building's income this turn before attacks (the Grocer's double included). */
export function buildingIncome(map: readonly Cell[], cell: number, grocerDouble: BuildingKind | null = null): number {
  const c = map[cell]!;
  if (!isBuilding(c.piece) || c.owner === null) return 0;
  const owner = c.owner;
  const around = neighbours(cell);
  let houses = 0;
  for (const n of around) houses += housesOf(map[n]!.piece);
  let income = 0;
  switch (c.piece) {
    case 'ranch': {
      const free = around.filter((n) => map[n]!.piece === null).length;
      income = Math.max(1, free);
      break;
    }
    case 'mine':
      income = 3 * around.filter((n) => map[n]!.piece === 'mountain' && (map[n]!.owner === null || map[n]!.owner === owner)).length;
      break;
    case 'drugstore':
      income = 3 * houses + 3 * countKind(map, owner, 'ranch');
      break;
    case 'bank':
      income = 3 * houses + 3 * countKind(map, owner, 'mine');
      break;
    case 'saloon':
      income = 5 * houses;
      break;
    case 'hotel':
      income = 6;
      break;
    case 'church':
    case 'prison':
      income = 0;
      break;
  }
  return grocerDouble === c.piece ? income * 2 : income;
}

/** Estate income as paid, per building and payee: its owner, and a raider who won there half of it (rounded down). */
export function estateShares(s: CarsonState): { cell: number; seat: Seat; amount: number }[] {
  const out: { cell: number; seat: Seat; amount: number }[] = [];
  s.map.forEach((c, cell) => {
    if (!isBuilding(c.piece) || c.owner === null) return;
    const income = buildingIncome(s.map, cell, s.characters[c.owner] === 'grocer' ? s.grocerDouble : null);
    const raid = s.raids.find((r) => r.cell === cell);
    const taken = raid ? Math.floor(income / 2) : 0;
    if (raid) out.push({ cell, seat: raid.seat, amount: taken });
    out.push({ cell, seat: c.owner, amount: income - taken });
  });
  return out;
}

/** Estate income of a seat if nothing were raided (for the bot and the HUD). */
export function estateIncome(s: CarsonState, seat: Seat): number {
  let total = 0;
  for (let cell = 0; cell < s.map.length; cell++) {
    if (s.map[cell]!.owner === seat) total += buildingIncome(s.map, cell, s.characters[seat] === 'grocer' ? s.grocerDouble : null);
  }
  return total;
}
