// The phone layout's pure parts: the lens fitted to the screen (the board's
// width stays in view on a portrait phone, the home target sits in the board
// window's centre, a wide screen keeps the room's own lens), the short title,
// the board window owners, and the touch gestures of the orbit camera.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { HOME_ASPECT, KEEP_WIDTH, fitLens } from '../../src/scene/lens-fit.ts';
import { shortTitle } from '../../src/ui/short-title.ts';
import { boardWindow, onViewReset, requestViewReset, setBoardWindow } from '../../src/scene/view-frame.ts';
import { TOUCH_GESTURES } from '../../src/scene/CameraRig.tsx';

const tanHalf = (fovDeg: number) => Math.tan((fovDeg * Math.PI) / 360);

/** Where a camera with this lens draws a point (client px), three's own projection with the view offset. */
function project(size: { width: number; height: number }, fovDeg: number, offset: { x: number; y: number } | null, p: THREE.Vector3) {
  const cam = new THREE.PerspectiveCamera(fovDeg, size.width / size.height, 1, 1000);
  cam.position.set(0, 100, 80);
  cam.lookAt(0, 0, 0);
  if (offset) cam.setViewOffset(size.width, size.height, offset.x, offset.y, size.width, size.height);
  cam.updateProjectionMatrix();
  cam.updateMatrixWorld();
  const v = p.clone().project(cam);
  return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
}

describe('lens fit: the board fits the screen', () => {
  it('a wide screen keeps the room’s own field of view and no offset', () => {
    for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 900, height: 700 }]) {
      const lens = fitLens(size, 40);
      expect(lens.fovDeg).toBeCloseTo(40, 6);
      expect(lens.offset).toBeNull();
    }
  });

  it('a portrait phone widens the view until the kept width of the home picture fits across', () => {
    const size = { width: 390, height: 844 };
    const lens = fitLens(size, 40);
    const halfWidthTan = tanHalf(lens.fovDeg) * (size.width / size.height);
    expect(halfWidthTan).toBeCloseTo(tanHalf(40) * HOME_ASPECT * KEEP_WIDTH, 6);
    expect(lens.fovDeg).toBeGreaterThan(80);
  });

  it('with a board window, the home target is drawn at the window’s centre and the kept width fits in it', () => {
    const size = { width: 390, height: 844 };
    const win = { x: 0, y: 84, width: 390, height: 321 };
    const lens = fitLens(size, 40, win);
    expect(lens.offset).not.toBeNull();
    const target = project(size, lens.fovDeg, lens.offset, new THREE.Vector3(0, 0, 0));
    expect(target.x).toBeCloseTo(195, 3);
    expect(target.y).toBeCloseTo(84 + 321 / 2, 3);
    // Inside the window the view is as wide as the kept part of the home picture (or taller, never narrower).
    const tanWin = tanHalf(lens.fovDeg) * (win.height / size.height);
    expect(tanWin * (win.width / win.height)).toBeGreaterThanOrEqual(tanHalf(40) * HOME_ASPECT * KEEP_WIDTH - 1e-9);
    expect(tanWin).toBeGreaterThanOrEqual(tanHalf(40) - 1e-9);
  });

  it('a landscape phone with the dock on the right centres the board in the left part', () => {
    const size = { width: 844, height: 390 };
    const win = { x: 0, y: 80, width: 484, height: 310 };
    const lens = fitLens(size, 40, win);
    const target = project(size, lens.fovDeg, lens.offset, new THREE.Vector3(0, 0, 0));
    expect(target.x).toBeCloseTo(242, 3);
    expect(target.y).toBeCloseTo(235, 3);
  });

  it('a window too small to mean anything (a hidden box) is ignored', () => {
    expect(fitLens({ width: 390, height: 844 }, 40, { x: 0, y: 0, width: 0, height: 0 })).toEqual(fitLens({ width: 390, height: 844 }, 40));
  });
});

describe('short title for a phone’s title bar', () => {
  it('keeps short titles and cuts long ones at a joining word or to the place’s name', () => {
    expect(shortTitle('Tableau Gulch')).toBe('Tableau Gulch');
    // No fragment ("Gold", "Rivers"): the whole title stays, on two lines in the phone's title bar.
    expect(shortTitle('Gold in the Rivers')).toBe('Gold in the Rivers');
    expect(shortTitle('Mail Run to Sacramento')).toBe('Mail Run');
    expect(shortTitle('Boomtown Main Street')).toBe('Main Street');
    for (const t of ['Silver Creek County', 'A Very Long Unbroken Titleword Indeed', 'Supercalifragilisticexpialidocious']) {
      expect(shortTitle(t).length).toBeLessThanOrEqual(14);
      expect(shortTitle(t).length).toBeGreaterThan(0);
    }
  });
});

describe('view frame channels', () => {
  it('the first publisher with a window counts; a publisher without one leaves the others alone', () => {
    const hud = Symbol('hud');
    const canvas = Symbol('canvas');
    setBoardWindow(canvas, null);
    setBoardWindow(hud, { x: 0, y: 84, width: 390, height: 321 });
    expect(boardWindow()).toEqual({ x: 0, y: 84, width: 390, height: 321 });
    setBoardWindow(canvas, null);
    expect(boardWindow()?.y).toBe(84);
    setBoardWindow(hud, null);
    expect(boardWindow()).toBeNull();
  });

  it('Reset view reaches every camera listening, and stops reaching one that left', () => {
    let a = 0;
    let b = 0;
    const offA = onViewReset(() => a++);
    const offB = onViewReset(() => b++);
    requestViewReset();
    offA();
    requestViewReset();
    offB();
    expect([a, b]).toEqual([1, 2]);
  });
});

describe('touch turning of the table', () => {
  it('one finger has no camera gesture (it drags dice and pieces); two fingers zoom and turn', () => {
    const known = Object.values(THREE.TOUCH) as number[];
    expect(known).not.toContain(TOUCH_GESTURES.ONE);
    expect(TOUCH_GESTURES.TWO).toBe(THREE.TOUCH.DOLLY_ROTATE);
  });
});

describe('lens inside the board window', () => {
  it('a camera with the window lens at the target sees what the window shows (same half-height, the window’s shape)', () => {
    const size = { width: 390, height: 844 };
    const win = { x: 0, y: 84, width: 390, height: 321 };
    const lens = fitLens(size, 40, win);
    expect(lens.inWindow.aspect).toBeCloseTo(390 / 321, 9);
    expect(tanHalf(lens.inWindow.fovDeg)).toBeCloseTo(tanHalf(lens.fovDeg) * (321 / 844), 9);
    // Without a window (a wide screen) it is the camera's own lens.
    const wide = fitLens({ width: 1280, height: 800 }, 40);
    expect(wide.inWindow.fovDeg).toBeCloseTo(40, 9);
    expect(wide.inWindow.aspect).toBeCloseTo(1.6, 9);
  });
});
