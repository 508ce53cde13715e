// The active rider's five poker dice while it decides, claims and is doubted.
// Dice under the cup lie in a cluster at the cup area: for everyone but the
// rider the cup covers them (the view gives no faces anyway); the rider sees
// them with the cup tipped aside. Dice set aside open lie in a row at the
// player area for all to see (which die lies where: rider-dice.ts). When a
// throw comes to rest we take its dice over from the session's ThrowLayer
// (same poses) and glide them into place, face up as the physics read them
// (the kit's followThrow and useThrowsTaken; the layer keeps showing any other
// throw, a jail throw or a saloon's poker, until the next one). Click a die to pick it for
// a re-throw (picked dice float up over a gold ring; the kit's picking says
// which are lit and hovered, and takes the pointer). The glides and drawing
// are the kit's (PieceMotion in `dice`, shared with the probe; MovingDice).
// While the rider decides, its dice are the decision's targets
// (useDecisionTargets: a phone frames them).
import { useLayoutEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { CupModel } from '../../../../scene/CupModel.tsx';
import { GLIDES, Highlights, MovingDice, TableLabel, dieRestY, followThrow, gather, restPose, settledDicePoses, throwLayer, useDecisionTargets, usePickPointer, useThrowsTaken, type Mark, type PieceMotion, type PiecePose } from '../../../../scene/kit/index.ts';
import type { PonySession } from '../session.ts';
import type { PonyView } from '../../types.ts';
import { cupState, diceShown, throwKey, thrownSince } from '../../rider-dice.ts';
import { CUP_SPOT, dieSlot, openSlot } from '../../table-spots.ts';
import { diceSigns } from '../../track-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import type { PonyController } from '../hud/controller.ts';
import { CUP_HEIGHT, CUP_SCALE, SHOWN_SCALE } from './layout.ts';

const PICK_LIFT = 1.4;

/** The die a pointer is over: the copy's index (MovingDice draws die i as copy i). */
const dieAt = (_x: number, _z: number, copy?: number): number | null => copy ?? null;

export function RiderDice({ view, session, controller, dice }: { view: PonyView; session: PonySession; controller: PonyController; dice: PieceMotion }) {
  const scene = useThree((s) => s.scene);
  const targets = useRef<(PiecePose | null)[]>([null, null, null, null, null]);
  const prev = useRef<PonyView | null>(null);
  // The throws whose dice we took over: the layer shows any other (and shows every new one first).
  const throws = useThrowsTaken(session);
  // Another seat's throw under the cup: its dice roll inside the cup, so we hide them and show the cup.
  const cupThrow = useStore(session.store, (s) => s.stage?.kind === 'throw' && s.stage.hidden && s.viewer !== s.stage.seat);
  const { selected: pickedNow, hovered } = useStore(controller.picking.store);
  const lit = controller.picking.lit();
  const pointer = usePickPointer(controller.picking, dieAt);

  const show = diceShown(view);
  const cup = cupState(view);

  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    /** Every die to its place; those of the throw just at rest glide from where they lie in the layer (`rolled`, in `thrown` order). */
    const place = (thrown: readonly number[] = [], rolled: (PiecePose | null)[] = []) =>
      targets.current.forEach((target, i) => {
        const slot = dieSlot(view, i);
        const face = view.dice[i]?.face;
        if (!slot || !face) {
          targets.current[i] = null;
          return dice.hide(i);
        }
        const to = restPose('poker', slot, face, SHOWN_SCALE, ((i * 37) % 11) / 40 - 0.12);
        to.p.y += pickedNow.includes(i) ? PICK_LIFT : 0;
        if (thrown.includes(i)) gather(dice, i, rolled[thrown.indexOf(i)], to);
        else if (target === null) dice.jump(i, to);
        else if (!target.p.equals(to.p) || !target.q.equals(to.q)) dice.glide(i, to, GLIDES.gather);
        targets.current[i] = to;
      });
    followThrow(scene, before && throwKey(before), throwKey(view), {
      waiting: throws.waiting,
      taken(s) {
        const thrown = thrownSince(before, view);
        if (thrown.length > 0) throws.take();
        place(thrown, thrown.length > 0 ? settledDicePoses(s) : []);
      },
      same: () => place(),
      none: () => place(),
      after: () => dice.changed(),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, show, pickedNow]);

  useFrame(() => {
    const layer = cupThrow ? throwLayer(scene) : null;
    if (layer) for (const child of layer.children) child.visible = false;
  });

  useDecisionTargets(lit.flatMap((i) => dieSlot(view, i) ?? []).map((at) => ({ ...at, y: dieRestY('poker', 0, SHOWN_SCALE) })));

  // A gold ring under each picked die, a pale one under the lit die the pointer (or the cursor) is over. No ring under
  // every lit die: all five are lit while the rider picks, and rings under all hid which ones are picked.
  const ringAt = (i: number, tone: Mark['tone']): Mark[] => {
    const slot = dieSlot(view, i);
    return slot ? [{ x: slot.x, y: 0.05, z: slot.z, tone }] : [];
  };
  const marks = [...pickedNow.flatMap((i) => ringAt(i, 'picked')), ...(hovered !== null && lit.includes(hovered) && !pickedNow.includes(hovered) ? ringAt(hovered, 'hover') : [])];

  // The cup: over the hidden dice for whoever may not see them (and another seat's throw under it); tipped aside for the rider (or after a reveal).
  const cupCovers = cup === 'covers' || cupThrow;
  return (
    <group name="rider-dice">
      <MovingDice kind="poker" motion={dice} pointer={pointer} />
      <Highlights marks={marks} shape={{ kind: 'ring', inner: 1.6, outer: 2.1 }} />
      {cupCovers && (
        <group position={[CUP_SPOT.x, CUP_HEIGHT * CUP_SCALE, CUP_SPOT.z]} rotation={[Math.PI, 0, 0]} scale={CUP_SCALE} name="rider-cup">
          <CupModel />
        </group>
      )}
      {cup === 'aside' && (
        <group position={[CUP_SPOT.x - 8, 3.8, CUP_SPOT.z - 5]} rotation={[0, 0.5, Math.PI / 2]} name="rider-cup-aside">
          <CupModel />
        </group>
      )}
      {show && (
        <>
          <TableLabel name="cup-sign" position={[CUP_SPOT.x, 0.05, CUP_SPOT.z + 7]} width={15} height={2.6} tilt={0.6} border={null} lines={[{ text: formatMessage(diceSigns(view.revealed).cup), bold: true }]} />
          <TableLabel name="open-sign" position={[openSlot(2).x, 0.05, openSlot(2).z + 5]} width={15} height={2.6} tilt={0.6} border={null} lines={[{ text: formatMessage(diceSigns(view.revealed).open), bold: true }]} />
        </>
      )}
    </group>
  );
}
