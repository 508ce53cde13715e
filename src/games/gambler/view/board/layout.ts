// Where everything of Tableau Gulch lies on the table, in table centimetres
// (origin at the table centre, x right, z towards the viewer, y up). Pure
// numbers (the seats' dice and chips and the bank lie in ../../table-spots.ts):
// the board painter, the meshes, the click mapping and the tests' screen probe
// all read the same layout, so a box drawn is the box clicked.
import { trayRowSlot } from '../../../../scene/kit/settled-row.ts';
import { GRID, boxU, rowV } from '../../tableau-grid.ts';
// The home camera's place: its own module, so the room's mount (Room.tsx) reads it without the board's three.js.
import { VIEWER } from './viewer.ts';

export { VIEWER };

/**
 * Dice lined up for a choice and dice in their boxes are drawn this much
 * larger than the rolling dice, so their pips read from the whole table.
 */
export const SHOWN_DIE_SCALE = 1.5;

/** The tableau board: its printed grid (../../tableau-grid.ts, u → +x, v → +z) on a plate lying at (x, z). */
export const BOARD = { ...GRID, x: 0, z: -13, thickness: 0.7 } as const;

export const BOARD_TOP = BOARD.thickness;

/** Board-local (u, v) to table (x, z). */
export const boardToTable = (u: number, v: number): { x: number; z: number } => ({
  x: BOARD.x - BOARD.width / 2 + u,
  z: BOARD.z - BOARD.depth / 2 + v,
});

/** Table (x, z) to board-local (u, v). */
export const tableToBoard = (x: number, z: number): { u: number; v: number } => ({
  u: x - (BOARD.x - BOARD.width / 2),
  v: z - (BOARD.z - BOARD.depth / 2),
});

/** The small turn of the die drawn in a box, so a full row does not look printed. */
export const boxYaw = (row: number, col: number): number => (((row * 7 + (col + 1) * 3) % 5) - 2) * 0.05;


/**
 * How far a placed die leans back towards the viewer (radians): part of the
 * way to facing the home camera, so its top face (the face the physics read)
 * shows full on and its front side only a little. Leaning fully would look
 * propped up; this much reads as a die tilted in its box for display.
 */
export const PLACED_LEAN = 0.75;

/** The lean of a die placed at table depth z: towards the viewer, `PLACED_LEAN` of the way. */
export const placedLean = (z: number): number => PLACED_LEAN * Math.atan2(VIEWER.z - z, VIEWER.y - BOARD_TOP);

/** Table position of a box's centre, on the board's top. */
export function boxCentre(row: number, col: number): { x: number; y: number; z: number } {
  const p = boardToTable(boxU(col), rowV(row));
  return { x: p.x, y: BOARD_TOP, z: p.z };
}

/** Where the dice of a settled throw line up to be chosen: a row across the tray, die 1 on the left. */
export const traySlot = (die: number, count: number): { x: number; z: number } => trayRowSlot(die, count, 4.2, 3);
