// Dice as Rapier bodies: rounded cubes (round_cuboid) and rounded wooden discs
// (round cylinder). One place decides shape, mass and material, so the
// headless throw, the browser and the flick module make identical bodies.
import type { DieKind } from './dice-kinds.ts';
import type { World, RigidBody, Collider } from '@dimforge/rapier3d-compat';
import { RAPIER } from './rapier.ts';
import { DIE_SHAPE } from './faces.ts';
import { DIE_BODY } from './dice-tuning.ts';
import type { BodyInit, Quat } from './types.ts';

/** The collider shape of a die kind, centred on the body. */
export function dieColliderDesc(kind: DieKind) {
  if (DIE_SHAPE[kind] === 'cube') {
    const { half, rounding, density } = DIE_BODY.cube;
    const core = half - rounding;
    return RAPIER.ColliderDesc.roundCuboid(core, core, core, rounding).setDensity(density);
  }
  const { radius, halfThickness, rounding, mass } = DIE_BODY.disc;
  return RAPIER.ColliderDesc.roundCylinder(halfThickness - rounding, radius - rounding, rounding).setMass(mass);
}

export interface DieBody {
  body: RigidBody;
  collider: Collider;
}

/** What differs between a thrown die (THROWN_DIE) and a flicked one (the default). */
export interface DieMaterial {
  readonly ccd: boolean;
  readonly restitution: number;
  /** 'max': the die's restitution holds against the table too (Rapier otherwise averages both). */
  readonly restitutionCombine: 'average' | 'max';
}

const FLICKED_DIE: DieMaterial = { ccd: DIE_BODY.ccd, restitution: DIE_BODY.restitution, restitutionCombine: 'average' };

/** Optional parts of a die body. */
export interface DieBodyOptions {
  /** Contact-force events above this (force units) for impact sounds; none when absent. */
  impactThreshold?: number;
  /** Thrown or flicked (default: flicked). */
  material?: DieMaterial;
  /** A symmetry of the shape to turn the collider by in its body (die-symmetry.ts); none when absent. */
  colliderTurn?: Quat;
}

/** Create one die with its initial conditions. */
export function createDieBody(world: World, kind: DieKind, init: BodyInit, options: DieBodyOptions = {}): DieBody {
  const { impactThreshold, material = FLICKED_DIE, colliderTurn } = options;
  const { position: p, rotation: q, linvel: v, angvel: w } = init;
  const damping = DIE_SHAPE[kind] === 'disc' ? DIE_BODY.disc : DIE_BODY;
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.dynamic()
      .setTranslation(p.x, p.y, p.z)
      .setRotation({ x: q.x, y: q.y, z: q.z, w: q.w })
      .setLinvel(v.x, v.y, v.z)
      .setAngvel({ x: w.x, y: w.y, z: w.z })
      .setLinearDamping(damping.linearDamping)
      .setAngularDamping(damping.angularDamping)
      .setCcdEnabled(material.ccd)
      .setSoftCcdPrediction(DIE_BODY.softCcd),
  );
  let desc = dieColliderDesc(kind);
  if (colliderTurn) desc = desc.setRotation(colliderTurn);
  desc = desc.setFriction(DIE_BODY.friction).setRestitution(material.restitution);
  if (material.restitutionCombine === 'max') desc = desc.setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Max);
  if (impactThreshold !== undefined) {
    desc = desc.setActiveEvents(RAPIER.ActiveEvents.CONTACT_FORCE_EVENTS).setContactForceEventThreshold(impactThreshold);
  }
  const collider = world.createCollider(desc, body);
  return { body, collider };
}

/** Put a die back to new initial conditions (a re-throw), dynamic and awake. */
export function resetDieBody(die: DieBody, init: BodyInit, material: DieMaterial = FLICKED_DIE): void {
  const { body } = die;
  const { position: p, rotation: q, linvel: v, angvel: w } = init;
  body.setEnabled(true);
  body.setBodyType(RAPIER.RigidBodyType.Dynamic, false);
  body.setTranslation({ x: p.x, y: p.y, z: p.z }, false);
  body.setRotation({ x: q.x, y: q.y, z: q.z, w: q.w }, false);
  body.setLinvel({ x: v.x, y: v.y, z: v.z }, false);
  body.setAngvel({ x: w.x, y: w.y, z: w.z }, false);
  body.enableCcd(material.ccd);
  body.wakeUp();
}
