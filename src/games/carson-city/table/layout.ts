// Where Silver Creek County lies on the table (cm, table coordinates): the
// action squares in resolution order along the board's top (the construction
// squares among them, with their buildings), the 1858 track under the buying
// squares, the 8×8 town map in the middle (row 1 at the far side, column A on
// the left, coordinates printed round it), the seven character cards on the
// left, a mat per player on the right (cowboys in reserve, revolvers, money
// and points); the dice roll in the session's tray in front. Pure numbers
// (the pure half's, so the pieces computed from a position, pieces.ts, are
// unit-tested in Node); the view frames its camera home from BOARD_RECT.
import { BUY_PRICES, CHARACTERS, SIZE, SQUARES, type CharacterId, type SquareId } from '../data.ts';
import { colOf, rowOf } from '../rules/board.ts';
import { cardKey, cellKey, parseKey, squareKey, type TargetKey } from '../rules/board-targets.ts';
import type { Contest } from '../types.ts';

/** A rectangle on the table plane (cm): the kit's TableRect, which the pure half cannot import. */
export interface TableRect {
  x0: number;
  z0: number;
  x1: number;
  z1: number;
}

/**
 * The smallest type printed on the board's plates (squares, cards, mats, the
 * map's coordinates), table cm to the em. At the home framing a 1280×800
 * window shows the board's far edge at about 7 CSS px per cm, so this keeps
 * every printed word at 11.5 px or more (tests/browser/legibility.spec.mjs).
 */
export const PRINT_FLOOR_CM = 1.65;
/** Canvas pixels per cm of the printed plates (squares, map, cards, mats). */
export const PRINT_PX = 24;

/** A parcel's side, and the plate's margin where the coordinates are printed. */
export const CELL = 4.6;
export const MAP_MARGIN = 2;
export const MAP_CENTRE = { x: 0, z: -7.5 } as const;
export const MAP_SIDE = SIZE * CELL;
export const PLATE_SIDE = MAP_SIDE + 2 * MAP_MARGIN;
/** Top of the town map's plate. */
export const MAP_TOP = 0.4;
/** The map's far-left corner (column A, row 1). */
export const MAP_ORIGIN = { x: MAP_CENTRE.x - MAP_SIDE / 2, z: MAP_CENTRE.z - MAP_SIDE / 2 } as const;

export const cellSpot = (cell: number): { x: number; z: number } => ({
  x: MAP_ORIGIN.x + (colOf(cell) + 0.5) * CELL,
  z: MAP_ORIGIN.z + (rowOf(cell) + 0.5) * CELL,
});
/** A lattice point (corner between parcels): x 0..8, y 0..8. */
export const latticeSpot = (x: number, y: number): { x: number; z: number } => ({ x: MAP_ORIGIN.x + x * CELL, z: MAP_ORIGIN.z + y * CELL });
/** The parcel under a table point, or null off the map. */
export function cellAtPoint(x: number, z: number): number | null {
  const c = Math.floor((x - MAP_ORIGIN.x) / CELL);
  const r = Math.floor((z - MAP_ORIGIN.z) / CELL);
  return c >= 0 && c < SIZE && r >= 0 && r < SIZE ? r * SIZE + c : null;
}

/** Where a set-up pair's dice are shown once landed: the column die in front of the map under its column, the row die left of the map by its row. */
export function landingSpots(cell: number): { column: { x: number; z: number }; row: { x: number; z: number } } {
  const c = cellSpot(cell);
  return { column: { x: c.x, z: MAP_ORIGIN.z + MAP_SIDE + MAP_MARGIN + 2.6 }, row: { x: MAP_ORIGIN.x - 3.3, z: c.z } };
}

