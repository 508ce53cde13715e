// The shooting-gallery sandbox: the r3f canvas (table, board mat, figures,
// die, slingshot) under the DOM HUD. Renders on demand: while a flick runs,
// while the player aims, or when the camera moves.
import { useStore } from 'zustand';
import type { CameraHome } from '../../scene/CameraRig.tsx';
import { RoomCanvas } from '../../scene/RoomCanvas.tsx';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import { GalleryStage, type StageProbe } from './GalleryStage.tsx';
import { Hud } from './Hud.tsx';
import type { GalleryStore } from './store.ts';

/** High behind the start line, looking down the board: the figures fill the view and the die sits low with room below it to pull back. */
export const GALLERY_CAMERA: CameraHome = { position: [0, 62, 48], target: [0, 0, 7] };

export function GalleryRoom({ gallery, sound, probe, onReady }: { gallery: GalleryStore; sound: ImpactSound; probe: StageProbe; onReady: () => void }) {
  const cameraEpoch = useStore(gallery.store, (s) => s.cameraEpoch);
  return (
    <div className="dice-room gallery-room">
      <RoomCanvas home={GALLERY_CAMERA} cameraEpoch={cameraEpoch} fov={45} fog={[180, 520]} onReady={onReady}>
        <GalleryStage gallery={gallery} sound={sound} probe={probe} />
      </RoomCanvas>
      <Hud gallery={gallery} />
    </div>
  );
}
