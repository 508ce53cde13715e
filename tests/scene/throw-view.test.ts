// When a settled throw is seen where it lies, and what the camera frames when
// it is not: the dice where they rest, at least a readable minimum around them.
import { describe, expect, it } from 'vitest';
import { MIN_DIE_PX, MIN_FRAME, diceSeen, settledRect } from '../../src/scene/session/throw-view.ts';

const box = { x: 0, y: 0, width: 1280, height: 800 };
const die = (x: number, y: number, edgePx = 40, covered = false) => ({ x, y, edgePx, covered });

describe('a settled throw on screen', () => {
  it('is seen when every die lies inside the board’s part of the screen, uncovered and big enough to read', () => {
    expect(diceSeen([die(640, 500), die(700, 520)], box)).toBe(true);
  });

  it('is not seen when a die is drawn small (Main Street’s 15 px showdown die), under a panel, or outside the board window', () => {
    expect(diceSeen([die(640, 500, 15)], box)).toBe(false);
    expect(diceSeen([die(640, 500, MIN_DIE_PX)], box)).toBe(true);
    expect(diceSeen([die(640, 500), die(1100, 700, 40, true)], box)).toBe(false);
    // A phone's board window is the screen above the dock: a die below it is hidden by the dock.
    expect(diceSeen([die(195, 600)], { x: 0, y: 90, width: 390, height: 420 })).toBe(false);
    expect(diceSeen([die(2, 300)], box)).toBe(false);
  });

  it('frames the dice where they rest, never closer than the minimum frame', () => {
    const small = settledRect([{ x: 3, z: -10 }]);
    expect((small.x0 + small.x1) / 2).toBeCloseTo(3);
    expect((small.z0 + small.z1) / 2).toBeCloseTo(-10);
    expect(small.x1 - small.x0).toBeCloseTo(MIN_FRAME.width);
    expect(small.z1 - small.z0).toBeCloseTo(MIN_FRAME.depth);
    const spread = settledRect([{ x: -20, z: 0 }, { x: 20, z: 12 }]);
    expect(spread.x0).toBeLessThan(-20);
    expect(spread.x1).toBeGreaterThan(20);
    expect(spread.z1).toBeGreaterThan(12);
  });
});