/** Action squares: one row along the top, in resolution order, as wide as the table allows (their words are printed large). */
export const SQUARE_STEP = 5.4;
export const SQUARE_W = 5.2;
export const SQUARE_D = 6.4;
export const SQUARE_ROW_Z = -33.2;
export const SQUARE_TOP = 0.3;
const firstSquareX = -((SQUARES.length - 1) * SQUARE_STEP) / 2;
export const squareSpot = (q: SquareId): { x: number; z: number } => ({ x: firstSquareX + SQUARES.indexOf(q) * SQUARE_STEP, z: SQUARE_ROW_Z });
export const SQUARE_ROW: TableRect = {
  x0: firstSquareX - SQUARE_W / 2,
  x1: -firstSquareX + SQUARE_W / 2,
  z0: SQUARE_ROW_Z - SQUARE_D / 2,
  z1: SQUARE_ROW_Z + SQUARE_D / 2,
};
/** The square under a table point, or null. */
export function squareAtPoint(x: number, z: number): SquareId | null {
  if (z < SQUARE_ROW.z0 || z > SQUARE_ROW.z1) return null;
  const i = Math.round((x - firstSquareX) / SQUARE_STEP);
  const q = SQUARES[i];
  if (!q) return null;
  return Math.abs(x - squareSpot(q).x) <= SQUARE_W / 2 ? q : null;
}
/** Where the building offered on a construction square stands (the square's far part; its price and the cowboys in front). */
export const rowBuildingSpot = (q: SquareId): { x: number; z: number } => ({ x: squareSpot(q).x, z: SQUARE_ROW_Z - 2 });
/** Cowboy `i` on a square: a row along the square's near edge (more rows step back), clear of its printed words. */
export function squareSlot(q: SquareId, i: number, n: number): { x: number; z: number } {
  const c = squareSpot(q);
  const per = Math.min(n, 4);
  const row = Math.floor(i / 4);
  const col = i % 4;
  const inRow = Math.min(per, n - row * 4);
  return { x: c.x + (col - (inRow - 1) / 2) * 1.1, z: c.z + 2.6 - row * 0.9 };
}
/** Cowboy `i` on a parcel: round the parcel's centre. */
export function cellSlot(cell: number, i: number, n: number): { x: number; z: number } {
  const c = cellSpot(cell);
  if (n === 1) return { x: c.x + 1.1, z: c.z + 1.1 };
  const a = (i / n) * Math.PI * 2 + Math.PI / 4;
  return { x: c.x + Math.cos(a) * 1.45, z: c.z + Math.sin(a) * 1.45 };
}

/** Where a contest is on the table. */
export function contestSpot(c: Contest): { x: number; z: number } {
  if (c.kind === 'square') return squareSpot(c.square);
  if (c.kind === 'estate') return MAP_CENTRE;
  return cellSpot(c.cell);
}

/** The table rectangle the camera frames for a contest (a duel: the square and the dice tray in front). */
export function contestRect(c: Contest, duel: boolean): TableRect {
  if (c.kind === 'estate') return { x0: MAP_CENTRE.x - PLATE_SIDE / 2 - 2, x1: MAP_CENTRE.x + PLATE_SIDE / 2 + 2, z0: MAP_CENTRE.z - PLATE_SIDE / 2 - 2, z1: MAP_CENTRE.z + PLATE_SIDE / 2 + 2 };
  const p = contestSpot(c);
  if (duel) return { x0: Math.min(p.x, -16) - 8, x1: Math.max(p.x, 16) + 8, z0: Math.min(p.z, -20) - 6, z1: 36 };
  // A square with the top of the map under it (its sign lies there); a parcel with its neighbourhood.
  if (c.kind === 'square') return { x0: p.x - 24, x1: p.x + 24, z0: p.z - 5, z1: p.z + 24 };
  return { x0: p.x - 18, x1: p.x + 18, z0: p.z - 12, z1: p.z + 12 };
}

/** The 1858 track: a slot under each buying square (the marker sits on the last one it closed), and its start under the $2 square's right edge. */
export const TRACK_Z = -28.6;
export const trackSlot = (closed: number): { x: number; z: number } => {
  if (closed <= 0) return { x: squareSpot('buy2').x + SQUARE_W / 2 - 1.2, z: TRACK_Z };
  const price = BUY_PRICES[BUY_PRICES.length - closed]!;
  return { x: squareSpot(`buy${price}` as SquareId).x, z: TRACK_Z };
};

