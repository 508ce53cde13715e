// The flicked die: the same body the dice module throws (shape, mass,
// material from ../bodies.ts), resting at the start spot and launched with the
// flick's impulse plus a little deterministic spin derived from the flick
// itself (no randomness, so a flick replays exactly).
import { RAPIER } from '../rapier.ts';
import type { World } from '@dimforge/rapier3d-compat';
import type { DieKind } from '../dice-kinds.ts';
import type { FlickSpec } from '../types.ts';
import { createDieBody, type DieBody } from '../bodies.ts';
import { DIE_SHAPE } from '../faces.ts';
import { DIE_BODY } from '../dice-tuning.ts';
import { FLICK, IMPACT_TO_NEWTON } from './tuning.ts';
import { FLICK_AREA } from './board.ts';

/** Half the resting height of a die of this kind, cm. */
export const flickDieHalfHeight = (kind: DieKind): number =>
  DIE_SHAPE[kind] === 'cube' ? DIE_BODY.cube.half : DIE_BODY.disc.halfThickness;

/** Unit direction on the table for a flick angle: 0 = towards -z, positive turns right (+x). */
export const flickDirection = (angle: number): { x: number; z: number } => ({
  x: Math.sin(angle),
  z: -Math.cos(angle),
});

/** Creates the die at the flick's start spot, moving with the flick's velocity and spin. */
export function buildFlickedDie(world: World, kind: DieKind, flick: FlickSpec, impacts: boolean): DieBody {
  const half = flickDieHalfHeight(kind);
  const die = createDieBody(
    world,
    kind,
    {
      position: { x: flick.from.x, y: FLICK_AREA.surfaceY + half + 0.01, z: flick.from.z },
      rotation: { x: 0, y: 0, z: 0, w: 1 },
      linvel: { x: 0, y: 0, z: 0 },
      angvel: { x: 0, y: 0, z: 0 },
    },
    impacts ? { impactThreshold: FLICK.impactThresholdN / IMPACT_TO_NEWTON } : {},
  );
  // Touches are read from collision events on the die's collider.
  die.collider.setActiveEvents(
    RAPIER.ActiveEvents.COLLISION_EVENTS | (impacts ? RAPIER.ActiveEvents.CONTACT_FORCE_EVENTS : 0),
  );
  const dir = flickDirection(flick.angle);
  const speed = (flick.power * FLICK.maxImpulse) / die.collider.mass();
  // Forward tumble: axis up × direction; the yaw leans with the side the flick turns to.
  const roll = (FLICK.tumble * speed) / half;
  const yaw = FLICK.yawSpin * flick.power * (flick.angle < 0 ? -1 : 1);
  die.body.setLinvel({ x: dir.x * speed, y: 0, z: dir.z * speed }, true);
  die.body.setAngvel({ x: dir.z * roll, y: yaw, z: -dir.x * roll }, true);
  return die;
}
