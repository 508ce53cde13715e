// The canvas every room draws in: render quality picked once for the machine
// (a software renderer gets the cheap settings), on-demand frames, fog, the
// lamp, the camera rig (its lens fitted to the screen's shape) and the table, then the room's own stage. Calls
// onReady once the first frame with the models has been drawn. A lost WebGL
// context shows a notice and is drawn again in full when it comes back.
import { useState, type ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import type { CameraHome } from './CameraRig.tsx';
import { learnRenderer, renderQuality } from './render-quality.ts';
import { ContextNotice, type ContextState } from './context-loss.tsx';
import { useBoardWindow } from '../ui/board-window.ts';
import { FramingHint } from './FramingHint.tsx';
import { RegionTabs } from './RegionTabs.tsx';
import { RoomStage } from './RoomStage.tsx';

export interface RoomCanvasProps {
  home: CameraHome;
  /** Bumped to send the camera back home. */
  cameraEpoch: number;
  fov: number;
  /** Fog near and far distances (cm). */
  fog: readonly [number, number];
  /** Keep the drawn frame readable after compositing (screenshots of a game). */
  preserveDrawingBuffer?: boolean;
  onReady: () => void;
  /** The room's stage, drawn on the table inside the Suspense boundary. */
  children: ReactNode;
}

export function RoomCanvas({ home, cameraEpoch, fov, fog, preserveDrawingBuffer = false, onReady, children }: RoomCanvasProps) {
  const quality = renderQuality();
  const [context, setContext] = useState<ContextState>('ok');
  // The free part of the screen in a sandbox room's phone layout, placed by the room's CSS (no box otherwise).
  const boardWindow = useBoardWindow();
  return (
    <>
      <Canvas
        shadows="percentage"
        frameloop="demand"
        dpr={quality.dpr}
        camera={{ position: home.position, fov, near: 1, far: 1200 }}
        gl={{ antialias: quality.antialias, preserveDrawingBuffer }}
        onCreated={({ scene, gl }) => {
          scene.background = null;
          // The machine's kind from this context, not from a throwaway one (render-quality.ts).
          learnRenderer(gl.getContext());
        }}
      >
        <RoomStage home={home} cameraEpoch={cameraEpoch} fov={fov} fog={fog} onReady={onReady} onContext={setContext}>
          {children}
        </RoomStage>
      </Canvas>
      <ContextNotice state={context} />
      <FramingHint />
      <RegionTabs />
      <div className="board-window canvas-board-window" ref={boardWindow} aria-hidden="true" />
    </>
  );
}
