// What the screen shows is what decides: the driver that steps a throw from
// uneven frame times ends with the very faces, poses and re-throws that the
// headless simulateThrow computes for the same spec.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { throwFromSeed } from '../../src/physics/throw-input.ts';
import { mulberry32 } from '../../src/physics/random.ts';
import { ThrowDriver } from '../../src/scene/throw-driver.ts';
import type { RethrowRecord, ThrowResult } from '../../src/physics/types.ts';

beforeAll(() => initPhysics());

function drive(driver: ThrowDriver, frameTime: () => number) {
  const rethrows: RethrowRecord[] = [];
  let frames = 0;
  let result: ThrowResult | null = null;
  while (!result) {
    const frame = driver.frame(frameTime());
    rethrows.push(...frame.rethrows);
    result = frame.result;
    if (++frames > 100_000) throw new Error('never settled');
  }
  return { result, rethrows, frames };
}

describe('throw driver', () => {
  it('uneven frames end exactly as the headless throw', () => {
    const spec = throwFromSeed(['d6', 'd6', 'poker', 'disc12'], 1234);
    const headless = simulateThrow(spec);
    const jitter = mulberry32(9);
    const { result, frames } = drive(new ThrowDriver(1, spec, 0.15), () => 0.004 + jitter() * 0.06);
    expect(result).toEqual(headless);
    expect(frames).toBeGreaterThan(10);
  });

  it('reports each re-throw once, as the result records them', () => {
    // Find a seeded throw that needs a re-throw (the rule is exercised for real, not faked).
    let seed = 1;
    let spec = throwFromSeed(new Array(3).fill('disc12'), seed);
    while (simulateThrow(spec).rethrows.length === 0) {
      seed++;
      if (seed > 2000) throw new Error('no re-throw found');
      spec = throwFromSeed(new Array(3).fill('disc12'), seed);
    }
    const { result, rethrows } = drive(new ThrowDriver(2, spec, 0.5), () => 1 / 30);
    expect(rethrows).toEqual(result.rethrows);
    expect(result.faces).toEqual(simulateThrow(spec).faces);
  });

  it('a bad spec is refused before anything runs', () => {
    const spec = throwFromSeed(['d6'], 1);
    const bad = { ...spec, dice: [{ ...spec.dice[0]!, linvel: { x: Number.NaN, y: 0, z: 0 } }] };
    expect(() => new ThrowDriver(3, bad)).toThrow(/finite/);
  });
});
