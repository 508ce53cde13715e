// The attract loop's dice stop: the pinned seed really ends with a cocked die
// (re-simulated in Node with real Rapier), and slow motion changes only the
// pacing: stepped through the SlowMotionDriver at a fifth of real time, the
// throw ends with the very faces, poses and re-throws of the headless throw,
// holds the dice still (as judged, the cocked die leaning) once, and takes
// about five times as many frames.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { throwFromSeed } from '../../src/physics/throw-input.ts';
import { faceUp } from '../../src/physics/faces.ts';
import { ThrowDriver } from '../../src/scene/throw-driver.ts';
import type { Pose, RethrowRecord, ThrowResult } from '../../src/physics/types.ts';
import { SlowMotionDriver, type FrameSource } from '../../src/rooms/dice-table/slow-motion.ts';
import { COCKED_HOLD_S, COCKED_THROW, SLOW_MOTION_PACE } from '../../src/event/cocked-throw.ts';

beforeAll(() => initPhysics());

const FRAME = 1 / 60;

function drive(source: FrameSource) {
  const rethrows: RethrowRecord[] = [];
  const posesSeen: Pose[][] = [];
  let frames = 0;
  let result: ThrowResult | null = null;
  while (!result) {
    const frame = source.frame(FRAME);
    rethrows.push(...frame.rethrows);
    posesSeen.push(frame.poses);
    result = frame.result;
    if (++frames > 100_000) throw new Error('never settled');
  }
  return { result, rethrows, frames, posesSeen };
}

describe('the attract loop’s cocked throw', () => {
  const spec = () => throwFromSeed(COCKED_THROW.kinds, COCKED_THROW.seed);

  it('the pinned seed lands a die cocked on its first throw, and the table throws that die again', () => {
    const result = simulateThrow(spec());
    const first = result.rethrows[0];
    expect(first?.reason).toBe('cocked');
    expect(first?.attempt).toBe(1);
    // As judged, the die showed no face up; in the end every die does.
    expect(faceUp('d6', first!.at!.rotation)).toBeNull();
    expect(result.faces.every((f) => f !== null)).toBe(true);
    expect(result.faces).toEqual([2, 5, 6]);
  });

  it('slow motion ends exactly as the headless throw, holding the cocked die once', () => {
    const headless = simulateThrow(spec());
    const real = drive(new ThrowDriver(1, spec(), 0.15));
    const cocked: RethrowRecord[] = [];
    const slow = drive(new SlowMotionDriver(new ThrowDriver(2, spec(), 0.15), { pace: SLOW_MOTION_PACE, holdS: COCKED_HOLD_S, onCocked: (r) => cocked.push(r) }));
    expect(real.result).toEqual(headless);
    expect(slow.result).toEqual(headless);
    expect(slow.rethrows).toEqual(headless.rethrows);
    expect(cocked.map((r) => r.die)).toEqual([headless.rethrows[0]!.die]);
    // Five times slower, plus the hold (its seconds of 60 fps frames).
    const expected = real.frames / SLOW_MOTION_PACE + COCKED_HOLD_S * 60;
    expect(slow.frames).toBeGreaterThan(expected * 0.95);
    expect(slow.frames).toBeLessThan(expected * 1.05);
    // During the hold the cocked die is drawn where it lay when judged.
    const at = cocked[0]!.at!;
    const held = slow.posesSeen.filter((p) => p[cocked[0]!.die] === at);
    expect(held.length).toBeGreaterThanOrEqual(COCKED_HOLD_S * 60);
  });

  it('refuses a pace outside (0, 1]', () => {
    const driver = new ThrowDriver(3, spec(), 0.15);
    expect(() => new SlowMotionDriver(driver, { pace: 0, holdS: 1 })).toThrow(/pace/);
    expect(() => new SlowMotionDriver(driver, { pace: 2, holdS: 1 })).toThrow(/pace/);
    driver.free();
  });
});
