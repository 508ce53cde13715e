// Die kinds as data, shared by rules (which faces exist) and physics (which
// face is up). They live in physics, the lower layer: core and the rules
// import them from here (through src/core), physics imports nothing of core.

export const DIE_KINDS = ['d6', 'poker', 'disc01', 'disc02', 'disc12'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

export const POKER_FACES = ['9', '10', 'J', 'Q', 'K', 'A'] as const;
export type PokerFace = (typeof POKER_FACES)[number];

/** A settled face: pips for d6 (1–6), a poker symbol, or a disc value (0–2). */
export type FaceValue = number | PokerFace;

/** Every face value a kind can show, in its face order. */
export const FACES: Record<DieKind, readonly FaceValue[]> = {
  d6: [1, 2, 3, 4, 5, 6],
  poker: POKER_FACES,
  disc01: [0, 1],
  disc02: [0, 2],
  disc12: [1, 2],
};

/**
 * Where the pips of each d6 face sit, on a 3×3 grid (x right, y up, -1..1):
 * the dice models (tools/models/dice.ts) and a board that prints a die's face
 * (Tableau Gulch's tableau) read this one table.
 */
export const D6_PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-1, 1], [1, -1]],
  3: [[-1, 1], [0, 0], [1, -1]],
  4: [[-1, 1], [1, 1], [-1, -1], [1, -1]],
  5: [[-1, 1], [1, 1], [0, 0], [-1, -1], [1, -1]],
  6: [[-1, 1], [1, 1], [-1, 0], [1, 0], [-1, -1], [1, -1]],
};

export const isDieKind = (x: unknown): x is DieKind =>
  typeof x === 'string' && (DIE_KINDS as readonly string[]).includes(x);

export const isFaceOf = (kind: DieKind, face: unknown): face is FaceValue =>
  FACES[kind].includes(face as FaceValue);
