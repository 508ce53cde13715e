// The flick input as plain math, shared by the mouse/touch slingshot and the
// keyboard: a drag back from the die becomes a FlickSpec pointing the other
// way (slingshot), harder the further you pulled, up to a cap; a hold of Space
// charges the power over a fixed time. Framework-free, so tests feed numbers.
// Angles follow FlickSpec: 0 = towards -z (away from the player), positive turns right (+x).
import { FLICK, FLICK_SEARCH } from '../../physics/flick/tuning.ts';
import type { FlickSpec } from '../../physics/types.ts';

export interface XZ {
  x: number;
  z: number;
}

export interface Aim {
  angle: number;
  power: number;
}

export const FLICK_INPUT = {
  /** A pull this long (cm on the table) is a full-power flick; longer pulls are capped there. */
  fullPullCm: 12,
  /** Shorter pulls are a mis-click: no flick, only a hint. */
  minPullCm: 1.5,
  /** Holding Space fills the meter from empty to full in this time, s. */
  chargeSeconds: 1.2,
  /** One press of ←/→ turns the aim this far, rad (Shift: a fifth of it). */
  turnStep: 0.035,
  /** ↑/↓ step through these power presets for the guide line before charging. */
  powerPresets: [0.25, 0.4, 0.55, 0.7, 0.85, 1],
} as const;

const finiteXZ = (p: XZ): boolean => Number.isFinite(p.x) && Number.isFinite(p.z);

/** Wraps an angle into (-π, π]. */
export function wrapAngle(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  let a = angle % (2 * Math.PI);
  if (a <= -Math.PI) a += 2 * Math.PI;
  else if (a > Math.PI) a -= 2 * Math.PI;
  return a;
}

/** The aim of a pull from the die back to `pointer`: opposite the pull, power by its length (capped). Null for a mis-click or a NaN pointer. */
export function aimFromDrag(die: XZ, pointer: XZ): Aim | null {
  if (!finiteXZ(die) || !finiteXZ(pointer)) return null;
  const dx = die.x - pointer.x;
  const dz = die.z - pointer.z;
  const pull = Math.hypot(dx, dz);
  if (!(pull >= FLICK_INPUT.minPullCm)) return null;
  const power = Math.min(1, pull / FLICK_INPUT.fullPullCm);
  if (power < FLICK.minPower) return null;
  return { angle: Math.atan2(dx, -dz), power };
}

/** The flick a release at `pointer` makes, or null when the pull was too short (or not a number). */
export function flickFromDrag(die: XZ, pointer: XZ): FlickSpec | null {
  const aim = aimFromDrag(die, pointer);
  return aim ? { from: { x: die.x, z: die.z }, angle: aim.angle, power: aim.power } : null;
}

/** How far the pointer has been pulled, as a fraction of a full pull (0..1), for the meter before the minimum is reached. */
export function pullFraction(die: XZ, pointer: XZ): number {
  if (!finiteXZ(die) || !finiteXZ(pointer)) return 0;
  return Math.min(1, Math.hypot(die.x - pointer.x, die.z - pointer.z) / FLICK_INPUT.fullPullCm);
}

/** ←/→: turns the aim by one step (a fifth with `fine`), `direction` -1 = left, +1 = right. */
export function turnAim(angle: number, direction: -1 | 1, fine = false): number {
  return wrapAngle(angle + direction * FLICK_INPUT.turnStep * (fine ? 0.2 : 1));
}

/** ↑/↓: the next power preset above or below `power`. */
export function stepPowerPreset(power: number, direction: -1 | 1): number {
  const presets = FLICK_INPUT.powerPresets;
  if (direction > 0) return presets.find((p) => p > power + 1e-9) ?? presets[presets.length - 1] ?? 1;
  return [...presets].reverse().find((p) => p < power - 1e-9) ?? presets[0] ?? 0.25;
}

/** Power after holding Space for `heldSeconds`: fills linearly, full after chargeSeconds, then stays full. */
export function chargePower(heldSeconds: number): number {
  if (!(heldSeconds > 0)) return 0;
  return Math.min(1, heldSeconds / FLICK_INPUT.chargeSeconds);
}

/** The flick a Space release makes after `heldSeconds`, or null when the tap was too short to count. */
export function keyboardFlick(from: XZ, angle: number, heldSeconds: number): FlickSpec | null {
  if (!finiteXZ(from) || !Number.isFinite(angle)) return null;
  const power = chargePower(heldSeconds);
  if (power < FLICK.minPower) return null;
  return { from: { x: from.x, z: from.z }, angle: wrapAngle(angle), power };
}

/** The aim straight at a point (keyboard aiming starts at the nearest target). */
export function aimAt(from: XZ, to: XZ): number {
  return Math.atan2(to.x - from.x, -(to.z - from.z));
}

/** Unit direction of an angle on the table. */
export const directionOf = (angle: number): XZ => ({ x: Math.sin(angle), z: -Math.cos(angle) });

/**
 * About how far (cm) a die flicked at `power` slides on open table: the range
 * model the bot starts its search from. The aim line is drawn this long, so
 * the player learns what a given pull does.
 */
export function slideEstimate(power: number): number {
  if (!(power > 0)) return 0;
  return FLICK_SEARCH.rangeAtFull * Math.min(1, power) ** 2;
}
