// Test and debug hooks on window.tabletop while a Mail Run table is open:
// where the pieces are on screen (so a browser test can drag the real dice
// and click the real ones it keeps) and what a frame costs in draw calls.
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { registerAutomation } from '../../../../ui/automation.ts';
import { PAINT_MATERIAL } from '../../../../scene/session/figure-paint.ts';
import type { PonySession } from '../session.ts';

interface ScreenPoint {
  x: number;
  y: number;
}

/** `#rrggbb` of the first paint material under `root`, or null. */
function paintOf(root: THREE.Object3D | undefined): string | null {
  let found: string | null = null;
  root?.traverse((obj) => {
    if (found !== null || !(obj instanceof THREE.Mesh)) return;
    const m = obj.material as THREE.MeshStandardMaterial;
    if (m.name === PAINT_MATERIAL) found = `#${m.color.getHexString()}`;
  });
  return found;
}

export function registerPonyProbe(getThree: () => RootState, session: PonySession): () => void {
  const v = new THREE.Vector3();
  const toScreen = (p: THREE.Vector3): ScreenPoint => {
    const { camera, gl } = getThree();
    const rect = gl.domElement.getBoundingClientRect();
    v.copy(p).project(camera);
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  };
  const pointsOf = (name: string): (ScreenPoint & { index: number })[] => {
    const { scene } = getThree();
    const layer = scene.getObjectByName(name);
    if (!layer?.visible) return [];
    const out: (ScreenPoint & { index: number })[] = [];
    const p = new THREE.Vector3();
    layer.children.forEach((child, index) => {
      if (!child.visible || child.children.length === 0 || child.name.startsWith('rider-cup')) return;
      child.getWorldPosition(p);
      out.push({ index, ...toScreen(p) });
    });
    return out;
  };
  return registerAutomation({
    /** Screen points: dice waiting in the session's throw layer, the rider's dice on show (by die index); whether the cup covers hidden dice. */
    ponyPoints() {
      const waiting = pointsOf('throw-layer');
      const { scene } = getThree();
      const dice: (ScreenPoint & { die: number })[] = [];
      const p = new THREE.Vector3();
      for (let i = 0; i < 5; i++) {
        const g = scene.getObjectByName(`rider-die-${i}`);
        if (!g?.visible) continue;
        g.getWorldPosition(p);
        dice.push({ die: i, ...toScreen(p) });
      }
      const cup = scene.getObjectByName('rider-cup') !== undefined;
      return { waiting, dice, cup, stage: session.store.getState().stage?.kind ?? null };
    },
    /**
     * The figures the session's flick layer draws now: id, the colour of its
     * paint material, and that of the same figure on our board (null when the
     * board does not hold it), so a test can see a figure keep its look in a flick.
     */
    flickFigures() {
      const { scene } = getThree();
      const layer = scene.getObjectByName('flick-layer');
      const board = scene.getObjectByName('pony-figures');
      if (!layer) return [];
      return layer.children
        .filter((c) => /^(rider|indian)-\d+$/.test(c.name))
        .map((c) => ({ id: c.name, paint: paintOf(c), board: board ? paintOf(board.getObjectByName(c.name)) : null, visible: layer.visible && c.visible }));
    },
    /** Draw calls of one frame of the table as it is now, and how long it took to render. */
    drawCalls() {
      const { gl, scene, camera } = getThree();
      const auto = gl.info.autoReset;
      gl.info.autoReset = false;
      gl.info.reset();
      const t0 = performance.now();
      gl.render(scene, camera);
      const frameMs = performance.now() - t0;
      const calls = gl.info.render.calls;
      const triangles = gl.info.render.triangles;
      gl.info.autoReset = auto;
      return { calls, triangles, frameMs, frames: gl.info.render.frame };
    },
  });
}
