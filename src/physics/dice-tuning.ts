// Tuning of dice bodies, throws and the settle rule, as data. Units: cm, g, s.
// Values chosen so a throw tumbles, bounces and rests in about 1.5–3 s of
// simulated time (measured by `npm run bench`: settleStepsMedian/Max).
import { PHYSICS } from './tuning.ts';

export const DIE_BODY = {
  cube: {
    /** half of the die edge */
    half: PHYSICS.dieEdge / 2,
    /** rounded edges: radius of the rounding (the round_cuboid border) */
    rounding: 0.14,
    /** g/cm³ (acrylic dice are ~1.2) */
    density: 1.2,
  },
  disc: {
    /** wooden disc: 2.4 cm across, 0.7 cm thick */
    radius: 1.2,
    halfThickness: 0.35,
    rounding: 0.08,
    /** g/cm³ (beech) */
    density: 0.7,
  },
  friction: 0.5,
  restitution: 0.4,
  /**
   * Full CCD keeps fast dice from tunnelling into the rail. Soft CCD (predictive
   * contacts) is cheaper but kills every bounce, so it stays 0.
   */
  ccd: true,
  softCcd: 0,
  linearDamping: 0.1,
  angularDamping: 0.2,
} as const;

export const SETTLE = {
  /** A die is calm while |v| < this (cm/s) … */
  linear: 1.5,
  /** … and |ω| < this (rad/s; a resting die jitters at ~0.4 under stiff contacts) … */
  angular: 1,
  /** … for this many consecutive steps (or while Rapier has it asleep). */
  calmSteps: 10,
  /** Steps per attempt before the still-moving dice count as unsettled. */
  stepCap: 600,
  /** Re-throws per die before we give up with an error (should never happen). */
  maxAttempts: 25,
} as const;

export const READING = {
  /** A face counts when its normal is within this angle of straight up (degrees). */
  faceToleranceDeg: 15,
} as const;

export const THROW = {
  /** Height of the lowest die above the table at release, cm. */
  dropHeight: 4,
  /** Extra random height per die, cm. */
  dropHeightJitter: 3,
  /** Gesture release speeds are clamped to this range, cm/s. */
  minSpeed: 30,
  maxSpeed: 350,
  /** Seeded throws pick a speed in this range, cm/s. */
  seededSpeed: [50, 170],
  /** Random spin per axis, rad/s. */
  spin: 25,
  /** Spacing of dice in the release cluster, cm. */
  spacing: 2.8,
  /** Validation: anything beyond these is absurd input. */
  maxAbsSpeed: 2000,
  maxAbsSpin: 300,
  maxDice: 30,
} as const;
