// Bad throw input gets a PhysicsInputError with a clear message, and no world
// is ever created for it (nothing simulated, nothing touched).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WorldModule from '../../src/physics/world.ts';

vi.mock('../../src/physics/world.ts', async (importOriginal) => {
  const real = await importOriginal<typeof WorldModule>();
  return { ...real, createTableWorld: vi.fn(real.createTableWorld) };
});

import { createTableWorld } from '../../src/physics/world.ts';
import {
  DiceRun,
  PhysicsInputError,
  initPhysics,
  simulateThrow,
  throwFromGesture,
  throwFromSeed,
  validateThrowSpec,
  type ThrowSpec,
} from '../../src/physics/index.ts';

const good = (): ThrowSpec => throwFromSeed(['d6', 'd6'], 42);
const worldsMade = vi.mocked(createTableWorld);

beforeAll(() => initPhysics());
beforeEach(() => worldsMade.mockClear());

/** Expect a PhysicsInputError whose message mentions `text`, and no world built. */
function rejects(spec: unknown, text: RegExp) {
  expect(() => validateThrowSpec(spec)).toThrow(PhysicsInputError);
  expect(() => validateThrowSpec(spec)).toThrow(text);
  expect(() => simulateThrow(spec as ThrowSpec)).toThrow(PhysicsInputError);
  expect(() => new DiceRun(spec as ThrowSpec)).toThrow(PhysicsInputError);
  expect(worldsMade).not.toHaveBeenCalled();
}

describe('validateThrowSpec', () => {
  it('accepts generated throws and returns an equal, separate copy', () => {
    const spec = good();
    const clean = validateThrowSpec(spec);
    expect(clean).toEqual(spec);
    expect(clean.dice[0]).not.toBe(spec.dice[0]);
    expect(worldsMade).not.toHaveBeenCalled();
  });

  it('a valid throw does build a world (the spy is live)', () => {
    simulateThrow(good());
    expect(worldsMade).toHaveBeenCalledTimes(1);
  });

  it('rejects NaN anywhere', () => {
    const s = good();
    (s.dice[1] as ThrowSpec['dice'][number]).linvel.x = NaN;
    rejects(s, /dice\[1\]\.linvel\.x must be a finite number, got NaN/);
  });

  it('rejects infinities', () => {
    const s = good();
    (s.dice[0] as ThrowSpec['dice'][number]).angvel.z = Infinity;
    rejects(s, /dice\[0\]\.angvel\.z must be a finite number, got Infinity/);
    const t = good();
    (t.dice[0] as ThrowSpec['dice'][number]).position.y = -Infinity;
    rejects(t, /position\.y/);
  });

  it('rejects absurd speeds (1e9 cm/s) and spins', () => {
    const s = good();
    (s.dice[0] as ThrowSpec['dice'][number]).linvel.z = 1e9;
    rejects(s, /linvel\.z is 1000000000, beyond the allowed/);
    const t = good();
    (t.dice[1] as ThrowSpec['dice'][number]).angvel.x = -1e6;
    rejects(t, /angvel\.x/);
  });

  it('rejects positions off the play area or below the table', () => {
    const s = good();
    (s.dice[0] as ThrowSpec['dice'][number]).position.x = 500;
    rejects(s, /not above the play area/);
    const t = good();
    (t.dice[0] as ThrowSpec['dice'][number]).position.y = -3;
    rejects(t, /not above the play area/);
  });

  it('rejects rotations that are not unit quaternions', () => {
    const s = good();
    (s.dice[0] as ThrowSpec['dice'][number]).rotation = { x: 0, y: 0, z: 0, w: 0 };
    rejects(s, /unit quaternion/);
  });

  it('rejects unknown die kinds, empty throws and mismatched lengths', () => {
    rejects({ ...good(), kinds: ['d6', 'd20'] }, /kinds\[1\] is not a die kind: "d20"/);
    rejects({ ...good(), kinds: [], dice: [] }, /non-empty/);
    rejects({ ...good(), kinds: ['d6'] }, /1 kinds but 2 dice/);
    rejects({ ...good(), kinds: 'd6' }, /non-empty array/);
  });

  it('rejects bad seeds, areas and shapes', () => {
    rejects({ ...good(), seed: 1.5 }, /seed must be an integer/);
    rejects({ ...good(), seed: -1 }, /seed/);
    rejects({ ...good(), area: 'roof' }, /area must be one of tray, cup, player/);
    rejects(null, /a throw must be/);
    rejects({ ...good(), dice: [{}, {}] }, /dice\[0\]\.position must be an \{x, y, z\} object/);
  });
});

describe('throw inputs', () => {
  it('throwFromSeed rejects wrong kinds and seeds before making anything', () => {
    expect(() => throwFromSeed(['d7' as never], 1)).toThrow(PhysicsInputError);
    expect(() => throwFromSeed(['d6'], NaN)).toThrow(/seed/);
    expect(() => throwFromSeed(['d6'], 1, 'floor' as never)).toThrow(/area/);
    expect(worldsMade).not.toHaveBeenCalled();
  });

  it('throwFromGesture rejects NaN, infinite and absurd gestures', () => {
    const g = { from: { x: 0, z: 20 }, to: { x: 5, z: 25 }, durationMs: 100 };
    expect(() => throwFromGesture(['d6'], { ...g, durationMs: 0 }, 1)).toThrow(/durationMs must be positive/);
    expect(() => throwFromGesture(['d6'], { ...g, durationMs: NaN }, 1)).toThrow(/durationMs must be a finite number/);
    expect(() => throwFromGesture(['d6'], { ...g, to: { x: Infinity, z: 0 } }, 1)).toThrow(/gesture\.to\.x/);
    expect(() => throwFromGesture(['d6'], { ...g, from: { x: 1e9, z: 0 } }, 1)).toThrow(/gesture\.from\.x is 1000000000/);
    expect(() => throwFromGesture(['d6'], null as never, 1)).toThrow(PhysicsInputError);
    expect(worldsMade).not.toHaveBeenCalled();
  });
});
