// The attract loop's camera: swings slowly to and fro around the table's
// centre (±24° over about 40 s) so a passer-by sees the table is live. The
// scene draws on demand, so this asks for a frame ten times a second only
// while it runs (a software renderer at a stand has no frames to spare).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Spherical, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';

const SWING = (24 * Math.PI) / 180;
const PERIOD_MS = 40_000;
const STEP_MS = 100;

export function AttractCamera() {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (!controls) return;
    const target = controls.target.clone();
    const home = new Spherical().setFromVector3(new Vector3().subVectors(camera.position, target));
    const at = new Spherical();
    const offset = new Vector3();
    const started = performance.now();
    const id = setInterval(() => {
      const t = (performance.now() - started) / PERIOD_MS;
      at.copy(home);
      at.theta = home.theta + SWING * Math.sin(2 * Math.PI * t);
      camera.position.copy(target).add(offset.setFromSpherical(at));
      camera.lookAt(target);
      controls.update();
      invalidate();
    }, STEP_MS);
    return () => clearInterval(id);
  }, [camera, controls, invalidate]);
  return null;
}
