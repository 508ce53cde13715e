// Where Mail Run's pieces lie off the track (cm, table coordinates): the
// active rider's dice — under the cup at the cup area, set aside open at the
// player area —, and the gold piles of every seat and the bank along the
// table's left side. Positions read from the seat's view, so the board, the
// phone's framing and the tests place them alike. Pure numbers.
import { TABLE } from '../../physics/table.ts';
import { dieSpot } from './rider-dice.ts';
import type { PonyView } from './types.ts';

/** Between the throw areas and the tray, clear of the HUD columns on either side of the screen. */
export const CUP_SPOT = { x: TABLE.areas.cup.x + 15, z: TABLE.areas.cup.z - 2 } as const;
export const OPEN_SPOT = { x: TABLE.areas.player.x - 14, z: TABLE.areas.player.z - 2 } as const;

const CLUSTER: readonly [number, number][] = [
  [-1.6, -1.5],
  [1.6, -1.5],
  [-3.0, 1.4],
  [0, 1.5],
  [3.0, 1.4],
];

/** Die `i` (0..4) hidden under the cup. */
export function cupSlot(i: number): { x: number; z: number } {
  const [dx, dz] = CLUSTER[i] ?? [0, 0];
  return { x: CUP_SPOT.x + dx, z: CUP_SPOT.z + dz };
}

/** Die `i` (0..4) set aside open, in a row. */
export function openSlot(i: number): { x: number; z: number } {
  return { x: OPEN_SPOT.x + (i - 2) * 3.7, z: OPEN_SPOT.z };
}

/** Where die `i` lies on show for this seat (in the open row or under the cup), or null while it is not (rider-dice.ts dieSpot). */
export function dieSlot(v: PonyView, i: number): { x: number; z: number } | null {
  const where = dieSpot(v, i);
  return where === null ? null : where === 'open' ? openSlot(i) : cupSlot(i);
}

/**
 * Gold piles in a column on the table's left side (the HUD's right column
 * covers the other side): seats, then the bank. Each pile lies by the track's
 * edge with its sign on its left, between it and the rail: the sign takes
 * the width the column has, so a name reads large.
 */
export function pileSpot(owner: number | 'bank', seats = 5): { x: number; z: number } {
  const i = owner === 'bank' ? seats : owner;
  return { x: -48.2, z: -24 + i * 7 };
}
/** A pile's sign: as wide as the column leaves (the rail at -60, the pile's nuggets from -50). */
export const SIGN_SIZE = { width: 9.4, height: 5 } as const;
/** Where a pile's sign stands, beside it. */
export const signSpot = (owner: number | 'bank', seats = 5): { x: number; z: number } => {
  const p = pileSpot(owner, seats);
  return { x: p.x - 6.8, z: p.z + 0.4 };
};

/** The points the piles' area spans (every pile, the bank's and the last sign), for a frame round them all; none without seats. */
export const pilesArea = (seats: number): { x: number; z: number }[] =>
  seats > 0 ? [...Array.from({ length: seats }, (_, seat) => pileSpot(seat, seats)), pileSpot('bank', seats), signSpot('bank', seats)] : [];
