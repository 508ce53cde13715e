// Which body made the impacts of a frame, and on what (issue 16, item 5).
// The physics hands the sound layer the contact forces of each frame but not
// the bodies involved; the poses it draws tell the rest: a body whose velocity
// changed this frame (beyond what gravity did) is one that hit something, and
// where it is says what (src/ui/sound/surfaces.ts). The hardest-hit bodies take
// the loudest forces. A body's first hit in a throw is its landing (the phone
// buzzes). No three, no DOM: vitest drives it with made-up poses.
import type { Pose, Vec3 } from '../../physics/types.ts';
import type { Surface } from './surfaces.ts';

export interface Hit {
  force: number;
  surface: Surface;
  /** The index of the body in the poses (-1 when no poses were given). */
  body: number;
  /** The body's first hit since the throw began: it landed. */
  landing: boolean;
}

/** cm/s² (table units are cm). */
const GRAVITY = 981;
/** A change of velocity beyond gravity's smaller than this (cm/s) is rolling, not a knock. */
const KNOCK = 25;
/** Frames further apart than this (s) belong to different throws. */
const NEW_THROW_GAP = 0.5;

export class HitTracker {
  private last: { t: number; positions: Vec3[]; velocities: (Vec3 | null)[] } | null = null;
  private landed: boolean[] = [];
  private lastT = -Infinity;

  /** `surfaceAt`: what a body centred at a point touches (src/ui/sound/surfaces.ts), handed in by the page. */
  constructor(private readonly surfaceAt: (p: Vec3) => Surface) {}

  /**
   * The frame's impacts (`forces`, newtons, any order) attributed to bodies.
   * `poses`, when the caller has them, are the bodies' poses after the frame;
   * `t` is the frame's time in seconds.
   */
  hits(forces: readonly number[], poses: readonly Pose[] | null, t: number): Hit[] {
    const fresh = t - this.lastT > NEW_THROW_GAP;
    this.lastT = t;
    if (fresh) {
      this.last = null;
      this.landed = [];
    }
    const knocked = poses ? this.knocked(poses, t) : [];
    const sorted = [...forces].sort((a, b) => b - a);
    return sorted.map((force, k) => {
      if (!poses || knocked.length === 0) {
        // Without poses the throw's first impact stands for its landing.
        const landing = !poses && this.landed[0] !== true;
        if (landing) this.landed[0] = true;
        return { force, surface: poses ? this.surfaceAt(lowest(poses)) : 'wood', body: -1, landing };
      }
      const body = knocked[Math.min(k, knocked.length - 1)] as number;
      const landing = this.landed[body] !== true;
      this.landed[body] = true;
      return { force, surface: this.surfaceAt((poses[body] as Pose).position), body, landing };
    });
  }

  /** The bodies whose velocity changed by more than gravity explains, hardest first. */
  private knocked(poses: readonly Pose[], t: number): number[] {
    const positions = poses.map((p) => ({ ...p.position }));
    const prev = this.last;
    if (!prev || prev.positions.length !== poses.length || t <= prev.t) {
      this.last = { t, positions, velocities: positions.map(() => null) };
      return [];
    }
    const dt = t - prev.t;
    const velocities = positions.map((p, i) => {
      const q = prev.positions[i] as Vec3;
      return { x: (p.x - q.x) / dt, y: (p.y - q.y) / dt, z: (p.z - q.z) / dt };
    });
    const changes: [number, number][] = [];
    velocities.forEach((v, i) => {
      const before = prev.velocities[i];
      if (!before) return;
      const dv = Math.hypot(v.x - before.x, v.y - (before.y - GRAVITY * dt), v.z - before.z);
      if (dv > KNOCK) changes.push([i, dv]);
    });
    this.last = { t, positions, velocities };
    return changes.sort((a, b) => b[1] - a[1]).map(([i]) => i);
  }
}

const lowest = (poses: readonly Pose[]): Vec3 => poses.reduce((low, p) => (p.position.y < low.y ? p.position : low), poses[0]?.position ?? { x: 0, y: 0, z: 0 });