/** Where the track's words lie: from the first buying square's left edge to where the marker starts (it moves left, one square a turn). */
export const TRACK_WORDS = { x0: squareSpot(`buy${BUY_PRICES[0]}` as SquareId).x - SQUARE_W / 2, x1: trackSlot(0).x - 1.3, z: TRACK_Z } as const;

/** Character cards: two columns on the left of the map. */
export const CARD_W = 14.4;
export const CARD_D = 8.4;
export const cardSpot = (c: CharacterId): { x: number; z: number } => {
  const i = CHARACTERS.indexOf(c);
  return { x: -48.8 + (i % 2) * 15.4, z: -23.6 + Math.floor(i / 2) * 9.4 };
};
export const CARDS_RECT: TableRect = { x0: -48.8 - CARD_W / 2, x1: -33.4 + CARD_W / 2, z0: -23.6 - CARD_D / 2, z1: 4.6 + CARD_D / 2 };
export function cardAtPoint(x: number, z: number): CharacterId | null {
  for (const c of CHARACTERS) {
    const s = cardSpot(c);
    if (Math.abs(x - s.x) <= CARD_W / 2 && Math.abs(z - s.z) <= CARD_D / 2) return c;
  }
  return null;
}

/** Player mats: one row each on the right of the map. */
export const MAT_W = 33;
export const MAT_D = 7.6;
export const MAT_X = 40.6;
export const matSpot = (seat: number): { x: number; z: number } => ({ x: MAT_X, z: -22.6 + seat * 8.2 });
/** The mats of `n` players together (one plate; a phone's Mats tab frames it). */
export const matsRect = (n: number): TableRect => ({ x0: MAT_X - MAT_W / 2, x1: MAT_X + MAT_W / 2, z0: matSpot(0).z - MAT_D / 2, z1: matSpot(n - 1).z + MAT_D / 2 });
/** The mat's sign on its left part; cowboys and revolvers on its right part (the guns' count printed before them). */
export const MAT_SIGN_W = 15;
export function reserveSlot(seat: number, i: number): { x: number; z: number } {
  const m = matSpot(seat);
  return { x: m.x - MAT_W / 2 + MAT_SIGN_W + 1.4 + (i % 10) * 1.75, z: m.z - 1.5 };
}
export function revolverSlot(seat: number, i: number): { x: number; z: number } {
  const m = matSpot(seat);
  return { x: m.x - MAT_W / 2 + MAT_SIGN_W + 3.1 + (i % 12) * 1.3, z: m.z + 2.1 };
}

/** The board target under a table point (a character card, an action square or a parcel), or null: the pointer's. */
export function targetAt(x: number, z: number): TargetKey | null {
  const card = cardAtPoint(x, z);
  const square = squareAtPoint(x, z);
  const cell = cellAtPoint(x, z);
  return card !== null ? cardKey(card) : square !== null ? squareKey(square) : cell !== null ? cellKey(cell) : null;
}

/** Where a target is lit and tapped (the probe's points too): a parcel's top, a square's middle clear of its words, a card. */
export function targetSpot(key: TargetKey): { x: number; z: number; y: number; kind: 'cell' | 'square' | 'card' } | null {
  const n = parseKey(key);
  if (n?.kind === 'cell') return { ...cellSpot(n.cell), y: MAP_TOP, kind: 'cell' };
  if (n?.kind === 'square') return { x: squareSpot(n.square).x, z: squareSpot(n.square).z + 0.6, y: SQUARE_TOP, kind: 'square' };
  if (n?.kind === 'card') return { ...cardSpot(n.character), y: 0.12, kind: 'card' };
  return null;
}

/** The whole board, for the home framing. */
export const BOARD_RECT: TableRect = { x0: -58, z0: -37.5, x1: 58, z1: 35 };

/** Where the sign over a square or parcel lies (a little to the near side, a 14 cm sign kept on the board), or null for a card. */
export function signSpot(key: TargetKey): { x: number; z: number } | null {
  const n = parseKey(key);
  if (!n || n.kind === 'card') return null;
  const at = n.kind === 'square' ? squareSpot(n.square) : cellSpot(n.cell);
  return { x: Math.max(BOARD_RECT.x0 + 7, Math.min(BOARD_RECT.x1 - 7, at.x)), z: at.z + 3.2 };
}
