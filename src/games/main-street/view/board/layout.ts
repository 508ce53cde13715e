// Where Main Street lies on the table (cm, table coordinates). The street's
// spaces come from the rules' spacePoint (showdown A left, buildings 0–5
// along the far side, showdown B right, 6–11 back along the near side); the
// buildings stand behind their doorways; the bag lies in the middle of the
// street; the saloon, the bank, the graveyard and the jail in a row in front,
// either side of the dice tray; the players' piles (gold, stone, bars) in a
// row in front, left of the tray. Pure.
import type { CameraHome } from '../../../../scene/CameraRig.tsx';
import { frameRect } from '../../../../scene/kit/framing.ts';
import { BUILDING_NAMES, SPACES, doorwaySpace, spacePoint, type LocationId } from '../../index.ts';
import { TABLE } from '../../../../physics/table.ts';
import type { PileKind } from '../../flights.ts';

export const BUILDING = { width: 10, depth: 8, height: 4 } as const;
export const STREET_TOP = 0.3;

/** A building's centre: behind its doorway, away from the street. */
export function buildingSpot(b: number): { x: number; z: number } {
  const d = spacePoint(doorwaySpace(b));
  return { x: d.x, z: d.z + (b < 6 ? -8.5 : 8.5) };
}

/** A street space's radius (the showdown spaces are the larger). */
export const spaceRadius = (space: number): number => (SPACES[space]?.kind === 'showdown' ? 3.6 : 2.6);

/** The saloon's and the jail's houses. */
export const HOUSE = { width: 12, depth: 7, height: 2.8 } as const;
export const SALOON = { x: -40, z: 15 } as const;
export const JAIL = { x: 40, z: 15 } as const;
export const BANK = { x: -23, z: 16 } as const;
export const BAG = { x: 0, z: -12 } as const;
export const GRAVEYARD = { x: 23, z: 16.5 } as const;

type Where = 'space' | 'building' | 'house';

/** Where a board target (controller.ts: `b3`, `s5`, saloon, jail) lies: its centre, its top (where a tap lands) and what it is. */
export function targetSpot(t: string): { x: number; z: number; top: number; where: Where } | null {
  if (t === 'saloon' || t === 'jail') return { ...(t === 'saloon' ? SALOON : JAIL), top: HOUSE.height, where: 'house' };
  const n = Number(t.slice(1));
  if (t[0] === 's' && SPACES[n]) return { ...spacePoint(n), top: STREET_TOP, where: 'space' };
  if (t[0] === 'b' && BUILDING_NAMES[n]) return { ...buildingSpot(n), top: BUILDING.height, where: 'building' };
  return null;
}

/** The board target under a table point (on a building, a space, the saloon or the jail, its walls included), or null. */
export function targetAt(x: number, z: number): string | null {
  const on = (c: { x: number; z: number }, w: number, d: number) => Math.abs(x - c.x) <= w / 2 + 0.05 && Math.abs(z - c.z) <= d / 2 + 0.05;
  if (on(SALOON, HOUSE.width, HOUSE.depth)) return 'saloon';
  if (on(JAIL, HOUSE.width, HOUSE.depth)) return 'jail';
  const b = BUILDING_NAMES.findIndex((_, i) => on(buildingSpot(i), BUILDING.width, BUILDING.depth));
  if (b >= 0) return `b${b}`;
  const s = SPACES.findIndex((_, i) => Math.hypot(x - spacePoint(i).x, z - spacePoint(i).z) <= spaceRadius(i) + 0.05);
  return s >= 0 ? `s${s}` : null;
}

/** Where the meeples of a location stand: building roofs, the saloon's and the jail's porch. */
export function locationSpot(from: LocationId): { x: number; y: number; z: number } {
  if (from === 'saloon') return { ...SALOON, y: 3 };
  if (from === 'jail') return { ...JAIL, y: 3 };
  return { ...buildingSpot(from), y: BUILDING.height };
}

/** Slot `i` of a small crowd standing round a spot (rows of five, 1.8 cm apart). */
export function crowdSlot(i: number, centre: { x: number; z: number }): { x: number; z: number } {
  const row = Math.floor(i / 5);
  const col = i % 5;
  return { x: centre.x + (col - 2) * 1.8, z: centre.z + (row - 0.5) * 2.4 };
}

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

/** Home view: the whole street, the saloon, the jail, the tray and the piles in front; steep enough that the far signs read. */
export const CAMERA_HOME: CameraHome = frameRect({ x0: -66, z0: -38, x1: 66, z1: 34 }, { pitch: 1.2, aspect: 1.6, margin: 0.96 });
