// Where Main Street lies on the table (cm, table coordinates). The street's
// spaces come from the rules' spacePoint (showdown A left, buildings 0–5
// along the far side, showdown B right, 6–11 back along the near side); the
// buildings stand behind their doorways; the bag lies in the middle of the
// street; the saloon, the bank, the graveyard and the jail in a row in front,
// either side of the dice tray. Pure.
import type { CameraHome } from '../../../../scene/CameraRig.tsx';
import { frameRect } from '../../../../scene/kit/framing.ts';
import { doorwaySpace, spacePoint, type LocationId } from '../../index.ts';

export const BUILDING = { width: 10, depth: 8, height: 4 } as const;
export const STREET_TOP = 0.3;

/** A building's centre: behind its doorway, away from the street. */
export function buildingSpot(b: number): { x: number; z: number } {
  const d = spacePoint(doorwaySpace(b));
  return { x: d.x, z: d.z + (b < 6 ? -8.5 : 8.5) };
}

export const SALOON = { x: -40, z: 15 } as const;
export const JAIL = { x: 40, z: 15 } as const;
export const BANK = { x: -23, z: 14 } as const;
export const BAG = { x: 0, z: -12 } as const;
export const GRAVEYARD = { x: 23, z: 14 } as const;

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

/** Home view: the whole street, the saloon, the jail and the tray in front. */
export const CAMERA_HOME: CameraHome = frameRect({ x0: -68, z0: -40, x1: 68, z1: 30 }, { pitch: 1.1, aspect: 1.6, margin: 0.98 });
