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
import { THROW_AREAS } from '../../scene/props/keep-out.ts';
import { DICE_TABLE_PROPS } from '../../scene/props/prop-set.ts';
import { ReplayCamera, type ReplayFocus } from './ReplayCamera.tsx';
import type { SlowMotion } from './slow-motion.ts';
import type { LedgerSource } from '../../store/ledger/source.ts';

// Home view: the whole play area, the tray in front (wheel to zoom in on the dice).
const HOME: CameraHome = { position: [0, 74, 80], target: [0, 0, 3] };
/** The attract loop's replay: the near half of the table, the tray in the middle (the dice roll out of it), above the caption. */
const TRAY_HOME: CameraHome = { position: [0, 52, 88], target: [0, 0, 30] };

interface DiceTableRoomProps {
  table: DiceTableStore;
  sound: ImpactSound;
  probe: StageProbe;
  onReady: () => void;
  /** Event mode's attract replay: throws play slowed, the camera frames the tray and cuts to the cocked die. */
  slowMotion?: SlowMotion;
  /** Where the replay's cocked die lies while it is held (the close-up). */
  replayFocus?: ReplayFocus;
  /** The dice ledger (none behind the attract loop). */
  ledger?: LedgerSource | null;
}

export function DiceTableRoom({ table, sound, probe, onReady, slowMotion, replayFocus, ledger }: DiceTableRoomProps) {
  const cameraEpoch = useStore(table.store, (s) => s.cameraEpoch);
  return (
    <div className="dice-room">
      <RoomCanvas home={slowMotion ? TRAY_HOME : HOME} cameraEpoch={cameraEpoch} fov={45} fog={[180, 520]} onReady={onReady}>
        <DiceStage table={table} sound={sound} probe={probe} slowMotion={slowMotion} />
        {replayFocus && <ReplayCamera focus={replayFocus} />}
        {/* Chips, a tin cup and spare figures to push and toss: a world apart, nothing they do counts. */}
        <TouchPropsLazy area={DICE_TABLE_PROPS} keepOut={THROW_AREAS} active />
      </RoomCanvas>
      <Hud table={table} ledger={ledger ?? undefined} />
    </div>
  );
}
