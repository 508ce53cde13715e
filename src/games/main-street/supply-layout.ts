// Where Main Street's supplies lie on the table (cm, table coordinates),
// around the street's plan (street-plan.ts: the spaces, buildings, saloon and
// jail): the bag lies in the middle of the street; the bank and the graveyard
// in the row of the saloon and the jail in front, either side of the dice
// tray; the players' piles (gold, stone, bars) in a row in front, left of the
// tray. Rules-free data about the board, so the pure half holds it (the
// flights' stops and tests read it without a renderer); the camera's home is
// the view's (view/board/layout.ts).
import { TABLE } from '../../physics/table.ts';
import { spacePoint } from './data.ts';
import type { PileKind, Stop } from './flights.ts';
import { STREET_TOP, locationSpot } from './street-plan.ts';

export const BANK = { x: -23, z: 16 } as const;
export const BAG = { x: 0, z: -12 } as const;
export const GRAVEYARD = { x: 23, z: 16.5 } as const;

/** Grave `i` of the graveyard (two rows of three; a short game has fewer). */
export function graveSpot(i: number): { x: number; z: number } {
  return { x: GRAVEYARD.x + ((i % 3) - 1) * 3.4, z: GRAVEYARD.z + (Math.floor(i / 3) - 0.5) * 4 };
}

/** Bar `i` in the bank (rows of three, stacked). */
export function bankBarSpot(i: number): { x: number; y: number; z: number } {
  return { x: BANK.x + ((i % 3) - 1) * 2.6, y: 0.1 + Math.floor(i / 3), z: BANK.z };
}

/** Where drawn pieces come out of the bag (its mouth). */
export const BAG_MOUTH = { x: BAG.x, y: 6, z: BAG.z - 0.5 } as const;

/**
 * The players' piles: a mat in the seat's colour each, in a row in front of
 * the saloon and the bank (left of the dice tray, clear of the log panel on
 * the right). Bars along the mat's back edge, gold in a grid on the left,
 * stone on the right; a full grid starts a second layer on top.
 */
export const PILE = { width: 9, depth: 9, pitch: 10, x0: -50.5, z: 27 } as const;

export function pileSpot(seat: number): { x: number; z: number } {
  return { x: PILE.x0 + seat * PILE.pitch, z: PILE.z };
}

const GRID = { cols: 3, rows: 4, step: 1.3 } as const;

/** Where piece `i` of a kind lies on a seat's pile (its centre; bars: their foot). */
export function pileSlot(seat: number, kind: PileKind, i: number): { x: number; y: number; z: number } {
  const c = pileSpot(seat);
  if (kind === 'bar') return { x: c.x + ((i % 6) - 2.5) * 1.4, y: 0.25 + Math.floor(i / 6) * 0.7, z: c.z - 3 };
  const per = GRID.cols * GRID.rows;
  const layer = Math.floor(i / per);
  const j = i % per;
  const col = j % GRID.cols;
  const row = Math.floor(j / GRID.cols);
  const side = kind === 'gold' ? -1 : 1;
  return {
    x: c.x + side * (0.9 + col * GRID.step) + layer * 0.4,
    y: 0.9 + layer * 0.9,
    z: c.z - 1.2 + row * GRID.step + layer * 0.4,
  };
}

/** How much larger than a thrown die a settled showdown die is drawn in the tray (one at the tray was about 15 px at 1280×800). */
export const SHOWN_DIE_SCALE = 2;

/** Where side `side`'s settled showdown die lies in the tray (ShowdownDice): either side of the waiting die, towards the back (away from the prompt). */
export function showdownSlot(side: number): { x: number; z: number } {
  const tray = TABLE.areas.tray;
  return { x: tray.x + (side === 0 ? -6 : 6), z: tray.z - 3 };
}

/** Where a stop lies on the table (a pile's middle: where dynamite lands before it blows). */
export function stopPoint(stop: Stop): { x: number; y: number; z: number } {
  switch (stop.at) {
    case 'space':
      return { ...spacePoint(stop.space), y: STREET_TOP };
    case 'location':
      return locationSpot(stop.id);
    case 'bag':
      return BAG_MOUTH;
    case 'bank':
      return bankBarSpot(stop.bar);
    case 'pile':
      return pileSlot(stop.seat, stop.kind, stop.slot);
    case 'pile-middle':
      return { ...pileSpot(stop.seat), y: 1.2 };
  }
}
