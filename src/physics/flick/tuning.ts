// Flick tuning as data. Units: cm, g, s, radians.
// The max impulse is set so a full-power flick slides and tumbles a die across
// a 60–90 cm board; the noise table is what separates a hard bot from an easy one.

export const FLICK = {
  /** Die impulse at power 1, g·cm/s. */
  maxImpulse: 860,
  /** Powers below this are "no flick" (a release with almost no drag). */
  minPower: 0.03,
  /** Spin given with the flick: rolling rate fraction (forward tumble) and a small yaw, rad/s at power 1. */
  tumble: 0.1,
  yawSpin: 2,
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
  /**
   * Contact forces below this (newtons) are not reported as impacts (sounds); same scale as DiceRun.
   * Resting pieces press 0.03 N; a die knocking a figure over gives 0.06–0.1 N.
   */
  impactThresholdN: 0.06,
} as const;

/** Our force unit is g·cm/s² = 1e-5 N. */
export const IMPACT_TO_NEWTON = 1e-5;

/** Bot aim noise by level: Gaussian sigma on angle (rad) and on power (relative). */
export const FLICK_NOISE = {
  hard: { angle: 0.01, power: 0.04 },
  // The rules-of-thumb bot aims as steadily as hard: a duel must not decide which of them plays better.
  heuristic: { angle: 0.01, power: 0.04 },
  easy: { angle: 0.06, power: 0.2 },
} as const;

/** Bot search: a coarse grid per target, then a refinement round; trials stop early at rest. */
export const FLICK_SEARCH = {
  /** Step cap of one trial (4 s) and the quiet steps that count as rest. */
  stepCap: 240,
  restSteps: 8,
  /** Angle grid: offsets of k·angleStep, k = -angleSide..angleSide, around the straight line to the target. */
  angleStep: 0.015,
  angleSide: 2,
  /** Distances beyond the target (cm) the grid's powers are chosen to carry the die, most promising first. */
  overshoot: [25, 12, 40],
  /** Targets searched at most (easiest first); the search stops early once an aim is robust. */
  maxTargets: 3,
  /** Range model for the first guess: a die flicked at power p slides about rangeAtFull·p² cm. */
  rangeAtFull: 120,
} as const;

/** Scores of a trial's outcome for the bot's goal. */
export const FLICK_SCORE = {
  targetDown: 1,
  targetTouched: 0.2,
  bystanderHit: -1.5,
  dieOffTable: -0.3,
} as const;
