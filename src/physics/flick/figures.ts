// Standing figures as compound rigid bodies: a square base plate plus a wooden
// body and head, so the centre of mass sits where a real piece has it and a
// die has to hit it squarely to tip it. Square plates rather than discs: a
// fallen figure on a disc rim rolls in circles for seconds (Rapier has no
// rolling resistance), and box contacts are cheaper for the bot's many trials.
// Sizes in cm, densities in g/cm³.
import { RAPIER } from '../rapier.ts';
import type { Collider, RigidBody, World } from '@dimforge/rapier3d-compat';
import type { FigureSpot } from '../types.ts';
import type { Pose } from '../types.ts';
import { FLICK, IMPACT_TO_NEWTON } from './tuning.ts';
import { FLICK_AREA, insideBoard } from './board.ts';

type Part =
  | { shape: 'box'; hx: number; hy: number; hz: number; y: number; density: number }
  | { shape: 'ball'; radius: number; y: number; density: number };

export interface FigureModel {
  /** Overall height, cm (for views and sanity checks). */
  height: number;
  parts: readonly Part[];
}

const WOOD = 0.7;
const BASE = 0.9;

/** Figure models; `y` is the part centre above the figure's foot. */
export const FIGURE_MODELS: Record<FigureSpot['model'], FigureModel> = {
  // A cowboy on his horse as a flat token on a square base, 4.7 cm tall.
  rider: {
    height: 4.7,
    parts: [
      { shape: 'box', hx: 0.72, hy: 0.15, hz: 0.72, y: 0.15, density: BASE },
      { shape: 'box', hx: 0.6, hy: 1.8, hz: 0.4, y: 0.3 + 1.8, density: WOOD },
      { shape: 'ball', radius: 0.5, y: 4.2, density: WOOD },
    ],
  },
  // A standing warrior, slimmer and a little shorter.
  indian: {
    height: 4.5,
    parts: [
      { shape: 'box', hx: 0.68, hy: 0.15, hz: 0.68, y: 0.15, density: BASE },
      { shape: 'box', hx: 0.45, hy: 1.75, hz: 0.4, y: 0.3 + 1.75, density: WOOD },
      { shape: 'ball', radius: 0.45, y: 4.05, density: WOOD },
    ],
  },
  // The classic meeple: 2 cm tall, 0.8 cm thick, standing on its own legs.
  meeple: {
    height: 2.05,
    parts: [
      { shape: 'box', hx: 0.85, hy: 0.125, hz: 0.4, y: 0.125, density: WOOD },
      { shape: 'box', hx: 0.55, hy: 0.6, hz: 0.4, y: 0.25 + 0.6, density: WOOD },
      { shape: 'ball', radius: 0.4, y: 1.65, density: WOOD },
    ],
  },
};

const FIGURE_FRICTION = 0.8;
const FIGURE_RESTITUTION = 0.1;

export interface FigureBody {
  spot: FigureSpot;
  body: RigidBody;
  colliders: Collider[];
}

/**
 * Creates one figure standing upright at its spot, asleep (it is at rest; the
 * die's contact wakes it). `impacts` adds contact-force events (sounds); they
 * do not change the motion.
 */
export function buildFigure(world: World, spot: FigureSpot, impacts: boolean): FigureBody {
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.dynamic()
      .setTranslation(spot.x, FLICK_AREA.surfaceY, spot.z)
      .setCcdEnabled(true)
      .setSleeping(true),
  );
  const colliders = FIGURE_MODELS[spot.model].parts.map((part) => {
    const desc =
      part.shape === 'box'
        ? RAPIER.ColliderDesc.cuboid(part.hx, part.hy, part.hz)
        : RAPIER.ColliderDesc.ball(part.radius);
    desc
      .setTranslation(0, part.y, 0)
      .setDensity(part.density)
      .setFriction(FIGURE_FRICTION)
      .setRestitution(FIGURE_RESTITUTION);
    if (impacts) {
      desc
        .setActiveEvents(RAPIER.ActiveEvents.CONTACT_FORCE_EVENTS)
        .setContactForceEventThreshold(FLICK.impactThresholdN / IMPACT_TO_NEWTON);
    }
    return world.createCollider(desc, body);
  });
  return { spot, body, colliders };
}

/** Angle between the figure's up axis and world up, radians. */
export function tiltOf(body: RigidBody): number {
  const q = body.rotation();
  // y component of the rotated local up axis (0,1,0).
  const upY = 1 - 2 * (q.x * q.x + q.z * q.z);
  return Math.acos(Math.max(-1, Math.min(1, upY)));
}

export const figureFallen = (body: RigidBody): boolean => tiltOf(body) > FLICK.fallTilt;

export const figureOffBoard = (body: RigidBody): boolean => {
  return !insideBoard(body.translation());
};

export function poseOf(body: RigidBody): Pose {
  const p = body.translation();
  const q = body.rotation();
  return { position: { x: p.x, y: p.y, z: p.z }, rotation: { x: q.x, y: q.y, z: q.z, w: q.w } };
}

/** Radius of the circle round a figure's foot, cm (for spacing checks). */
export const footRadius = (model: FigureSpot['model']): number => {
  const base = FIGURE_MODELS[model].parts[0];
  return base?.shape === 'box' ? Math.hypot(base.hx, base.hz) : 1;
};
