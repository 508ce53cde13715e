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
    /** g/cm³ (acrylic dice are ~1.2); Rapier leaves the rounding out, so a d6 weighs 2.8 g */
    density: 1.2,
  },
  disc: {
    /** wooden disc: 2.4 cm across, 0.7 cm thick */
    radius: 1.2,
    halfThickness: 0.35,
    /**
     * A well-rounded rim (0.27 of the 0.35 half thickness): with a sharper rim
     * a simulated disc on edge creeps along for seconds (contact jitter, no
     * rolling resistance in Rapier) and lands on edge 15–30 % of throws;
     * with this a disc stands on edge in 2.2 % (30,000 discs thrown three
     * at a time; docs/physics.md "Fair discs").
     */
    rounding: 0.27,
    /**
     * grams, set directly: Rapier leaves a shape's rounding out of its mass,
     * and the well-rounded rim would leave a 0.3 g disc (beech: 0.7 g/cm³ → 2.2 g).
     */
    mass: 2.2,
    /** Wood on wood rolls poorly: more damping than the dice. */
    linearDamping: 0.8,
    angularDamping: 0.8,
  },
  friction: 0.4,
  /** Flicked dice (thrown ones: THROW.die). Above ~0.5 at the shared 120 Hz contacts Rapier keeps resting dice micro-bouncing. */
  restitution: 0.45,
  /**
   * Full CCD by default: a flicked die (src/physics/flick) must not pass
   * through a figure. Thrown dice turn it off (THROW.ccd). Soft CCD
   * (predictive contacts) is cheaper but kills every bounce, so it stays 0.
   */
  ccd: true,
  softCcd: 0,
  /** Cube damping (discs have their own, above). */
  linearDamping: 0.1,
  angularDamping: 0.1,
} as const;

export const SETTLE = {
  /** A die is calm while |v| < this (cm/s) … */
  linear: 2,
  /** … and |ω| < this (rad/s; a resting die jitters at ~0.4, a disc on edge creeps at ~1.1) … */
  angular: 1.5,
  /** … for this many consecutive steps (or while Rapier has it asleep). */
  calmSteps: 10,
  /**
   * A die faster than this (cm/s, 10× the calm speed) is not read again for
   * `fastSkipSteps` steps and counts as moving meanwhile: it cannot have been
   * calm for long by then, and each read crosses into WASM (~0.6 µs plus
   * garbage). At worst a settle is seen that many steps later.
   */
  fastSpeed: 20,
  fastSkipSteps: 3,
  /** Put a die to sleep as soon as it has settled (see dice-run.ts). */
  sleepWhenSettled: true,
  /**
   * Steps per attempt (5 s) before the still-moving dice count as unsettled.
   * Cubes rest within ~110 steps; what reaches the cap is a disc wobbling
   * against the rail, which is better re-thrown than watched.
   */
  stepCap: 300,
  /** Re-throws per die before we give up with an error (should never happen). */
  maxAttempts: 25,
} as const;

export const READING = {
  /** A face counts when its normal is within this angle of straight up (degrees). */
  faceToleranceDeg: 15,
} as const;

export const THROW = {
  /**
   * Thrown dice differ from flicked ones in two ways (bodies.ts DieMaterial):
   * - no CCD: it cost ~27 % of a throw's CPU time. A fast die may sink a few
   *   cm into a rail for one step; the rail colliders are thick and reach up
   *   to TABLE.rail.guardHeight, so the contact pushes it back in (no die left
   *   the table in the bench; 0.4 % did with CCD and 5 cm rail colliders);
   * - restitution 0.6 against dice and table (combine rule max), with the
   *   softer contacts below: dice bounce and tumble and settle in ~1.5 s
   *   (median; 0.55 gave ~1.3 s). More bounces amplify Rapier's preference
   *   for one of a cuboid's axes, which the collider turns cancel
   *   (die-symmetry.ts, docs/physics.md "Fairness").
   */
  die: { ccd: false, restitution: 0.6, restitutionCombine: 'max' },
  /**
   * Contact stiffness (Hz) of a throw's world. The shared 120 Hz with
   * restitution above ~0.5 traps a die in a rocking cycle that walks across
   * the table for ever (a 4-step solver limit cycle, 0.5–4 % of dice); at
   * 60 Hz with restitution 0.6 none did in 1,000 dice (200 five-dice throws)
   * and the longest roll settled in 130 steps.
   */
  contactNaturalFrequency: 60,
  /** Height of the lowest die above the table at release (a hand's height), cm. */
  dropHeight: 10,
  /** Extra random height per die, cm. */
  dropHeightJitter: 4,
  /** Gesture release speeds are clamped to this range, cm/s. */
  minSpeed: 30,
  /**
   * A drag slower than this at release (cm/s) is no throw: it would lay the
   * dice down rather than throw them, so throwFromGesture refuses it (live
   * and in a saved game alike). Well above a hand held still (0–5 cm/s over
   * the release window), well below any real throw (50–300 cm/s).
   */
  minGestureSpeed: 15,
  maxSpeed: 350,
  /** Seeded throws go along the table front (see throw-input.ts) rather than any way. */
  seededAlongFront: true,
  /** Seeded throws pick a speed in this range, cm/s. */
  seededSpeed: [100, 220],
  /**
   * Vertical release speed range, cm/s: dice are tossed up a little, so they
   * arc (peak ≤ ~21 cm, under the rail guard) and land, bounce and roll for
   * about a second instead of being dropped from 4–7 cm.
   */
  verticalSpeed: [40, 120],
  /** Random spin per axis, rad/s. */
  spin: 25,
  /** Spacing of dice in the release cluster, cm. */
  spacing: 2.8,
  /** Validation: anything beyond these is absurd input. */
  maxAbsSpeed: 2000,
  maxAbsSpin: 300,
  maxDice: 30,
} as const;
