// Where everything of Tableau Gulch lies on the table, in table centimetres
// (origin at the table centre, x right, z towards the viewer, y up). Pure
// numbers: the board painter, the meshes, the click mapping and the tests'
// screen probe all read the same layout, so a box drawn is the box clicked.
import { trayRowSlot } from '../../../../scene/kit/settled-row.ts';
import { GRID, boxU, rowV } from '../../tableau-grid.ts';

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
 * Where the home camera looks at the board from (the room's camera home,
 * src/games/gambler/view/Room.tsx): above and in front, about 34° from straight
 * down over the board's centre.
 */
export const VIEWER = { y: 105, z: 58 } as const;

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

/**
 * Seat areas around the table, clockwise seen from above (seat + 1 is the
 * left neighbour): front-left, left, back-left, back-right, right, front-right.
 * Which of the six spots a game uses depends on the number of players, so
 * two players sit opposite each other.
 */
const SPOTS: readonly { x: number; z: number }[] = [
  { x: -38, z: 24 },
  { x: -47, z: 0 },
  { x: -41, z: -29 },
  { x: 41, z: -29 },
  { x: 47, z: 0 },
  { x: 38, z: 24 },
];
const SPOTS_FOR: Record<number, number[]> = {
  1: [0],
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 2, 3, 5],
  5: [0, 1, 2, 3, 4],
  6: [0, 1, 2, 3, 4, 5],
};

export function seatSpot(seat: number, players: number): { x: number; z: number } {
  const spots = SPOTS_FOR[players] ?? SPOTS_FOR[6]!;
  return SPOTS[spots[seat % spots.length] ?? 0] ?? SPOTS[0]!;
}

/** A seat's supply: dice in rows of five, behind its label. */
export function supplySlot(seat: number, players: number, i: number): { x: number; z: number } {
  const s = seatSpot(seat, players);
  const col = i % 5;
  const row = Math.floor(i / 5);
  return { x: s.x - 5 + col * 2.3, z: s.z - 3 + row * 2.3 };
}

/** A seat's chips: stacks of ten discs beside its dice. */
export function chipStackSpot(seat: number, players: number, stack: number): { x: number; z: number } {
  const s = seatSpot(seat, players);
  return { x: s.x + 9 + (stack % 3) * 3, z: s.z - 3 + Math.floor(stack / 3) * 3 };
}

/** The bank's chip pile and the stack of tableaux still to come, on either side of the board. */
export const BANK = { x: -28, z: -18 } as const;
export const STACK = { x: 28, z: -18, width: 11, depth: 10.5, plate: 0.32 } as const;
/** Dice set aside for the round (30 not divisible), beside the bank. */
export const ASIDE = { x: -28, z: -7 } as const;

/** One drawn chip stands for this many chips; a stack holds ten. */
export const CHIPS_PER_DISC = 5;
export const DISCS_PER_STACK = 10;
export const CHIP = { radius: 1.25, height: 0.32 } as const;

/** Chip discs drawn for a count (at least one while any chips are left). */
export const discsFor = (chips: number): number => (chips <= 0 ? 0 : Math.max(1, Math.round(chips / CHIPS_PER_DISC)));
