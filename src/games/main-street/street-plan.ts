// The street's plan on the table (cm, table coordinates), around the rules'
// spaces (data.ts spacePoint: showdown A left, buildings 0–5 along the far
// side, showdown B right, 6–11 back along the near side): each building
// behind its doorway, the saloon and the jail in front, where each board
// target (moves.ts: `b3`, `s5`, saloon, jail) lies and which one is under a
// table point, and where the meeples of a location stand. The board draws and
// picks by these, a browser test clicks by them; pure, tested in
// tests/games/main-street/layout.test.ts.
import { BUILDING_NAMES, SPACES, doorwaySpace, spacePoint } from './data.ts';
import type { LocationId } from './types.ts';

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

/** What kind of place a target is (the view lights each kind its own way). */
export type Where = 'space' | 'building' | 'house';

/** Where a board target (moves.ts: `b3`, `s5`, saloon, jail) lies: its centre, its top (where a tap lands) and what it is. */
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
