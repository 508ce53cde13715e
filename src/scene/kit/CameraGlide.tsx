// Moves the room's orbit camera to a new pose (a framing) with the kit's
// camera glide, then leaves the player free to orbit again. A new `goal`
// (compared by value) starts a move from wherever the camera is; null holds still.
// A new `epoch` starts the move to the same goal again (after Reset view).
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { useLensInWindow, useOrbitControls, type CameraHome } from '../camera.ts';
import { GAME_ROOM_FOV_DEG } from './framing.ts';
import { GLIDES, ease, progress } from './glide.ts';

interface Move {
  fromP: THREE.Vector3;
  fromT: THREE.Vector3;
  toP: THREE.Vector3;
  toT: THREE.Vector3;
  t0: number;
}

export function CameraGlide({ goal, epoch = 0 }: { goal: CameraHome | null; epoch?: number }) {
  const { camera, invalidate } = useThree();
  const controls = useOrbitControls();
  const move = useRef<Move | null>(null);
  const key = goal ? JSON.stringify(goal) : null;

  useEffect(() => {
    const orbit = controls;
    if (!orbit || !key) return;
    const to = JSON.parse(key) as CameraHome;
    move.current = { fromP: camera.position.clone(), fromT: orbit.target.clone(), toP: new THREE.Vector3(...to.position), toT: new THREE.Vector3(...to.target), t0: performance.now() };
    invalidate();
  }, [key, epoch, controls, camera, invalidate]);

  useFrame(() => {
    const m = move.current;
    const orbit = controls;
    if (!m || !orbit) return;
    const t = progress(m.t0, GLIDES.camera.seconds, performance.now());
    const e = ease(t);
    camera.position.lerpVectors(m.fromP, m.toP, e);
    orbit.target.lerpVectors(m.fromT, m.toT, e);
    orbit.update();
    if (t >= 1) move.current = null;
    invalidate();
  });
  return null;
}

/**
 * The lens framing (framing.ts) must fit: on a phone the part of the screen the HUD leaves free
 * (the camera rig widens and offsets the room lens to it, so fitting the whole canvas would show a
 * close-up small), elsewhere the room camera's own field of view and the canvas's shape.
 */
export function useCameraLens(): { fovDeg: number; aspect: number } {
  const fovDeg = useThree((s) => (s.camera instanceof THREE.PerspectiveCamera ? s.camera.fov : GAME_ROOM_FOV_DEG));
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const inWindow = useLensInWindow();
  return inWindow ?? { fovDeg, aspect };
}
