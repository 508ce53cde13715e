// The test probe: where named things of a board are on screen, so a browser
// test can drag the real dice and click the real boxes, plus what a frame
// costs. A board names its probes and returns world points; the projection
// to page pixels and the window.tabletop plumbing are here, once.
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { registerAutomation } from '../../ui/automation.ts';
import { THROW_LAYER } from './session-layers.ts';
import { decisionTargets, slideState } from '../decision-targets.ts';
import { boardWindow } from '../view-frame.ts';
import { shownRegion, tableRegions } from '../table-regions.ts';
import { minSpacing, within } from '../target-framing.ts';
import { measurePaintedText } from '../painted-text.ts';
import { labelFitsOf } from './label-fit.ts';
import { TABLE } from '../../physics/table.ts';
import { flickProbes } from './flick-probe.ts';
import type { ScreenPoint, WorldPoint, ProbeTools, Probes } from './probe-types.ts';

export type { ScreenPoint, WorldPoint, ProbeTools, Probes } from './probe-types.ts';

/** Draw calls and triangles of one frame of the table as it is now, how long it took, and frames drawn so far. */
function drawCalls(getThree: () => RootState) {
  const { gl, scene, camera } = getThree();
  const frames = gl.info.render.frame;
  const auto = gl.info.autoReset;
  gl.info.autoReset = false;
  gl.info.reset();
  const t0 = performance.now();
  gl.render(scene, camera);
  const frameMs = performance.now() - t0;
  const calls = gl.info.render.calls;
  const triangles = gl.info.render.triangles;
  gl.info.autoReset = auto;
  return { calls, triangles, frames, frameMs };
}

/**
 * The current decision's targets on screen (what the board published for the
 * phone framing): page pixels of each, how many lie inside the board window
 * (the whole canvas when none is published) a fingertip clear of its sides and
 * of the tabs and the hint over it, the
 * smallest distance between two of those (the ones a finger can reach now),
 * and whether the view is a focused part the player slides.
 */
function decisionTargetsOnScreen(screen: (p: WorldPoint) => ScreenPoint, canvas: DOMRect) {
  const points = decisionTargets().map((p) => screen(p));
  const win = boardWindow() ?? { x: canvas.left, y: canvas.top, width: canvas.width, height: canvas.height };
  const slide = slideState();
  const shown = points.filter((p) => within({ x: p.x - win.x, y: p.y - win.y }, win, slide.inset));
  const spacing = minSpacing(shown);
  return { points, minSpacing: Number.isFinite(spacing) ? Math.round(spacing * 10) / 10 : null, inWindow: shown.length, window: win, sliding: slide.sliding, offScreen: slide.offScreen };
}

/** The parts of the table a phone offers as tabs: each one's corners on screen, and which one is framed now. */
function tableRegionsOnScreen(screen: (p: WorldPoint) => ScreenPoint) {
  return {
    shown: shownRegion(),
    regions: tableRegions().map((r) => ({
      id: r.id,
      label: r.label,
      corners: [screen({ x: r.rect.x0, y: 0, z: r.rect.z0 }), screen({ x: r.rect.x1, y: 0, z: r.rect.z0 }), screen({ x: r.rect.x0, y: 0, z: r.rect.z1 }), screen({ x: r.rect.x1, y: 0, z: r.rect.z1 })],
    })),
  };
}

/**
 * The dice tray's box on the page: the bounding box of its four corners on the felt (page px), so a test can
 * check that nothing of the HUD (the throw's outcome line) lies over it.
 */
function trayOnScreen(screen: (p: WorldPoint) => ScreenPoint) {
  const t = TABLE.areas.tray;
  const corners = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => screen({ x: t.x + sx * t.halfWidth, y: 0, z: t.z + sz * t.halfDepth })));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Offers `probes`, `decisionTargets`, `tableRegions`, `trayBox`, `drawCalls`, `paintedText`, `labelFits` and a flick's `flickAim` and `flickFigures`
 * (flick-probe.ts) on window.tabletop (and `picking`, the
 * board's pick as data, when the board picks through the kit's picking.ts); returns the function that takes them away.
 */
export function registerProbe(getThree: () => RootState, probes: Probes, picking?: { probe(): unknown }): () => void {
  const v = new THREE.Vector3();
  const screen = (p: WorldPoint): ScreenPoint => {
    const { camera, gl } = getThree();
    const rect = gl.domElement.getBoundingClientRect();
    v.set(p.x, p.y, p.z).project(camera);
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  };
  const at = new THREE.Vector3();
  const object = (name: string): ScreenPoint | null => {
    const obj = getThree().scene.getObjectByName(name);
    if (!obj?.visible) return null;
    return screen(obj.getWorldPosition(at));
  };
  const waitingDice = () => {
    const layer = getThree().scene.getObjectByName(THROW_LAYER);
    if (!layer?.visible) return [];
    return layer.children.flatMap((child, index) =>
      // A die's group is empty until its model has loaded; the cup over hidden dice is no die.
      child.visible && child.children.length > 0 && !child.userData.cup ? [{ index, ...screen(child.getWorldPosition(at)) }] : [],
    );
  };
  const tools: ProbeTools = { three: getThree, screen, object, waitingDice };
  const methods = Object.fromEntries(Object.entries({ ...flickProbes, ...probes }).map(([name, probe]) => [name, () => probe(tools)]));
  const paintedTextSizes = () => {
    const { scene, camera, size } = getThree();
    return measurePaintedText(scene, camera, size);
  };
  return registerAutomation({
    ...methods,
    decisionTargets: () => decisionTargetsOnScreen(screen, getThree().gl.domElement.getBoundingClientRect()),
    tableRegions: () => tableRegionsOnScreen(screen),
    trayBox: () => trayOnScreen(screen),
    drawCalls: () => drawCalls(getThree),
    paintedText: paintedTextSizes,
    // How every painted label's words fitted their box (issue 25: the pseudo-locale and languages specs).
    labelFits: () => labelFitsOf(getThree().scene),
    ...(picking ? { picking: () => picking.probe() } : {}),
  });
}
