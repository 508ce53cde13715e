// Orbit camera with limits (no going under the table, not too close or far),
// a reset to the home view when `epoch` changes or the Reset view button asks
// (view-frame.ts), and a lens fitted to the screen's shape (lens-fit.ts), so a
// portrait phone sees the whole board in the part of the screen the HUD leaves
// free. OrbitControls invalidates the demand frameloop itself whenever the
// camera moves.
//
// Touch: one finger never turns the table. A finger on the table drags dice,
// picks pieces and aims flicks; a stray one (a short slip while reaching for a
// button) used to spin the view by about 45°. Two fingers turn (move them
// together) and zoom (pinch). The mouse keeps left-drag to orbit, wheel to zoom.
// While a phone's decision framing is a focused part of the board
// (DecisionFraming), one finger slides the view over the table instead.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { PerspectiveCamera, TOUCH } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { fitLens } from './lens-fit.ts';
import { boardWindow, onBoardWindow, onViewReset, setWindowLens } from './view-frame.ts';
import { onSlideState, slideState } from './decision-targets.ts';
import { DecisionFraming } from './DecisionFraming.tsx';

export { useLensInWindow, type CameraHome } from './camera.ts';
import type { CameraHome } from './camera.ts';

/** No gesture for one finger (OrbitControls leaves a value it does not know alone); two fingers zoom and turn. */
export const TOUCH_GESTURES = { ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE };
/** While the decision framing is a focused part of the board: one finger slides it. */
export const SLIDE_GESTURES = { ONE: TOUCH.PAN, TWO: TOUCH.DOLLY_ROTATE };
/** Two fingers move together less than a mouse drags: turn at half the mouse's rate. */
const TOUCH_ROTATE_SPEED = 0.5;
/** How near and far the orbit camera may go (cm). */
const MIN_DISTANCE = 25;
const MAX_DISTANCE = 170;

export function CameraRig({ home, epoch, fov, enabled = true }: { home: CameraHome; epoch: number; fov: number; enabled?: boolean }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);

  useEffect(() => {
    const goHome = () => {
      camera.position.set(...home.position);
      controls.current?.target.set(...home.target);
      controls.current?.update();
      invalidate();
    };
    goHome();
    return onViewReset(goHome);
  }, [epoch, camera, home, invalidate]);

  // The lens follows the canvas size and the board window the HUD publishes.
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    const apply = () => {
      const canvas = gl.domElement.getBoundingClientRect();
      const win = boardWindow();
      const local = win && { x: win.x - canvas.left, y: win.y - canvas.top, width: win.width, height: win.height };
      const lens = fitLens({ width: size.width, height: size.height }, fov, local);
      camera.fov = lens.fovDeg;
      setWindowLens(lens.inWindow);
      if (lens.offset) camera.setViewOffset(size.width, size.height, lens.offset.x, lens.offset.y, size.width, size.height);
      else camera.clearViewOffset();
      camera.updateProjectionMatrix();
      invalidate();
    };
    apply();
    const off = onBoardWindow(apply);
    return () => {
      off();
      setWindowLens(null);
    };
  }, [camera, gl, size.width, size.height, fov, invalidate]);

  const sliding = useSyncExternalStore(onSlideState, () => slideState().sliding, () => false);
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.touches = { ...(sliding ? SLIDE_GESTURES : TOUCH_GESTURES) };
    // A slide moves over the table's plane, not up the screen into it.
    c.screenSpacePanning = false;
  }, [sliding]);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const onStart = () => {
      // A touch turn is gentler than a mouse drag; the mouse keeps its speed.
      c.rotateSpeed = matchMedia('(pointer: coarse)').matches ? TOUCH_ROTATE_SPEED : 1;
    };
    c.addEventListener('start', onStart);
    return () => c.removeEventListener('start', onStart);
  }, []);

  return (
    <>
      <OrbitControls
        ref={controls}
        makeDefault
        enabled={enabled}
        enablePan={sliding}
        enableDamping={false}
        minDistance={MIN_DISTANCE}
        maxDistance={MAX_DISTANCE}
        minPolarAngle={0.12}
        maxPolarAngle={1.22}
        target={home.target}
      />
      <DecisionFraming home={home} minDistance={MIN_DISTANCE} maxDistance={MAX_DISTANCE} />
    </>
  );
}

