// Shared physical constants (as const data). Units: cm, g, s.
// The dice module tunes these; figures and flicks read them.
export const PHYSICS = {
  /** cm/s² */
  gravity: -981,
  /** fixed timestep, seconds */
  timestep: 1 / 60,
  /** die edge, cm */
  dieEdge: 1.6,
} as const;
