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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { skipGlides } from '../../../../store/session/speed.ts';
import { MovingDice, PieceMotion, RowTags, dieRestY, gather, restPose, settledThrow, throwLayer } from '../../../../scene/kit/index.ts';
import type { MainStreetState } from '../../index.ts';
import type { StreetSession } from '../session.ts';
import { SHOWN_DIE_SCALE, showdownSlot } from './layout.ts';

/** Name of the group whose userData.rest says where a shown die lies (the probe reads it). */
export const SHOWDOWN_DICE = 'ms-showdown-dice';

interface Shown {
  face: number;
}

const sideOf = (s: MainStreetState): number | null => (s.phase.kind === 'showdown' ? s.phase.side : null);

export function ShowdownDice({ session }: { session: StreetSession }) {
  const motion = useMemo(() => new PieceMotion(2), []);
  const scene = useThree((s) => s.scene);
  const group = useRef<THREE.Group>(null);
  const [shown, setShown] = useState<(Shown | null)[]>([null, null]);

  useEffect(() => {
    const hideAll = () => {
      motion.hide(0);
      motion.hide(1);
      motion.changed();
      setShown([null, null]);
    };
    return session.store.subscribe((s, prev) => {
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
        if (before.state.phase.kind === 'showdown' && before.state.phase.step === 'shoot' && side === 0) {
          // A new showdown: the last one's dice leave the tray.
          motion.hide(1);
        }
        const target = restPose('d6', showdownSlot(side), face, SHOWN_DIE_SCALE, side === 0 ? 0.12 : -0.12);
        gather(motion, side, skipGlides() ? null : die.pose, target);
        motion.changed();
        // After every listener of this change has read the settled die (the probe does), before the next frame;
        // when the other side's die waits to be thrown now, the layer shows it.
        const next = after.awaiting.kind === 'throw';
        queueMicrotask(() => {
          if (layer) layer.visible = next;
        });
        setShown((old) => {
          const next = [...old];
          if (side === 0) next[1] = null;
          next[side] = { face };
          return next;
        });
        return;
      }
      // The next throw waits in the tray: the layer shows it.
      if (after.awaiting.kind === 'throw' && layer) layer.visible = true;
      // A jump (undo, a load, a replay step back) clears the tray; otherwise the dice stay until the next showdown
      // (a bot's next move comes within a second, before the outcome line is read).
      if (!step) hideAll();
    });
  }, [session, scene, motion]);

  useEffect(() => {
    const g = group.current;
    if (!g) return;
    g.userData.rest = shown.flatMap((d, side) => {
      if (!d) return [];
      const slot = showdownSlot(side);
      return [{ x: slot.x, y: dieRestY('d6', 0, SHOWN_DIE_SCALE), z: slot.z, scale: SHOWN_DIE_SCALE, face: d.face }];
    });
  }, [shown]);

  return (
    <group name={SHOWDOWN_DICE} ref={group}>
      <MovingDice kind="d6" motion={motion} name="ms-showdown-die" />
      <RowTags tags={shown.map((d, side) => (d ? { ...showdownSlot(side), text: String(d.face) } : null))} name="ms-showdown-tag" behind={4.2} />
    </group>
  );
}
