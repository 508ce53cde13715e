// Where a throw's initial conditions come from: a seeded generator (bots,
// demo, tests, Roll button) or the player's drag. Both produce a plain
// ThrowSpec, which is what gets recorded and re-simulated. Re-throw initial
// conditions are derived from the throw seed, the die and the attempt.
// Only +, ×, ÷ and sqrt here (no trig), so the numbers are bit-identical on
// every JavaScript engine.
import type { ThrowArea } from './types.ts';
import type { DieKind } from './dice-kinds.ts';
import { mulberry32, mixSeed, between, type Random } from './random.ts';
import { TABLE, INNER_HALF_DEPTH, INNER_HALF_WIDTH, type TableRect } from './table.ts';
import { THROW, DIE_BODY } from './dice-tuning.ts';
import type { BodyInit, Gesture, Quat, ThrowSpec, Vec3 } from './types.ts';
import { PhysicsInputError } from './types.ts';
import { checkKinds, checkSeed, checkArea, checkGesture } from './validate.ts';

/** A rotation drawn uniformly from all rotations (uniform point on the 3-sphere). */
export function randomRotation(random: Random): Quat {
  for (;;) {
    const x = 2 * random() - 1;
    const y = 2 * random() - 1;
    const z = 2 * random() - 1;
    const w = 2 * random() - 1;
    const n2 = x * x + y * y + z * z + w * w;
    if (n2 > 0.01 && n2 <= 1) {
      const n = Math.sqrt(n2);
      return { x: x / n, y: y / n, z: z / n, w: w / n };
    }
  }
}

/** A horizontal unit direction drawn uniformly. */
export function randomDirection(random: Random): { x: number; z: number } {
  for (;;) {
    const x = 2 * random() - 1;
    const z = 2 * random() - 1;
    const n2 = x * x + z * z;
    if (n2 > 0.01 && n2 <= 1) {
      const n = Math.sqrt(n2);
      return { x: x / n, z: z / n };
    }
  }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Positions of n dice in a small jittered grid around (cx, cz), kept inside the rail. */
function cluster(n: number, cx: number, cz: number, random: Random): Vec3[] {
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const s = THROW.spacing;
  const margin = 3 + (cols * s) / 2;
  const x0 = clamp(cx, -INNER_HALF_WIDTH + margin, INNER_HALF_WIDTH - margin);
  const z0 = clamp(cz, -INNER_HALF_DEPTH + margin, INNER_HALF_DEPTH - margin);
  const out: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    out.push({
      x: x0 + (c - (cols - 1) / 2) * s + between(random, -0.3, 0.3),
      y: THROW.dropHeight + between(random, 0, THROW.dropHeightJitter),
      z: z0 + (r - (rows - 1) / 2) * s + between(random, -0.3, 0.3),
    });
  }
  return out;
}

function randomSpin(random: Random): Vec3 {
  return {
    x: between(random, -THROW.spin, THROW.spin),
    y: between(random, -THROW.spin, THROW.spin),
    z: between(random, -THROW.spin, THROW.spin),
  };
}

/** A point inside a table rectangle. */
function pointIn(rect: TableRect, random: Random, inset = 0): { x: number; z: number } {
  return {
    x: rect.x + between(random, -1, 1) * Math.max(0, rect.halfWidth - inset),
    z: rect.z + between(random, -1, 1) * Math.max(0, rect.halfDepth - inset),
  };
}

/** Initial conditions of dice released at `positions` moving along `dir` at `speed`, rolling forward. */
function release(positions: Vec3[], dir: { x: number; z: number }, speed: number, random: Random): BodyInit[] {
  // ω = k·(ŷ × d) makes a die roll forward; half the rolling rate plus random spin.
  const roll = (0.5 * speed) / DIE_BODY.cube.half;
  return positions.map((position) => {
    const s = speed * between(random, 0.85, 1.15);
    const spin = randomSpin(random);
    return {
      position,
      rotation: randomRotation(random),
      linvel: {
        x: dir.x * s + between(random, -0.1, 0.1) * speed,
        y: between(random, THROW.verticalSpeed[0], THROW.verticalSpeed[1]),
        z: dir.z * s + between(random, -0.1, 0.1) * speed,
      },
      angvel: { x: dir.z * roll + spin.x, y: spin.y, z: -dir.x * roll + spin.z },
    };
  });
}

/**
 * The way a seeded throw goes: along the front of the table (where the throw
 * areas are) towards its longer side, a little away from the player, as a
 * player throws; not at the near rail a hand's width away.
 */
function seededDirection(rect: TableRect, random: Random): { x: number; z: number } {
  if (!THROW.seededAlongFront) return randomDirection(random);
  const side = rect.x < -1 ? 1 : rect.x > 1 ? -1 : random() < 0.5 ? -1 : 1;
  const z = between(random, -0.6, 0.2);
  const n = Math.sqrt(1 + z * z);
  return { x: side / n, z: z / n };
}

