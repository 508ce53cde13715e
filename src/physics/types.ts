// Plain data types of the physics layer: what goes into a throw or a flick and
// what comes out. Units: centimetres, seconds; table coordinates have the
// origin at the table centre, y up, x to the right, z towards the player.
// No React, no three: this runs the same in Node and in the browser.

import type { DieKind, FaceValue } from './dice-kinds.ts';

/** Named spots on the table where a throw happens. Scenes map them to places. */
export type ThrowArea = 'tray' | 'cup' | 'player';

/** A figure standing on the table for a flick, in table coordinates (cm; origin at the table centre, x right, z towards the viewer, y up). */
export interface FigureSpot {
  id: string;
  /** Figure model: rider, indian, meeple. */
  model: 'rider' | 'indian' | 'meeple';
  x: number;
  z: number;
  /** Targets are what the flick is for; bystanders must be spared. */
  role: 'target' | 'bystander';
  /** Seat owning the figure, if any (riders). */
  owner?: number;
}

/** What a settled flick did, as plain data. */
export interface FlickOutcome {
  kind: 'flick';
  /** Figure ids the flicked die touched (directly). */
  touched: string[];
  /** Figure ids tilted past 45° at rest (targets and bystanders alike). */
  fallen: string[];
  /** Figure ids that left the board. */
  offBoard: string[];
  /** Ids among `fallen`/`offBoard` whose role was bystander. */
  bystandersHit: string[];
  /** Where the die came to rest, table coordinates (cm). */
  dieRest: { x: number; z: number };
  dieOffTable: boolean;
}

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
  /** The dice (by index) that rest standing on their rim: a disc on its edge counts its larger value (faces.ts). */
  edges: number[];
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
