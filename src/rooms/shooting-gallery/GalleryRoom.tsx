// The shooting-gallery sandbox: the r3f canvas (table, board mat, figures,
// die, slingshot) under the DOM HUD. Renders on demand: while a flick runs,
// while the player aims, or when the camera moves.
import { Suspense, useEffect } from 'react';
import { Canvas } from '@react-three/fiber';
import { useStore } from 'zustand';
import { TableModel } from '../../scene/TableModel.tsx';
import { Lighting } from '../../scene/Lighting.tsx';
import { CameraRig, type CameraHome } from '../../scene/CameraRig.tsx';
import { renderQuality } from '../../scene/render-quality.ts';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import { GalleryStage, type StageProbe } from './GalleryStage.tsx';
import { Hud } from './Hud.tsx';
import type { GalleryStore } from './store.ts';

/** High behind the start line, looking down the board: the figures fill the view and the die sits low with room below it to pull back. */
export const GALLERY_CAMERA: CameraHome = { position: [0, 62, 48], target: [0, 0, 7] };

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    const id = requestAnimationFrame(() => requestAnimationFrame(onReady));
    return () => cancelAnimationFrame(id);
  }, [onReady]);
  return null;
}

export function GalleryRoom({ gallery, sound, probe, onReady }: { gallery: GalleryStore; sound: ImpactSound; probe: StageProbe; onReady: () => void }) {
  const cameraEpoch = useStore(gallery.store, (s) => s.cameraEpoch);
  const quality = renderQuality();
  return (
    <div className="dice-room gallery-room">
      <Canvas
        shadows="percentage"
        frameloop="demand"
        dpr={quality.dpr}
        camera={{ position: GALLERY_CAMERA.position, fov: 45, near: 1, far: 1200 }}
        gl={{ antialias: quality.antialias }}
        onCreated={({ scene }) => {
          scene.background = null;
        }}
      >
        <fog attach="fog" args={['#1c110a', 180, 520]} />
        <Lighting shadowMapSize={quality.shadowMapSize} lamp={quality.lamp} />
        <CameraRig home={GALLERY_CAMERA} epoch={cameraEpoch} />
        <Suspense fallback={null}>
          <TableModel />
          <GalleryStage gallery={gallery} sound={sound} probe={probe} />
          <Ready onReady={onReady} />
        </Suspense>
      </Canvas>
      <Hud gallery={gallery} />
    </div>
  );
}