/** A throw from a seed: released in the area, along the table front, at a random speed. */
export function throwFromSeed(kinds: DieKind[], seed: number, area: ThrowArea = 'tray'): ThrowSpec {
  checkKinds(kinds);
  checkSeed(seed);
  checkArea(area);
  const random = mulberry32(mixSeed(seed, 0x5eed));
  const at = pointIn(TABLE.areas[area], random, 3);
  const dir = seededDirection(TABLE.areas[area], random);
  const speed = between(random, THROW.seededSpeed[0], THROW.seededSpeed[1]);
  const dice = release(cluster(kinds.length, at.x, at.z, random), dir, speed, random);
  return { kinds: [...kinds], dice, seed: seed >>> 0, area };
}

/** The message a drag too weak to throw gets (live, and in a save holding one). */
export const WEAK_GESTURE_MESSAGE = 'That drag was too slow to throw the dice: drag faster and let go while moving.';

/**
 * A throw from the player's drag: the dice leave around the release point in
 * the drag's direction, at the drag's speed (clamped); spins from the seed.
 * A drag slower than THROW.minGestureSpeed is refused (PhysicsInputError
 * 'weak-gesture'): dice let go at rest are laid, not thrown.
 */
export function throwFromGesture(kinds: DieKind[], gesture: Gesture, seed: number, area: ThrowArea = 'tray'): ThrowSpec {
  checkKinds(kinds);
  checkSeed(seed);
  checkArea(area);
  checkGesture(gesture);
  const random = mulberry32(mixSeed(seed, 0x9e57));
  const dx = gesture.to.x - gesture.from.x;
  const dz = gesture.to.z - gesture.from.z;
  const dist = Math.sqrt(dx * dx + dz * dz);
  const released = (dist * 1000) / gesture.durationMs;
  if (!(released >= THROW.minGestureSpeed)) throw new PhysicsInputError('weak-gesture', WEAK_GESTURE_MESSAGE);
  const dir = { x: dx / dist, z: dz / dist };
  const speed = clamp(released, THROW.minSpeed, THROW.maxSpeed);
  const dice = release(cluster(kinds.length, gesture.to.x, gesture.to.z, random), dir, speed, random);
  return { kinds: [...kinds], dice, seed: seed >>> 0, area };
}

/**
 * The start of a derived throw (src/core/derive.ts): from the player's drag
 * when there is one, else the seeded throw (Roll button, Space, every bot).
 * The one door from a record's choice to initial conditions.
 */
export function throwStart(kinds: DieKind[], seed: number, area: ThrowArea, gesture?: Gesture): ThrowSpec {
  return gesture === undefined ? throwFromSeed(kinds, seed, area) : throwFromGesture(kinds, gesture, seed, area);
}

/**
 * New initial conditions for die `die` at re-throw `attempt` (1, 2, …): dropped
 * into the throw area at the candidate spot farthest from the other dice.
 */
export function rethrowInit(spec: ThrowSpec, die: number, attempt: number, others: readonly Vec3[]): BodyInit {
  const area = spec.area ?? 'tray';
  const random = mulberry32(mixSeed(spec.seed, 0x7e7, die, attempt));
  let best = pointIn(TABLE.areas[area], random, 2);
  let bestGap = -1;
  for (let k = 0; k < 6; k++) {
    const c = k === 0 ? best : pointIn(TABLE.areas[area], random, 2);
    let gap = Infinity;
    for (const o of others) gap = Math.min(gap, (o.x - c.x) ** 2 + (o.z - c.z) ** 2);
    if (gap > bestGap) {
      bestGap = gap;
      best = c;
    }
  }
  const dir = randomDirection(random);
  const speed = between(random, 30, 80);
  const position = { x: best.x, y: THROW.dropHeight + 2 + between(random, 0, THROW.dropHeightJitter), z: best.z };
  const [init] = release([position], dir, speed, random);
  if (!init) throw new PhysicsInputError('internal', 'rethrowInit produced no body');
  return init;
}

/** A plausible drag in the throw area, drawn from a seed (tests, demos, bots). */
export function randomGesture(seed: number, area: ThrowArea = 'tray'): Gesture {
  checkSeed(seed);
  checkArea(area);
  const random = mulberry32(mixSeed(seed, 0x6e57));
  const from = pointIn(TABLE.areas[area], random, 2);
  const dir = randomDirection(random);
  const length = between(random, 4, 20);
  return {
    from,
    to: { x: from.x + dir.x * length, z: from.z + dir.z * length },
    durationMs: between(random, 60, 220),
  };
}
