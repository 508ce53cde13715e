// The dice-table sandbox: the r3f canvas (table, dice, cup, light, camera)
// under the DOM HUD. Renders on demand: only while dice move, the pointer
// drags or the camera changes.
import { Suspense, useEffect } from 'react';
import { Canvas } from '@react-three/fiber';
import { useStore } from 'zustand';
import { TableModel } from '../../scene/TableModel.tsx';
import { Lighting } from '../../scene/Lighting.tsx';
import { CameraRig, type CameraHome } from '../../scene/CameraRig.tsx';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import type { DiceTableStore } from '../../store/dice-table.ts';
import { renderQuality } from '../../scene/render-quality.ts';
import { DiceStage, type StageProbe } from './DiceStage.tsx';
import { Hud } from './Hud.tsx';

// Home view: the whole play area, the tray in front (wheel to zoom in on the dice).
const HOME: CameraHome = { position: [0, 74, 80], target: [0, 0, 3] };

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // Two animation frames: the first frame with the models has been drawn.
    const id = requestAnimationFrame(() => requestAnimationFrame(onReady));
    return () => cancelAnimationFrame(id);
  }, [onReady]);
  return null;
}

export function DiceTableRoom({ table, sound, probe, onReady }: { table: DiceTableStore; sound: ImpactSound; probe: StageProbe; onReady: () => void }) {
  const cameraEpoch = useStore(table.store, (s) => s.cameraEpoch);
  const quality = renderQuality();
  return (
    <div className="dice-room">
      <Canvas
        shadows="percentage"
        frameloop="demand"
        dpr={quality.dpr}
        camera={{ position: HOME.position, fov: 45, near: 1, far: 1200 }}
        gl={{ antialias: quality.antialias }}
        onCreated={({ scene }) => {
          scene.background = null;
        }}
      >
        <fog attach="fog" args={['#1c110a', 180, 520]} />
        <Lighting shadowMapSize={quality.shadowMapSize} lamp={quality.lamp} />
        <CameraRig home={HOME} epoch={cameraEpoch} />
        <Suspense fallback={null}>
          <TableModel />
          <DiceStage table={table} sound={sound} probe={probe} />
          <Ready onReady={onReady} />
        </Suspense>
      </Canvas>
      <Hud table={table} />
    </div>
  );
}
