// Flick tuning as data. Units: cm, g, s, radians.
// The max impulse is set so a full-power flick slides and tumbles a die across
// a 60–90 cm board; the noise table is what separates a hard bot from an easy one.

export const FLICK = {
  /** Die impulse at power 1, g·cm/s. */
  maxImpulse: 850,
  /** Powers below this are "no flick" (a release with almost no drag). */
  minPower: 0.03,
  /** Spin given with the flick: rolling rate fraction (forward tumble) and a small yaw, rad/s at power 1. */
  tumble: 0.1,
  yawSpin: 4,
  /** A figure tilted past this angle from upright has fallen. */
  fallTilt: Math.PI / 4,
  /** Physics steps before a flick is declared finished whatever moves (10 s at 60 Hz). */
  stepCap: 600,
  /** A body rests when slower than these for `restSteps` consecutive steps. */
  restLinear: 1.0,
  restAngular: 0.6,
  restSteps: 20,
  /** Below this height (cm) a body has dropped off the table and stops counting. */
  lostBelowY: -10,
  /** Contact forces below this (newtons) are not reported as impacts (sounds); same scale as DiceRun. */
  impactThresholdN: 0.15,
} as const;

/** Our force unit is g·cm/s² = 1e-5 N. */
export const IMPACT_TO_NEWTON = 1e-5;

/** Bot aim noise by level: Gaussian sigma on angle (rad) and relative power. */
export const FLICK_NOISE = {
  hard: { angle: 0.015, power: 0.05 },
  easy: { angle: 0.07, power: 0.2 },
} as const;

/** Bot search limits: candidate runs stop early at rest or at this cap. */
export const FLICK_SEARCH = {
  stepCap: 240,
  restSteps: 8,
  /** Angle half-spread of the coarse grid (rad) and its count per side. */
  angleStep: 0.02,
  angleSide: 2,
} as const;
