// What a room's canvas draws around the room's own stage: fog, the lamp, the
// camera rig, the table, the shader warm-up and the ready signal. Drawn in the
// page's canvas (RoomCanvas.tsx) or in the scene worker's (src/scene/worker/),
// so nothing here may touch the DOM.
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { TableModel } from './TableModel.tsx';
import { Lighting } from './Lighting.tsx';
import { CameraRig, type CameraHome } from './CameraRig.tsx';
import { ContextWatch, type ContextState } from './context-watch.tsx';
import { ShaderWarmup } from './ShaderWarmup.tsx';
import { useAtRestProbe } from './at-rest-probe.ts';
import { markStart } from './worker/start-marks.ts';

export function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // Two animation frames: the first frame with the models has been drawn.
    const id = requestAnimationFrame(() => requestAnimationFrame(onReady));
    return () => cancelAnimationFrame(id);
  }, [onReady]);
  return null;
}

/**
 * The stage's Suspense fallback (nothing drawn), marked `scene:stage-fallback` when it is shown: React then
 * holds the loaded stage's reveal until 300 ms after that moment, so a room whose first render suspends
 * starts ≈ 300 ms later (the scene worker awaits its opening models to avoid it: worker/rooms.ts).
 */
function StageFallback() {
  useLayoutEffect(() => markStart('stage-fallback'), []);
  return null;
}

export interface RoomStageProps {
  home: CameraHome;
  /** Bumped to send the camera back home. */
  cameraEpoch: number;
  fov: number;
  /** Fog near and far distances (cm). */
  fog: readonly [number, number];
  onReady: () => void;
  onContext: (state: ContextState) => void;
  /** The room's stage, drawn on the table inside the Suspense boundary. */
  children: ReactNode;
}

/** What the canvas draws, on the main thread's canvas here or in the scene worker's (src/scene/worker/). */
export function RoomStage({ home, cameraEpoch, fov, fog, onReady, onContext, children }: RoomStageProps) {
  useAtRestProbe();
  return (
    <>
      <fog attach="fog" args={['#1c110a', fog[0], fog[1]]} />
      <Lighting />
      <CameraRig home={home} epoch={cameraEpoch} fov={fov} />
      <ContextWatch onChange={onContext} />
      <Suspense fallback={<StageFallback />}>
        <TableModel />
        {children}
        <ShaderWarmup>
          <Ready onReady={onReady} />
        </ShaderWarmup>
      </Suspense>
    </>
  );
}

