// The phone framing of a decision (scene/target-framing.ts): the targets a tap
// acts on end up at least a fingertip apart in the board window, the whole
// region when it fits, else a focused part to slide; the home view stays when
// it already does. Checked with three's own projection of the framed camera.
// Also the channel the boards publish their targets on, and the slide hint.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { fitLens } from '../../src/scene/lens-fit.ts';
import { TAP_SPACING, frameTargets, minSpacing, within } from '../../src/scene/target-framing.ts';
import { decisionTargets, setDecisionTargets, type TablePoint } from '../../src/scene/decision-targets.ts';
import { slideHint } from '../../src/scene/FramingHint.tsx';
import type { CameraHome } from '../../src/scene/CameraRig.tsx';

const HOME: CameraHome = { position: [0, 105, 58], target: [0, 0, 6] };
const LIMITS = { minDistance: 25, maxDistance: 170 };
/** A portrait phone's board window under the title bar and above the dock, and the lens it shows. */
const PORTRAIT = { width: 390, height: 321 };
const portraitLens = fitLens({ width: 390, height: 844 }, 40, { x: 0, y: 84, ...PORTRAIT }).inWindow;
const WIDE = { width: 1280, height: 800 };
const wideLens = fitLens(WIDE, 40).inWindow;

/** Window pixels of the points for a camera at `pose` with `lens`, by three's projection. */
function shown(points: TablePoint[], pose: CameraHome, lens: { fovDeg: number; aspect: number }, win: { width: number; height: number }) {
  const cam = new THREE.PerspectiveCamera(lens.fovDeg, lens.aspect, 0.5, 5000);
  cam.position.set(...pose.position);
  cam.lookAt(...pose.target);
  cam.updateMatrixWorld();
  return points.map((p) => {
    const v = new THREE.Vector3(p.x, p.y, p.z).project(cam);
    return { x: ((v.x + 1) / 2) * win.width, y: ((1 - v.y) / 2) * win.height };
  });
}

const grid = (n: number, step: number, at = { x: 0, z: 0 }): TablePoint[] =>
  Array.from({ length: n * n }, (_, i) => ({ x: at.x + ((i % n) - (n - 1) / 2) * step, y: 1, z: at.z + (Math.floor(i / n) - (n - 1) / 2) * step }));

const direction = (pose: CameraHome) => new THREE.Vector3(...pose.position).sub(new THREE.Vector3(...pose.target)).normalize();

describe('decision framing on a phone', () => {
  it('keeps the home view when it already shows every target a finger apart', () => {
    const far = [{ x: -30, y: 0, z: 0 }, { x: 0, y: 0, z: 0 }, { x: 30, y: 0, z: 0 }];
    const f = frameTargets(far, HOME, wideLens, WIDE, LIMITS)!;
    expect(f.pose).toBe(HOME);
    expect(f.sliding).toBe(false);
  });

  it('zooms onto a small cluster until its nearest two are a finger apart, all of it in the window', () => {
    const cells = grid(3, 4.6, { x: 20, z: -10 });
    expect(minSpacing(shown(cells, HOME, portraitLens, PORTRAIT))).toBeLessThan(44); // home: too close to tap
    const f = frameTargets(cells, HOME, portraitLens, PORTRAIT, LIMITS)!;
    const px = shown(cells, f.pose, portraitLens, PORTRAIT);
    expect(minSpacing(px)).toBeGreaterThanOrEqual(TAP_SPACING - 0.5);
    expect(minSpacing(px)).toBeLessThan(TAP_SPACING + 2); // as far back as that allows, no closer
    expect(px.every((p) => p.x > 0 && p.x < PORTRAIT.width && p.y > 0 && p.y < PORTRAIT.height)).toBe(true);
    expect(f.sliding).toBe(false);
    expect(f.pose.target[0]).toBeCloseTo(20, 6);
    expect(f.pose.target[2]).toBeCloseTo(-10, 6);
    // Seen from the home view's direction: the player keeps their bearings.
    expect(direction(f.pose).angleTo(direction(HOME))).toBeLessThan(1e-6);
  });

  it('a region too big for the window at that zoom becomes a focused view to slide, within the orbit limits', () => {
    const sites = grid(11, 4.4);
    const f = frameTargets(sites, HOME, portraitLens, PORTRAIT, LIMITS)!;
    const px = shown(sites, f.pose, portraitLens, PORTRAIT);
    // The ones a finger reaches now (in the window) are a finger apart; the far rows crowd until slid to.
    const reachable = px.filter((p) => within(p, PORTRAIT));
    expect(reachable.length).toBeGreaterThan(4);
    expect(minSpacing(reachable)).toBeGreaterThanOrEqual(TAP_SPACING - 0.5);
    expect(f.sliding).toBe(true);
    expect(px.some((p) => p.x < 0 || p.x > PORTRAIT.width || p.y < 0 || p.y > PORTRAIT.height)).toBe(true);
    expect(f.bounds).toEqual({ x0: -22, z0: -22, x1: 22, z1: 22 });
    const d = new THREE.Vector3(...f.pose.position).distanceTo(new THREE.Vector3(...f.pose.target));
    expect(d).toBeGreaterThanOrEqual(LIMITS.minDistance);
    expect(d).toBeLessThanOrEqual(LIMITS.maxDistance);
  });

  it('of two clusters too far apart to show both, the focused view shows one whole, not the empty table between', () => {
    const tray = grid(2, 4.4, { x: 0, z: 30 });
    const board = [...grid(3, 4.4, { x: 0, z: -30 })];
    const all = [...tray, ...board];
    const f = frameTargets(all, HOME, portraitLens, PORTRAIT, LIMITS)!;
    expect(f.sliding).toBe(true);
    const reached = shown(all, f.pose, portraitLens, PORTRAIT).filter((p) => within(p, PORTRAIT));
    expect(reached.length).toBeGreaterThanOrEqual(4);
    expect(minSpacing(reached)).toBeGreaterThanOrEqual(TAP_SPACING - 0.5);
  });

  it('no targets, no framing', () => {
    expect(frameTargets([], HOME, portraitLens, PORTRAIT, LIMITS)).toBeNull();
  });
});

describe('decision targets channel', () => {
  it('joins the boards’ lists, one point per spot, and forgets a board that clears its list', () => {
    const a = Symbol('a');
    const b = Symbol('b');
    setDecisionTargets(a, [{ x: 1, y: 0, z: 2 }, { x: 3, y: 0, z: 4 }]);
    setDecisionTargets(b, [{ x: 3, y: 0, z: 4 }, { x: 5, y: 0, z: 6 }]);
    expect(decisionTargets().map((p) => p.x)).toEqual([1, 3, 5]);
    setDecisionTargets(a, null);
    expect(decisionTargets().map((p) => p.x)).toEqual([3, 5]);
    setDecisionTargets(b, []);
    expect(decisionTargets()).toEqual([]);
  });
});

describe('slide hint', () => {
  it('says how to slide and how many lit places are off screen', () => {
    expect(slideHint(0)).toMatch(/one finger/);
    expect(slideHint(1)).toMatch(/1 more lit place off/);
    expect(slideHint(12)).toMatch(/12 more lit places off/);
  });
});
