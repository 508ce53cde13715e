// The attract loop's camera: swings slowly to and fro (±24° over about 40 s)
// so a passer-by sees the table is live, and eases towards the action while
// it happens (attract-focus.ts: the dice as they are thrown and land, a
// flick between die and targets), back to the board after. The
// scene draws on demand, so this asks for a frame ten times a second only
// until the loop is left (the start screen's cover is up; a software renderer
// at a stand has no frames to spare).
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { useOrbitControls } from '../scene/camera.ts';
import { Spherical, Vector3 } from 'three';
import { isSoftwareRenderer, rendererName } from '../scene/render-quality.ts';
import type { AttractFocus } from './attract-focus.ts';

const SWING = (24 * Math.PI) / 180;
const PERIOD_MS = 40_000;
const STEP_MS = 100;
/** A software renderer (a stand without a GPU, headless Chromium) spends a core per frame: two a second. */
const SOFTWARE_STEP_MS = 500;

/** `focus`: what to frame now (null: the board), asked at every step. */
export function AttractCamera({ focus }: { focus?: () => AttractFocus | null }) {
  const camera = useThree((s) => s.camera);
  const controls = useOrbitControls();
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  // Read at each step, so a new function from a re-render does not restart the swing.
  const focusNow = useRef(focus);
  focusNow.current = focus;
  useEffect(() => {
    if (!controls) return;
    const homeTarget = controls.target.clone();
    const target = homeTarget.clone();
    const home = new Spherical().setFromVector3(new Vector3().subVectors(camera.position, target));
    const wanted = new Vector3();
    let radius = home.radius;
    const at = new Spherical();
    const offset = new Vector3();
    const started = performance.now();
    const step = isSoftwareRenderer(rendererName(gl.getContext())) ? SOFTWARE_STEP_MS : STEP_MS;
    const id = setInterval(() => {
      // The loop has been left (the start screen covers the room): hold still, draw nothing more.
      if (document.querySelector('.event-cover')) {
        clearInterval(id);
        return;
      }
      const t = (performance.now() - started) / PERIOD_MS;
      // Ease towards the action (about a second to get there at either step rate), or back home.
      const f = focusNow.current?.() ?? null;
      const ease = Math.min(1, step / 700);
      wanted.set(f ? f.x : homeTarget.x, homeTarget.y, f ? f.z : homeTarget.z);
      target.lerp(wanted, ease);
      radius += (home.radius * (f?.closer ?? 1) - radius) * ease;
      controls.target.copy(target);
      at.copy(home);
      at.radius = radius;
      at.theta = home.theta + SWING * Math.sin(2 * Math.PI * t);
      camera.position.copy(target).add(offset.setFromSpherical(at));
      camera.lookAt(target);
      controls.update();
      invalidate();
    }, step);
    return () => clearInterval(id);
  }, [camera, controls, invalidate, gl]);
  return null;
}
