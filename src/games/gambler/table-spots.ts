// Where each seat's dice and chips lie around Tableau Gulch's table, and the
// bank's pile, the stack of tableaux to come and the dice set aside, in table
// centimetres (the board and the tray are view/board/layout.ts). Pure numbers
// about the table, no rules: the meshes, the table regions and the tests read
// the same spots.

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
