// Where Gold in the Rivers lies on the table (cm, table coordinates): the hex field
// on the board area behind the disc tray, each player's corner (gold pile,
// shovels, sign) on either side of it (the camera's home view: camera-home.ts). The rules'
// drawing positions (neighbouring centres 1 apart, y downwards) are scaled
// here; everything else in the board reads these numbers. Pure.
import { TABLE } from '../../../../physics/table.ts';
import { trayRowSlot } from '../../../../scene/kit/settled-row.ts';
import { nearestSite } from '../../site-step.ts';

/** Centimetres between neighbouring site centres. */
export const SITE_STEP = 4.4;
/** The field's centre: the middle of the board area. */
export const FIELD_CENTRE = { x: TABLE.board.x, z: TABLE.board.z + 1 } as const;
/** Top of the sandy base plate the mountains stand on. */
export const BASE_TOP = 0.8;
/** A mountain's tile rises this far over the base (plus a little per region, so neighbours differ). */
export const TILE_RISE = 0.9;
export const TILE_RISE_STEP = 0.22;
/** Width of the sandy path between two mountains, in site steps. */
export const PATH_WIDTH = 0.075;
/** Width of a river channel, in site steps. */
export const CHANNEL_WIDTH = 0.2;
/** A gold marker's radius and thickness (cm). */
export const MARKER_RADIUS = 1.25;
export const MARKER_HEIGHT = 0.45;

/** A site's centre on the table from the rules' drawing position. */
export const siteSpot = (s: { x: number; y: number }): { x: number; z: number } => ({
  x: FIELD_CENTRE.x + s.x * SITE_STEP,
  z: FIELD_CENTRE.z + s.y * SITE_STEP,
});

/** Height of a mountain's tile top (regions alternate a little in height, to read as separate hills). */
export const tileTop = (mountain: number): number => BASE_TOP + TILE_RISE + ((mountain * 7) % 4) * TILE_RISE_STEP;

/**
 * The two players' corners, in front of the field on either side of the disc
 * tray (the HUD's panels cover the screen's sides, so nothing of ours lies
 * there): Player 1 (mountains) on the left, Player 2 (rivers) on the right.
 */
export function seatCorner(seat: number): { x: number; z: number } {
  return { x: seat === 0 ? -35 : 35, z: 15 };
}
/** Shovel `slot` (0..3) of a seat, in a row beside its gold pile, towards the tray. */
export function shovelSlot(seat: number, slot: number): { x: number; z: number } {
  const c = seatCorner(seat);
  const inwards = seat === 0 ? 1 : -1;
  return { x: c.x + inwards * (6.5 + slot * 3.4), z: c.z - 3 };
}
/** Nugget `i` of a seat's gold pile: a heap growing in layers. */
export function nuggetSpot(seat: number, i: number): { x: number; y: number; z: number } {
  const c = seatCorner(seat);
  const layer = Math.floor(i / 16);
  const k = i % 16;
  const ring = k < 6 ? 0 : 1;
  const n = ring === 0 ? 6 : 10;
  const a = ((ring === 0 ? k : k - 6) / n) * Math.PI * 2 + layer * 0.5;
  const r = (ring === 0 ? 1.3 : 2.7) * (1 - layer * 0.16);
  return { x: c.x + Math.cos(a) * r, y: 0.55 + layer * 0.85, z: c.z - 2 + Math.sin(a) * r };
}
/** A seat's sign, behind its pile (the screen's lower corners belong to the HUD). */
export const signSpot = (seat: number): { x: number; z: number } => {
  const c = seatCorner(seat);
  return { x: c.x, z: c.z - 14.5 };
};

/** A seat's whole corner (sign, gold pile, shovels towards the tray), for a phone's tab to frame. */
export function cornerRect(seat: number): { x0: number; z0: number; x1: number; z1: number } {
  const c = seatCorner(seat);
  const inwards = seat === 0 ? 1 : -1;
  const xs = [c.x - inwards * 8, c.x + inwards * 19];
  return { x0: Math.min(...xs), x1: Math.max(...xs), z0: signSpot(seat).z - 5, z1: c.z + 5 };
}

/** The site whose tile holds the table point (x, z), or null off the field. */
export function siteAt(sites: readonly { site: number; x: number; y: number }[], x: number, z: number): number | null {
  return nearestSite(sites, (x - FIELD_CENTRE.x) / SITE_STEP, (z - FIELD_CENTRE.z) / SITE_STEP, 0.56);
}

/** The discs of a settled throw are shown this much larger than they roll. */
export const SHOWN_DISC_SCALE = 1.7;
/** Disc `i` of `n` in the row at the front of the tray. */
export const discSlot = (i: number, n: number): { x: number; z: number } => trayRowSlot(i, n, 6.5, 1);
