// Moves the camera to frame a flick (the start spot and the figures that
// matter) when a duel or Indian flick comes up, and back to the home view
// once the flicks are over. A short eased move through the orbit controls,
// then the player may orbit freely again.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { CameraHome } from '../../../../scene/CameraRig.tsx';
import type { FlickStage } from '../../../../store/session/types.ts';
import type { CoverStore } from './cover.ts';

const MOVE_S = 0.9;

/** A camera pose that frames the flick's start and its targets, seen from the player's side. */
export function frameFlick(stage: Pick<FlickStage, 'from' | 'setup'>): CameraHome {
  const pts = [stage.from, ...stage.setup.figures.filter((f) => f.role === 'target')];
  const xs = pts.map((p) => p.x);
  const zs = pts.map((p) => p.z);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cz = (Math.min(...zs) + Math.max(...zs)) / 2;
  const radius = Math.max(14, ...pts.map((p) => Math.hypot(p.x - cx, p.z - cz)));
  const dist = Math.min(160, Math.max(66, radius * 3.4));
  // From in front and high above (about 60° down), so figures, the die and its path read clearly.
  return { position: [cx, dist * 0.87, cz + dist * 0.5], target: [cx, 0, cz + 3] };
}

export function CameraDirector({ home, cover, stageOf }: { home: CameraHome; cover: CoverStore; stageOf: () => FlickStage | null }) {
  const flickStage = useStore(cover, (s) => s.flickStage);
  const { camera, controls, invalidate } = useThree();
  const move = useRef<{ fp: THREE.Vector3; ft: THREE.Vector3; tp: THREE.Vector3; tt: THREE.Vector3; t0: number } | null>(null);
  const framed = useRef<string | null>(null);

  useEffect(() => {
    const orbit = controls as unknown as OrbitControlsImpl | null;
    if (!orbit) return;
    const stage = flickStage !== null ? stageOf() : null;
    const goal = stage ? frameFlick(stage) : home;
    const key = JSON.stringify(goal);
    if (framed.current === key || (framed.current === null && !stage)) return;
    framed.current = stage ? key : null;
    move.current = {
      fp: camera.position.clone(),
      ft: orbit.target.clone(),
      tp: new THREE.Vector3(...goal.position),
      tt: new THREE.Vector3(...goal.target),
      t0: performance.now(),
    };
    invalidate();
  }, [flickStage, controls, camera, home, invalidate, stageOf]);

  useFrame(() => {
    const m = move.current;
    const orbit = controls as unknown as OrbitControlsImpl | null;
    if (!m || !orbit) return;
    const t = Math.min(1, (performance.now() - m.t0) / (MOVE_S * 1000));
    const e = t * t * (3 - 2 * t);
    camera.position.lerpVectors(m.fp, m.tp, e);
    orbit.target.lerpVectors(m.ft, m.tt, e);
    orbit.update();
    if (t >= 1) move.current = null;
    invalidate();
  });
  return null;
}
