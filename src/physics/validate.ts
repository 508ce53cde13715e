// Input checks for throws. Bad input (NaN, infinite, absurd, wrong kinds,
// mismatched lengths) gets a PhysicsInputError with a clear message before
// any world is created: nothing is simulated, nothing is touched.
import type { ThrowArea } from './types.ts';
import { isDieKind, type DieKind } from './dice-kinds.ts';
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE } from './table.ts';
import { THROW } from './dice-tuning.ts';
import { PhysicsInputError, type BodyInit, type Gesture, type Quat, type ThrowSpec, type Vec3 } from './types.ts';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function num(value: unknown, what: string, maxAbs: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PhysicsInputError('not-finite', `${what} must be a finite number, got ${String(value)}`);
  }
  if (Math.abs(value) > maxAbs) {
    throw new PhysicsInputError('absurd', `${what} is ${value}, beyond the allowed ±${maxAbs}`);
  }
  return value;
}

function vec3(v: unknown, what: string, maxAbs: number): Vec3 {
  if (!isObject(v)) throw new PhysicsInputError('bad-shape', `${what} must be an {x, y, z} object`);
  return { x: num(v.x, `${what}.x`, maxAbs), y: num(v.y, `${what}.y`, maxAbs), z: num(v.z, `${what}.z`, maxAbs) };
}

function quat(v: unknown, what: string): Quat {
  if (!isObject(v)) throw new PhysicsInputError('bad-shape', `${what} must be an {x, y, z, w} quaternion`);
  const q = { x: num(v.x, `${what}.x`, 1.01), y: num(v.y, `${what}.y`, 1.01), z: num(v.z, `${what}.z`, 1.01), w: num(v.w, `${what}.w`, 1.01) };
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  if (Math.abs(n - 1) > 1e-3) throw new PhysicsInputError('absurd', `${what} must be a unit quaternion (length ${n})`);
  return q;
}

export function checkKinds(kinds: unknown): asserts kinds is DieKind[] {
  if (!Array.isArray(kinds) || kinds.length === 0) throw new PhysicsInputError('bad-kinds', 'kinds must be a non-empty array of die kinds');
  if (kinds.length > THROW.maxDice) throw new PhysicsInputError('absurd', `at most ${THROW.maxDice} dice per throw, got ${kinds.length}`);
  kinds.forEach((k, i) => {
    if (!isDieKind(k)) throw new PhysicsInputError('bad-kinds', `kinds[${i}] is not a die kind: ${JSON.stringify(k)}`);
  });
}

export function checkSeed(seed: unknown): asserts seed is number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new PhysicsInputError('bad-seed', `seed must be an integer in 0..2^32-1, got ${String(seed)}`);
  }
}

export function checkArea(area: unknown): asserts area is ThrowArea {
  if (typeof area !== 'string' || !Object.hasOwn(TABLE.areas, area)) {
    throw new PhysicsInputError('bad-area', `area must be one of ${Object.keys(TABLE.areas).join(', ')}, got ${JSON.stringify(area)}`);
  }
}

/** A gesture's points must lie on (or just off) the table and take a positive, sane time. */
export function checkGesture(g: unknown): asserts g is Gesture {
  if (!isObject(g) || !isObject(g.from) || !isObject(g.to)) {
    throw new PhysicsInputError('bad-shape', 'gesture must be { from: {x, z}, to: {x, z}, durationMs }');
  }
  const reach = Math.max(INNER_HALF_WIDTH, INNER_HALF_DEPTH) * 4;
  num(g.from.x, 'gesture.from.x', reach);
  num(g.from.z, 'gesture.from.z', reach);
  num(g.to.x, 'gesture.to.x', reach);
  num(g.to.z, 'gesture.to.z', reach);
  const ms = num(g.durationMs, 'gesture.durationMs', 60_000);
  if (ms <= 0) throw new PhysicsInputError('absurd', `gesture.durationMs must be positive, got ${ms}`);
}

function bodyInit(b: unknown, what: string): BodyInit {
  if (!isObject(b)) throw new PhysicsInputError('bad-shape', `${what} must be { position, rotation, linvel, angvel }`);
  const position = vec3(b.position, `${what}.position`, 1000);
  if (Math.abs(position.x) > INNER_HALF_WIDTH || Math.abs(position.z) > INNER_HALF_DEPTH || position.y < 0 || position.y > 100) {
    throw new PhysicsInputError('absurd', `${what}.position (${position.x}, ${position.y}, ${position.z}) is not above the play area`);
  }
  return {
    position,
    rotation: quat(b.rotation, `${what}.rotation`),
    linvel: vec3(b.linvel, `${what}.linvel`, THROW.maxAbsSpeed),
    angvel: vec3(b.angvel, `${what}.angvel`, THROW.maxAbsSpin),
  };
}

/** Check an untrusted throw (from a log, a save, a URL, a test) and return a clean typed copy. */
export function validateThrowSpec(spec: unknown): ThrowSpec {
  if (!isObject(spec)) throw new PhysicsInputError('bad-shape', 'a throw must be { kinds, dice, seed }');
  checkKinds(spec.kinds);
  const kinds = [...spec.kinds];
  if (!Array.isArray(spec.dice)) throw new PhysicsInputError('bad-shape', 'dice must be an array of initial conditions');
  if (spec.dice.length !== kinds.length) {
    throw new PhysicsInputError('length-mismatch', `${kinds.length} kinds but ${spec.dice.length} dice initial conditions`);
  }
  const dice = spec.dice.map((b: unknown, i: number) => bodyInit(b, `dice[${i}]`));
  checkSeed(spec.seed);
  const out: ThrowSpec = { kinds, dice, seed: spec.seed };
  if (spec.area !== undefined) {
    checkArea(spec.area);
    out.area = spec.area;
  }
  return out;
}
