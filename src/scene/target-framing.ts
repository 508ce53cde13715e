// The phone framing of a decision: where the room camera looks so the lit
// targets a tap acts on lie at least a fingertip apart on screen. Seen from
// the home view's direction (the player keeps their bearings), looking at the
// middle of the targets, as far back as the tap spacing allows: the whole
// region when it fits at that zoom, else a focused part of it the player
// slides (one finger pans, the hint says so), there the part that reaches
// the most of them. When the home view already
// shows every target apart, the framing is the home view. Pure maths on the
// lens the board window shows (lens-fit.ts), tested in tests/scene.
import * as THREE from 'three';
import type { CameraHome } from './camera.ts';
import type { TablePoint } from './decision-targets.ts';

/** Screen pixels between two targets' centres a finger can tell apart (44 px and a little to spare). */
export const TAP_SPACING = 48;
/** A target this close to the window's edge (px) counts as off it: half a fingertip. */
export const EDGE = 22;

export interface TargetFraming {
  pose: CameraHome;
  /** Smallest distance between two targets' centres in the window at `pose` (px; Infinity for one target). */
  spacing: number;
  /** The targets do not all fit in the window at a tappable spacing: the view is a part the player slides. */
  sliding: boolean;
  /** Where the look-at point may be slid to (table cm): the targets' bounding rectangle. */
  bounds: { x0: number; z0: number; x1: number; z1: number };
}

export interface FramingLimits {
  /** The orbit camera's distance limits (cm). */
  minDistance: number;
  maxDistance: number;
  /** Bands of the window something lies over (the tabs at its top, the slide hint at its foot), px. */
  inset?: Inset;
}

/** Bands at the window's top and foot no target should lie under (px). */
export interface Inset {
  top: number;
  bottom: number;
}
const NO_INSET: Inset = { top: 0, bottom: 0 };

/** Window pixels of each point for a camera with the window's lens standing `d` from `centre` along `dir`. */
function projector(lens: { fovDeg: number; aspect: number }, win: { width: number; height: number }) {
  const cam = new THREE.PerspectiveCamera(lens.fovDeg, lens.aspect, 0.5, 5000);
  const v = new THREE.Vector3();
  return (points: readonly TablePoint[], centre: THREE.Vector3, dir: THREE.Vector3, d: number) => {
    cam.position.copy(centre).addScaledVector(dir, d);
    cam.lookAt(centre);
    cam.updateMatrixWorld();
    return points.map((p) => {
      v.set(p.x, p.y, p.z).project(cam);
      return { x: ((v.x + 1) / 2) * win.width, y: ((1 - v.y) / 2) * win.height };
    });
  };
}

/** Smallest distance between two of the points (Infinity for fewer than two). */
export function minSpacing(px: readonly { x: number; y: number }[]): number {
  let best = Infinity;
  for (let i = 0; i < px.length; i++) for (let j = i + 1; j < px.length; j++) best = Math.min(best, Math.hypot(px[i]!.x - px[j]!.x, px[i]!.y - px[j]!.y));
  return best;
}

type Size = { width: number; height: number };
/** A point (window px) a finger can reach: inside the window, at least EDGE from its sides and clear of the insets. */
export const within = (p: { x: number; y: number }, win: Size, inset: Inset = NO_INSET): boolean =>
  p.x >= EDGE && p.x <= win.width - EDGE && p.y >= inset.top + EDGE && p.y <= win.height - inset.bottom - EDGE;
const inside = (px: readonly { x: number; y: number }[], win: Size, inset: Inset) => px.every((p) => within(p, win, inset));
const reachable = (px: readonly { x: number; y: number }[], win: Size, inset: Inset) => px.filter((p) => within(p, win, inset)).length;
/**
 * The spacing that counts: between the targets a finger can reach now, those in
 * the window (the far rows of a slid-off region crowd in perspective, but no
 * tap can reach them until the player slides there).
 */
const tappableSpacing = (px: readonly { x: number; y: number }[], win: Size, inset: Inset) => minSpacing(px.filter((p) => within(p, win, inset)));

/**
 * The framing for `points` seen through the board window (`lens` as the window
 * shows it, `win` its size in px) from `home`'s direction; null without targets.
 */
export function frameTargets(points: readonly TablePoint[], home: CameraHome, lens: { fovDeg: number; aspect: number }, win: { width: number; height: number }, limits: FramingLimits): TargetFraming | null {
  if (points.length === 0) return null;
  const inset = limits.inset ?? NO_INSET;
  const project = projector(lens, win);
  const homeTarget = new THREE.Vector3(...home.target);
  const offset = new THREE.Vector3(...home.position).sub(homeTarget);
  const homeD = offset.length();
  const dir = offset.normalize();
  const xs = points.map((p) => p.x);
  const zs = points.map((p) => p.z);
  const bounds = { x0: Math.min(...xs), z0: Math.min(...zs), x1: Math.max(...xs), z1: Math.max(...zs) };

  const atHome = project(points, homeTarget, dir, homeD);
  const homeSpacing = tappableSpacing(atHome, win, inset);
  if (homeSpacing >= TAP_SPACING && inside(atHome, win, inset)) return { pose: home, spacing: homeSpacing, sliding: false, bounds };

  const y = points.reduce((a, p) => a + p.y, 0) / points.length;
  const middle = new THREE.Vector3((bounds.x0 + bounds.x1) / 2, y, (bounds.z0 + bounds.z1) / 2);
  const far = Math.max(limits.minDistance, Math.min(homeD, limits.maxDistance));
  /** As far back from `centre` as the spacing allows (it shrinks with distance), never farther than home nor past the orbit's limits. */
  const backOff = (centre: THREE.Vector3) => {
    const spacingAt = (d: number) => tappableSpacing(project(points, centre, dir, d), win, inset);
    if (spacingAt(far) >= TAP_SPACING) return far;
    let lo = limits.minDistance;
    if (spacingAt(lo) < TAP_SPACING) return lo;
    let hi = far;
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (spacingAt(mid) >= TAP_SPACING) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const framed = (centre: THREE.Vector3, d: number): TargetFraming => {
    const px = project(points, centre, dir, d);
    const position = centre.clone().addScaledVector(dir, d);
    return {
      pose: { position: [position.x, position.y, position.z], target: [centre.x, centre.y, centre.z] },
      spacing: tappableSpacing(px, win, inset),
      sliding: !inside(px, win, inset),
      bounds,
    };
  };
  const whole = framed(middle, backOff(middle));
  if (!whole.sliding) return whole;
  // Too big to fit at a tappable spacing: the focused part that reaches the most targets (the middle of the
  // region may be empty table between two clusters), looking at one of them; ties go to the farther view.
  const step = Math.max(1, Math.ceil(points.length / 24));
  let best = { framing: whole, reached: reachable(project(points, middle, dir, backOff(middle)), win, inset), d: 0 };
  for (let i = 0; i < points.length; i += step) {
    const p = points[i]!;
    const centre = new THREE.Vector3(p.x, y, p.z);
    const d = backOff(centre);
    const reached = reachable(project(points, centre, dir, d), win, inset);
    if (reached > best.reached || (reached === best.reached && d > best.d)) best = { framing: framed(centre, d), reached, d };
  }
  return best.framing;
}
