// Camera framing of part of the table: the camera pose (for the room's orbit
// camera) that fits a rectangle of the table in view, seen from the player's
// side at a given pitch. Pure maths on the camera's field of view, so a board
// can frame itself (a flick, a region of a large board) without hand-tuned
// positions.
import type { CameraHome } from '../camera.ts';

/** A rectangle on the table plane (cm). */
export interface TableRect {
  x0: number;
  z0: number;
  x1: number;
  z1: number;
}

export interface FramingOptions {
  /** Vertical field of view of the camera (degrees); the game room's is 40. */
  fovDeg?: number;
  /** Width / height of the canvas. */
  aspect?: number;
  /** How steeply the camera looks down (radians from horizontal). */
  pitch?: number;
  /** Room to spare around the rectangle, as a factor of the fitting distance (HUD panels cover the screen's sides). */
  margin?: number;
  /** Distance bounds (the orbit camera's own limits, and no closer than useful). */
  minDistance?: number;
  maxDistance?: number;
}

export const GAME_ROOM_FOV_DEG = 40;

/** The smallest rectangle holding all the points, grown by `pad` cm on every side. */
export function rectAround(points: readonly { x: number; z: number }[], pad = 0): TableRect {
  const xs = points.map((p) => p.x);
  const zs = points.map((p) => p.z);
  return { x0: Math.min(...xs) - pad, z0: Math.min(...zs) - pad, x1: Math.max(...xs) + pad, z1: Math.max(...zs) + pad };
}

/**
 * How far the camera stands from the rectangle's centre so all of it is in
 * view. Exact for a camera looking at the centre from +z at `pitch`: a corner
 * (dx, dz) from the centre lies dz·cos(pitch) nearer the camera, dx to the
 * side and dz·sin(pitch) up or down in the picture; each corner asks for the
 * distance at which it just touches the edge of the view.
 */
export function fitDistance(rect: TableRect, opts: FramingOptions = {}): number {
  const { fovDeg = GAME_ROOM_FOV_DEG, aspect = 1.6, pitch = Math.PI / 3, margin = 1, minDistance = 0, maxDistance = Infinity } = opts;
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const tanH = tanV * aspect;
  const hx = (rect.x1 - rect.x0) / 2;
  const hz = (rect.z1 - rect.z0) / 2;
  let fit = 0;
  for (const dz of [-hz, hz]) {
    const nearer = dz * Math.cos(pitch);
    fit = Math.max(fit, hx / tanH + nearer, (Math.abs(dz) * Math.sin(pitch)) / tanV + nearer);
  }
  return Math.min(maxDistance, Math.max(minDistance, fit * margin));
}

/** The camera pose that frames `rect`: looking at its centre from the viewer's side (+z), `pitch` down. */
export function frameRect(rect: TableRect, opts: FramingOptions = {}): CameraHome {
  const pitch = opts.pitch ?? Math.PI / 3;
  const d = fitDistance(rect, opts);
  const cx = (rect.x0 + rect.x1) / 2;
  const cz = (rect.z0 + rect.z1) / 2;
  return { position: [cx, d * Math.sin(pitch), cz + d * Math.cos(pitch)], target: [cx, 0, cz] };
}
