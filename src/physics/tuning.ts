// Shared physical constants (as const data). Units: cm, g, s.
// The dice module tunes these; figures and flicks read them.
export const PHYSICS = {
  /** cm/s² */
  gravity: -981,
  /** fixed timestep, seconds */
  timestep: 1 / 60,
  /** die edge, cm */
  dieEdge: 1.6,
  /**
   * Rapier length unit (units per metre would be 100, but its default
   * tolerances then let a die sink 1.2 mm into the table; 10 keeps rests
   * within 0.1 mm and still resolves impacts).
   */
  lengthUnit: 10,
  /** Contact stiffness (Hz). Rapier's default 30 makes impacts mushy: dice hardly bounce. */
  contactNaturalFrequency: 120,
  /** Rapier solver iterations per step (its default is 4). */
  solverIterations: 4,
} as const;
