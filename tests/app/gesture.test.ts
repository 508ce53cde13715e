import { describe, expect, it } from 'vitest';
import { RELEASE_WINDOW_MS, gestureFromSamples } from '../../src/scene/gesture.ts';
import { FixedStepper } from '../../src/scene/fixed-stepper.ts';

describe('drag to gesture', () => {
  it('takes direction and speed from the last stretch before release', () => {
    const samples = [
      { t: 0, x: -20, z: 20 }, // a slow wander first …
      { t: 400, x: -10, z: 20 },
      { t: 500, x: 0, z: 20 }, // … then a quick flick towards -z
      { t: 500 + RELEASE_WINDOW_MS, x: 0, z: 0 },
    ];
    expect(gestureFromSamples(samples)).toEqual({ from: { x: 0, z: 20 }, to: { x: 0, z: 0 }, durationMs: RELEASE_WINDOW_MS });
  });
  it('on a busy page whose window holds only the release point, measures the last movement before it', () => {
    // Moves handled 250 ms apart, the last one and the release together.
    const samples = [
      { t: 0, x: 0, z: 30 },
      { t: 250, x: 0, z: 20 },
      { t: 500, x: 0, z: 5 },
      { t: 501, x: 0, z: 5 },
    ];
    expect(gestureFromSamples(samples)).toEqual({ from: { x: 0, z: 20 }, to: { x: 0, z: 5 }, durationMs: 251 });
  });
  it('a hand that stopped long before letting go gives a slow gesture (too weak to throw)', () => {
    const g = gestureFromSamples([{ t: 0, x: 0, z: 20 }, { t: 50, x: 0, z: 18 }, { t: 2000, x: 0, z: 18 }])!;
    expect(Math.hypot(g.to.x - g.from.x, g.to.z - g.from.z) / (g.durationMs / 1000)).toBeLessThan(2);
  });
  it('gives a click (one sample) a minimal positive duration', () => {
    const g = gestureFromSamples([{ t: 5, x: 1, z: 2 }]);
    expect(g).toEqual({ from: { x: 1, z: 2 }, to: { x: 1, z: 2 }, durationMs: 16 });
  });
  it('keeps points within what throw validation accepts', () => {
    const g = gestureFromSamples([{ t: 0, x: 0, z: 0 }, { t: 50, x: 1e6, z: -1e6 }]);
    expect(g?.to).toEqual({ x: 200, z: -200 });
  });
  it('returns null without samples', () => {
    expect(gestureFromSamples([])).toBeNull();
  });
});

describe('fixed stepper', () => {
  const run = (stepsToFinish: number) => {
    let steps = 0;
    return {
      step: () => void steps++,
      get done() {
        return steps >= stepsToFinish;
      },
      get steps() {
        return steps;
      },
    };
  };
  it('runs one step per timestep of frame time and carries the remainder', () => {
    const s = new FixedStepper(1 / 60, 8);
    const r = run(100);
    expect(s.advance(r, 1 / 60 + 1e-9)).toBe(1);
    expect(s.advance(r, 0.5 / 60)).toBe(0);
    expect(s.advance(r, 0.5 / 60 + 1e-9)).toBe(1);
    expect(r.steps).toBe(2);
  });
  it('never catches up more than its cap after a long pause', () => {
    const s = new FixedStepper(1 / 60, 4);
    const r = run(100);
    expect(s.advance(r, 10)).toBe(4);
    expect(s.advance(r, 0)).toBe(0);
  });
  it('stops at done', () => {
    const s = new FixedStepper(1 / 60, 8);
    const r = run(3);
    expect(s.advance(r, 1)).toBe(3);
    expect(r.done).toBe(true);
  });
});
