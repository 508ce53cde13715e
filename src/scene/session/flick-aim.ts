// The fallback flick input for humans until the slingshot of src/scene/flick/
// exists: pull back from the die and let go (the die flies the other way,
// harder the further you pulled), or aim with the arrow keys and press Enter.
// Pure: turns a pull into the FlickSpec's angle (0 = away from the player,
// towards -z; positive turns right) and power (0..1).

/** A pull this long (cm on the table) is a full-power flick. */
export const FULL_PULL_CM = 24;
/** Shorter pulls are treated as a mis-click, not a flick. */
export const MIN_PULL_CM = 1.2;

export interface Aim {
  angle: number;
  power: number;
}

export function aimFromPull(die: { x: number; z: number }, release: { x: number; z: number }): Aim | null {
  const dx = die.x - release.x;
  const dz = die.z - release.z;
  const pull = Math.hypot(dx, dz);
  if (!(pull >= MIN_PULL_CM)) return null;
  return { angle: Math.atan2(dx, -dz), power: Math.min(1, pull / FULL_PULL_CM) };
}

/** Direction of an angle on the table plane (unit x, z). */
export const directionOf = (angle: number): { x: number; z: number } => ({ x: Math.sin(angle), z: -Math.cos(angle) });

/** The aim towards a point (used to start keyboard aiming at the first target). */
export function aimAt(from: { x: number; z: number }, to: { x: number; z: number }, power = 0.5): Aim {
  return { angle: Math.atan2(to.x - from.x, -(to.z - from.z)), power };
}

export const clampPower = (p: number): number => Math.min(1, Math.max(0.05, p));
