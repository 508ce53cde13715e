// The showdown dice, shown in the tray. A showdown die is thrown in the tray
// at the table's front, but the table has no walls round the tray, so it
// rolled on among the buildings and rested there small, often under a panel
// (the camera had to fly out to it). When a throw comes to rest (the session's
// ThrowLayer rolled it through physics) we take the die over from where it
// lies and glide it back into the tray, drawn larger, showing the face it
// came to rest on, with a tag saying the number: side A's die on the left,
// side B's on the right, so a showdown's two dice are read side by side
// while the prompt area says who won. They stay until the next showdown's
// first die settles; the throw layer shows the next waiting die between them.
import { useEffect, useMemo, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { skipGlides } from '../../../../store/session/speed.ts';
import { MovingDice, PieceMotion, RowTags, dieRestY, gather, restPose, settledThrow, throwLayer } from '../../../../scene/kit/index.ts';
import type { MainStreetState } from '../../index.ts';
import type { StreetSession } from '../session.ts';
import { SHOWN_DIE_SCALE, showdownSlot } from '../../supply-layout.ts';

/** Name of the group whose userData.rest says where a shown die lies (the probe reads it). */
export const SHOWDOWN_DICE = 'ms-showdown-dice';

const sideOf = (s: MainStreetState): number | null => (s.phase.kind === 'showdown' ? s.phase.side : null);

export function ShowdownDice({ session }: { session: StreetSession }) {
  const motion = useMemo(() => new PieceMotion(2), []);
  const scene = useThree((s) => s.scene);
  // The face each side's die shows in the tray, or null.
  const [faces, setFaces] = useState<(number | null)[]>([null, null]);

  useEffect(
    () =>
      session.store.subscribe((s, prev) => {
        const after = s.replay?.shown ?? s.live;
        const before = prev.replay?.shown ?? prev.live;
        if (after === before) return;
        const layer = throwLayer(scene);
        const step = after.inputs === before.inputs + 1;
        const side = sideOf(before.state);
        if (step && before.awaiting.kind === 'throw' && side !== null) {
          // A showdown die came to rest: read how it lies, then take it over from the layer.
          const [die] = settledThrow(scene, ['d6']) ?? [];
          const face = die?.reading.kind === 'face' ? die.reading.value : null;
          if (!die || typeof face !== 'number') return;
          // A new showdown: the last one's dice leave the tray.
          if (before.state.phase.kind === 'showdown' && before.state.phase.step === 'shoot' && side === 0) motion.hide(1);
          gather(motion, side, skipGlides() ? null : die.pose, restPose('d6', showdownSlot(side), face, SHOWN_DIE_SCALE, side === 0 ? 0.12 : -0.12));
          motion.changed();
          // After every listener of this change has read the settled die (the probe does), before the next frame;
          // when the other side's die waits to be thrown now, the layer shows it.
          const waiting = after.awaiting.kind === 'throw';
          queueMicrotask(() => {
            if (layer) layer.visible = waiting;
          });
          setFaces((old) => (side === 0 ? [face, null] : [old[0] ?? null, face]));
          return;
        }
        // The next throw waits in the tray: the layer shows it.
        if (after.awaiting.kind === 'throw' && layer) layer.visible = true;
        // A jump (undo, a load, a replay step back) clears the tray; otherwise the dice stay until the next showdown
        // (a bot's next move comes within a second, before the outcome line is read). The same position shown to
        // another seat (the turn passing to a human seat) is no jump.
        if (!step && after.state !== before.state) {
          motion.hide(0);
          motion.hide(1);
          motion.changed();
          setFaces([null, null]);
        }
      }),
    [session, scene, motion],
  );

  // Where each shown die rests, for the probe (userData.rest).
  const rest = faces.flatMap((face, side) => (face === null ? [] : [{ ...showdownSlot(side), y: dieRestY('d6', 0, SHOWN_DIE_SCALE), scale: SHOWN_DIE_SCALE, face }]));
  return (
    <group name={SHOWDOWN_DICE} userData={{ rest }}>
      <MovingDice kind="d6" motion={motion} name="ms-showdown-die" />
      <RowTags tags={faces.map((face, side) => (face === null ? null : { ...showdownSlot(side), text: String(face) }))} name="ms-showdown-tag" behind={4.2} />
    </group>
  );
}
