// Plain data types of the physics layer: what goes into a throw or a flick and
// what comes out. Units: centimetres, seconds; table coordinates have the
// origin at the table centre, y up, x to the right, z towards the player.
// No React, no three: this runs the same in Node and in the browser.

import type { DieKind, FaceValue } from '../core/dice-kinds.ts';
import type { FigureSpot, FlickOutcome, ThrowArea } from '../core/contract.ts';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}
export interface Quat {
  x: number;
  y: number;
  z: number;
  w: number;
}

/** Initial conditions of one body. */
export interface BodyInit {
  position: Vec3;
  rotation: Quat;
  linvel: Vec3;
  angvel: Vec3;
}

export interface Pose {
  position: Vec3;
  rotation: Quat;
}

/** A drag on the table surface: where it started, where it was released, how long it took. */
export interface Gesture {
  from: { x: number; z: number };
  to: { x: number; z: number };
  durationMs: number;
}

/**
 * Everything needed to re-simulate a throw bit-identically: the kinds, every
 * die's initial conditions, and the seed from which re-throws are derived.
 * This is what the action log records.
 */
export interface ThrowSpec {
  kinds: DieKind[];
  dice: BodyInit[];
  seed: number;
  /** Where re-thrown dice are dropped; 'tray' when absent. */
  area?: ThrowArea;
}

export type RethrowReason = 'cocked' | 'off-table' | 'unsettled';

export interface RethrowRecord {
  /** Index of the die in the throw. */
  die: number;
  reason: RethrowReason;
  /** 1 for the first re-throw of that die. */
  attempt: number;
  /** The new initial conditions the die got (derived from the throw seed). */
  init: BodyInit;
  /** Where and how the die lay when it was judged (for the notice shown to the player). */
  at?: Pose;
}

export interface ThrowResult {
  faces: FaceValue[];
  /** Physics steps until everything rested (all attempts). */
  steps: number;
  poses: Pose[];
  rethrows: RethrowRecord[];
}

/** A flick: an impulse given to the die at its start spot. */
export interface FlickSpec {
  from: { x: number; z: number };
  /** Direction on the table plane, radians; 0 = towards -z (away from the player), positive turns right. */
  angle: number;
  /** 0..1 of the maximum flick impulse. */
  power: number;
}

export interface FlickSetup {
  figures: FigureSpot[];
  die: DieKind;
}

export interface FlickResult {
  outcome: FlickOutcome;
  steps: number;
}

/** An error for bad physical input (NaN, infinite, absurd values). The world is untouched. */
export class PhysicsInputError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PhysicsInputError';
    this.code = code;
  }
}
