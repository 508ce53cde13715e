// When a throw comes to rest where the player cannot read it (off the part of
// the screen left for the board, under a panel, or drawn too small, as Main
// Street's showdown die was among the buildings), the camera glides to frame
// the dice for as long as the prompt area says the outcome, then glides back
// to where it was. A throw read at home leaves the camera alone. Only for a
// board that does not present settled dice itself (GameRoomParts.frameThrows):
// the others glide them into a row or to a square of their own.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useOrbitControls } from '../camera.ts';
import * as THREE from 'three';
import { PHYSICS } from '../../physics/tuning.ts';
import type { Pose } from '../../physics/types.ts';
import { speedStore } from '../../store/session/speed.ts';
import { OUTCOME_HOLD_MS } from '../../ui/session/throw-outcome.ts';
import type { CameraHome } from '../CameraRig.tsx';
import { CameraGlide, useCameraLens } from '../kit/CameraGlide.tsx';
import { frameRect } from '../kit/framing.ts';
import { GLIDES } from '../kit/glide.ts';
import { boardWindow } from '../view-frame.ts';
import { diceSeen, settledRect, type DieOnScreen } from './throw-view.ts';

/** Frames drawn with the dice framed before the camera may glide back (about half a second at 60 fps). */
const MIN_FRAMES_SHOWN = 30;

export interface ThrowFramer {
  /** The dice of a throw came to rest at these poses. */
  settled(poses: readonly Pose[]): void;
}

/** How the resting dice look on screen now. */
function onScreen(poses: readonly Pose[], camera: THREE.Camera, canvas: HTMLCanvasElement): DieOnScreen[] {
  const rect = canvas.getBoundingClientRect();
  const v = new THREE.Vector3();
  const page = (x: number, y: number, z: number) => {
    v.set(x, y, z).project(camera);
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  };
  return poses.map(({ position: p }) => {
    const c = page(p.x, p.y, p.z);
    const side = page(p.x + PHYSICS.dieEdge, p.y, p.z);
    const top = document.elementFromPoint(c.x, c.y);
    return { ...c, edgePx: Math.hypot(side.x - c.x, side.y - c.y), covered: top !== null && top !== canvas };
  });
}

export const ThrowFraming = forwardRef<ThrowFramer>(function ThrowFraming(_props, ref) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const controls = useOrbitControls();
  const lens = useCameraLens();
  const [goal, setGoal] = useState<CameraHome | null>(null);
  const before = useRef<CameraHome | null>(null);
  const timer = useRef<number | null>(null);
  // The hold ends when its time is up and the frame has been drawn a few times: a device that draws a frame
  // a second (a busy software renderer) would otherwise glide back before anyone saw the dice.
  const due = useRef(false);
  const framesShown = useRef(0);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    if (before.current === null) return;
    framesShown.current += 1;
    if (due.current && framesShown.current >= MIN_FRAMES_SHOWN) {
      due.current = false;
      setGoal(before.current);
      before.current = null;
      return;
    }
    invalidate();
  });
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      settled(poses) {
        if (poses.length === 0 || !controls) return;
        const canvas = gl.domElement;
        const r = canvas.getBoundingClientRect();
        const box = boardWindow() ?? { x: r.left, y: r.top, width: r.width, height: r.height };
        if (before.current === null) {
          if (diceSeen(onScreen(poses, camera, canvas), box)) return;
          before.current = { position: camera.position.toArray(), target: controls.target.toArray() };
        }
        const rect = settledRect(
          poses.map((p) => p.position),
          { widthPx: box.width, aspect: lens.aspect },
        );
        setGoal(frameRect(rect, { ...lens, pitch: 1.0, margin: 1.15, minDistance: 30, maxDistance: 170 }));
        if (timer.current !== null) window.clearTimeout(timer.current);
        const hold = OUTCOME_HOLD_MS[speedStore.getState().speed] + GLIDES.camera.seconds * 1000;
        framesShown.current = 0;
        due.current = false;
        timer.current = window.setTimeout(() => {
          timer.current = null;
          due.current = true;
          invalidate();
        }, hold);
      },
    }),
    [camera, gl, controls, lens, invalidate],
  );
  return <CameraGlide goal={goal} />;
});
