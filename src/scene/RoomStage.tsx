// What a room's canvas draws around the room's own stage: fog, the lamp, the
// camera rig, the table, the shader warm-up and the ready signal. Drawn in the
// page's canvas (RoomCanvas.tsx) or in the scene worker's (src/scene/worker/),
// so nothing here may touch the DOM.
import { Suspense, useEffect, type ReactNode } from 'react';
import { TableModel } from './TableModel.tsx';
import { Lighting } from './Lighting.tsx';
import { CameraRig, type CameraHome } from './CameraRig.tsx';
import { ContextWatch, type ContextState } from './context-watch.tsx';
import { ShaderWarmup } from './ShaderWarmup.tsx';
import { useAtRestProbe } from './at-rest-probe.ts';

export function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // Two animation frames: the first frame with the models has been drawn.
    const id = requestAnimationFrame(() => requestAnimationFrame(onReady));
    return () => cancelAnimationFrame(id);
  }, [onReady]);
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
      <Suspense fallback={null}>
        <TableModel />
        {children}
        <ShaderWarmup>
          <Ready onReady={onReady} />
        </ShaderWarmup>
      </Suspense>
    </>
  );
}

