// When a settled throw is seen where it lies, and what the camera frames when
// it is not: the dice where they rest, at least a readable minimum around them.
import { describe, expect, it } from 'vitest';
import { PHYSICS } from '../../src/physics/tuning.ts';
import { FRAMED_DIE_PX, MIN_DIE_PX, diceSeen, settledRect } from '../../src/scene/session/throw-view.ts';

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

  it('frames the dice where they rest, wide enough for a die of FRAMED_DIE_PX on the view and no wider', () => {
    const desk = settledRect([{ x: 3, z: -10 }], { widthPx: 1280, aspect: 1.6 });
    expect((desk.x0 + desk.x1) / 2).toBeCloseTo(3);
    expect((desk.z0 + desk.z1) / 2).toBeCloseTo(-10);
    expect((PHYSICS.dieEdge / (desk.x1 - desk.x0)) * 1280).toBeCloseTo(FRAMED_DIE_PX);
    // A phone upright sees a narrower piece of table, so its die is drawn as big.
    const phone = settledRect([{ x: 3, z: -10 }], { widthPx: 390, aspect: 1.05 });
    expect(phone.x1 - phone.x0).toBeLessThan(desk.x1 - desk.x0);
    expect((PHYSICS.dieEdge / (phone.x1 - phone.x0)) * 390).toBeGreaterThanOrEqual(MIN_DIE_PX);
    // The depth asked leaves the width to decide the distance.
    expect((phone.z1 - phone.z0) * 1.05).toBeLessThan(phone.x1 - phone.x0);
    const spread = settledRect([{ x: -30, z: 0 }, { x: 30, z: 22 }], { widthPx: 1280, aspect: 1.6 });
    expect(spread.x0).toBeLessThan(-30);
    expect(spread.x1).toBeGreaterThan(30);
    expect(spread.z1).toBeGreaterThan(22);
  });
});
