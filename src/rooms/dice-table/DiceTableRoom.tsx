// The dice-table sandbox: the r3f canvas (table, dice, cup, light, camera)
// under the DOM HUD. Renders on demand: only while dice move, the pointer
// drags or the camera changes.
import { useStore } from 'zustand';
import type { CameraHome } from '../../scene/CameraRig.tsx';
import { RoomCanvas } from '../../scene/RoomCanvas.tsx';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import type { DiceTableStore } from '../../store/dice-table.ts';
import { DiceStage, type StageProbe } from './DiceStage.tsx';
import { Hud } from './Hud.tsx';
import { TouchPropsLazy } from '../../scene/props/TouchPropsLazy.tsx';
import { DICE_TABLE_PROPS } from '../../scene/props/prop-set.ts';

// Home view: the whole play area, the tray in front (wheel to zoom in on the dice).
const HOME: CameraHome = { position: [0, 74, 80], target: [0, 0, 3] };

export function DiceTableRoom({ table, sound, probe, onReady }: { table: DiceTableStore; sound: ImpactSound; probe: StageProbe; onReady: () => void }) {
  const cameraEpoch = useStore(table.store, (s) => s.cameraEpoch);
  return (
    <div className="dice-room">
      <RoomCanvas home={HOME} cameraEpoch={cameraEpoch} fov={45} fog={[180, 520]} onReady={onReady}>
        <DiceStage table={table} sound={sound} probe={probe} />
        {/* Chips, a tin cup and spare figures to push and toss: a world apart, nothing they do counts. */}
        <TouchPropsLazy area={DICE_TABLE_PROPS} active />
      </RoomCanvas>
      <Hud table={table} />
    </div>
  );
}
