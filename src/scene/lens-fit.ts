// Fits the room camera's lens to the screen's shape. A room's home pose is
// framed for a wide window (about 16:10); on a portrait phone the same field
// of view would cut the board off at both sides. So the vertical field of view
// widens until the board's width fits again, and when the HUD leaves only part
// of the screen free for the board (the "board window": above the bottom dock
// in portrait, left of the side dock in landscape), the picture is shifted
// (a view offset) so the home target sits in that window's centre and the
// lens is widened so the board fits inside it. Pure maths, tested in tests/ui.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LensFit {
  /** Vertical field of view, degrees. */
  fovDeg: number;
  /** Where the full picture's sub-window starts (three's setViewOffset x, y), or null for none. */
  offset: { x: number; y: number } | null;
  /**
   * The lens as seen inside the board window: a camera with this field of view
   * and aspect, looking at the target, sees exactly what the window shows. What
   * a framing (scene/kit/framing.ts) should fit a rectangle of the table to.
   */
  inWindow: { fovDeg: number; aspect: number };
}

/** The window shape the room's home poses were framed for. */
export const HOME_ASPECT = 1.6;
/**
 * Share of the home picture's width that must stay in view on a narrow screen.
 * On a wide screen the HUD's side panels cover the picture's edges, so the
 * board never needs all of it; on a phone those panels are folded away.
 */
export const KEEP_WIDTH = 0.72;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export function fitLens(size: { width: number; height: number }, baseFovDeg: number, window: Rect | null = null): LensFit {
  const W = Math.max(1, size.width);
  const H = Math.max(1, size.height);
  const win = window && window.width >= 40 && window.height >= 40 ? window : null;
  const w = win ?? { x: 0, y: 0, width: W, height: H };
  const tanV0 = Math.tan(rad(baseFovDeg) / 2);
  const keepH = tanV0 * HOME_ASPECT * KEEP_WIDTH;
  // Half-height of the view inside the window, in tangent units: never narrower than home, wide enough for the board.
  const tanWin = Math.max(tanV0, keepH / (w.width / w.height));
  const tanFull = tanWin * (H / w.height);
  const fovDeg = Math.min(150, deg(2 * Math.atan(tanFull)));
  const inWindow = { fovDeg: deg(2 * Math.atan(Math.tan(rad(fovDeg) / 2) * (w.height / H))), aspect: w.width / w.height };
  if (!win) return { fovDeg, offset: null, inWindow };
  const cx = w.x + w.width / 2;
  const cy = w.y + w.height / 2;
  const offset = { x: W / 2 - cx, y: H / 2 - cy };
  return { fovDeg, offset: Math.abs(offset.x) < 0.5 && Math.abs(offset.y) < 0.5 ? null : offset, inWindow };
}
