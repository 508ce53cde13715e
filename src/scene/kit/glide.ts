// A piece moving from one spot to another on the table: position, rotation
// and size eased together over a short time, with a hop (an arc up and down)
// so it passes over what lies between. One set of durations for every board,
// so dice, meeples and the camera move with the same rhythm in every game.
// Plain three maths, stepped by the owner's useFrame on refs (never React state).
import * as THREE from 'three';
import { skipGlides } from '../../store/session/speed.ts';

/** How long a kind of move takes (s) and how high it hops (cm). */
export interface GlideSpec {
  seconds: number;
  lift: number;
}

export const GLIDES = {
  /** Dice of a settled throw gathering where they wait for a choice; a picked die rising or settling. */
  gather: { seconds: 0.5, lift: 1.5 },
  /** A piece placed on the board (a die into its box): a higher hop, over the pieces in between. */
  place: { seconds: 0.5, lift: 5 },
  /** One step of a figure walking space by space (longer steps take longer; see hopSeconds). */
  hop: { seconds: 0.2, lift: 1.3 },
  /** The camera framing something else. */
  camera: { seconds: 0.9, lift: 0 },
} as const satisfies Record<string, GlideSpec>;

/** Ease in and out (smoothstep): starts and stops without a jolt. */
export const ease = (t: number): number => t * t * (3 - 2 * t);

/** The hop's height at progress t (0 at both ends, `lift` halfway). */
export const arc = (t: number, lift: number): number => Math.sin(Math.PI * t) * lift;

/** Progress (0..1) of a move started at `t0` (ms, performance.now) lasting `seconds`. */
export const progress = (t0: number, seconds: number, now: number): number => Math.min(1, (now - t0) / (seconds * 1000));

/** Where a piece is: position, rotation and drawn size (1 = its own size). */
export interface PiecePose {
  p: THREE.Vector3;
  q: THREE.Quaternion;
  s: number;
}

export interface Glide {
  from: PiecePose;
  to: PiecePose;
  t0: number;
  seconds: number;
  lift: number;
}

export const newPose = (): PiecePose => ({ p: new THREE.Vector3(), q: new THREE.Quaternion(), s: 1 });

export function copyPose(out: PiecePose, from: PiecePose): PiecePose {
  out.p.copy(from.p);
  out.q.copy(from.q);
  out.s = from.s;
  return out;
}

/** A glide from where the piece is now (copied) to `to`. */
export function startGlide(now: PiecePose, to: PiecePose, spec: GlideSpec, t0 = performance.now()): Glide {
  // At the fast speed (watching bots) pieces arrive at the next frame instead of gliding.
  return { from: copyPose(newPose(), now), to, t0, seconds: skipGlides() ? 0.001 : spec.seconds, lift: spec.lift };
}

/** Writes the glide's pose at time `now` into `out`; true once it has arrived. */
export function stepGlide(g: Glide, now: number, out: PiecePose): boolean {
  const t = progress(g.t0, g.seconds, now);
  const e = ease(t);
  out.p.lerpVectors(g.from.p, g.to.p, e);
  out.p.y += arc(t, g.lift);
  out.q.slerpQuaternions(g.from.q, g.to.q, e);
  out.s = g.from.s + (g.to.s - g.from.s) * e;
  return t >= 1;
}

/** A walking figure's step over `distance` cm: longer steps take longer and hop higher, within bounds. */
export const hopSeconds = (distance: number): number => GLIDES.hop.seconds * Math.max(1, Math.min(4, distance / 8));
export const hopLift = (distance: number): number => GLIDES.hop.lift * Math.min(2, Math.max(1, distance / 10));

const scratchS = new THREE.Vector3();
/** The instance matrix of a pose. */
export const poseMatrix = (pose: PiecePose, out: THREE.Matrix4): THREE.Matrix4 => out.compose(pose.p, pose.q, scratchS.setScalar(pose.s));
