// Test and debug hooks on window.tabletop while a Tableau Gulch table is
// open: where things are on screen (so a browser test can drag the real
// dice and click the real boxes) and how many draw calls a frame costs.
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { registerAutomation } from '../../../../ui/automation.ts';
import type { GamblerView } from '../../types.ts';
import { rowLength } from '../../rules/fitting.ts';
import { DIE_HALF, SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';

export interface ScreenPoint {
  x: number;
  y: number;
}

export function registerGamblerProbe(getThree: () => RootState, getView: () => GamblerView | null, motion: { gliding: boolean }): () => void {
  const v = new THREE.Vector3();
  const toScreen = (x: number, y: number, z: number): ScreenPoint => {
    const { camera, gl } = getThree();
    const rect = gl.domElement.getBoundingClientRect();
    v.set(x, y, z).project(camera);
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  };
  return registerAutomation({
    /**
     * Screen points: the dice waiting to be thrown (the session's ThrowLayer),
     * the settled dice of the throw being decided (by throw position) and the
     * next free box of every row that still has one.
     */
    gamblerPoints() {
      const view = getView();
      const { scene } = getThree();
      const layer = scene.getObjectByName('throw-layer');
      const waiting: ScreenPoint[] = [];
      if (layer?.visible) {
        const p = new THREE.Vector3();
        for (const child of layer.children) {
          if (child.children.length === 0) continue;
          child.getWorldPosition(p);
          waiting.push(toScreen(p.x, p.y, p.z));
        }
      }
      const faces = view?.turn?.faces ?? null;
      const dice = (faces ?? []).flatMap((face, die) => {
        if (face === null) return [];
        const s = traySlot(die, faces!.length);
        return [{ die, face, ...toScreen(s.x, DIE_HALF * SHOWN_DIE_SCALE, s.z) }];
      });
      const boxes = (view?.tableau.rows ?? []).flatMap((spec, row) => {
        const col = view!.rows[row]?.length ?? 0;
        if (col >= rowLength(spec.shape)) return [];
        const c = boxCentre(row, col);
        return [{ row, col, ...toScreen(c.x, c.y, c.z) }];
      });
      return { waiting, dice, boxes, gliding: motion.gliding };
    },
    /** Draw calls of one frame of the table as it is now (renders to count and to time a frame), and frames drawn so far. */
    drawCalls() {
      const { gl, scene, camera } = getThree();
      const frames = gl.info.render.frame;
      const auto = gl.info.autoReset;
      gl.info.autoReset = false;
      gl.info.reset();
      gl.render(scene, camera);
      const calls = gl.info.render.calls;
      const triangles = gl.info.render.triangles;
      gl.info.autoReset = auto;
      const t0 = performance.now();
      gl.render(scene, camera);
      const frameMs = performance.now() - t0;
      return { calls, triangles, frames, frameMs };
    },
  });
}
