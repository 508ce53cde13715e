// The active rider's five poker dice while it decides, claims and is doubted.
// Dice under the cup lie in a cluster at the cup area: for everyone but the
// rider the cup covers them (the view gives no faces anyway); the rider sees
// them with the cup tipped aside. Dice set aside open lie in a row at the
// player area for all to see (which die lies where: rider-dice.ts). When a
// throw comes to rest we take its dice over from the session's ThrowLayer
// (same poses) and glide them into place, face up as the physics read them
// (the kit's followThrow; the layer keeps showing any other throw, a jail
// throw or a saloon's poker, until the next one). Click a die to pick it for
// a re-throw (picked dice float up over a gold ring; the kit's picking says
// which are lit and hovered, and takes the pointer). The glides and drawing
// are the kit's (PieceMotion in `dice`, shared with the probe; MovingDice).
// While the rider decides, its dice are the decision's targets
// (useDecisionTargets: a phone frames them).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { CupModel } from '../../../../scene/CupModel.tsx';
import { GLIDES, Highlights, MovingDice, TableLabel, dieRestY, followThrow, gather, restPose, setLayerVisible, settledDicePoses, throwLayer, useDecisionTargets, usePickPointer, type Mark, type PieceMotion, type PiecePose } from '../../../../scene/kit/index.ts';
import type { PonySession } from '../session.ts';
import type { PonyView } from '../../types.ts';
import { cupState, dieSpot, diceShown, throwKey, thrownSince } from '../../rider-dice.ts';
import type { PonyController } from '../hud/controller.ts';
import { CUP_HEIGHT, CUP_SCALE, CUP_SPOT, SHOWN_SCALE, cupSlot, openSlot } from './layout.ts';

const PICK_LIFT = 1.4;

/** The die a pointer is over: the copy's index (MovingDice draws die i as copy i). */
const dieAt = (_x: number, _z: number, copy?: number): number | null => copy ?? null;

export function RiderDice({ view, session, controller, dice }: { view: PonyView; session: PonySession; controller: PonyController; dice: PieceMotion }) {
  const { scene, invalidate } = useThree();
  const targets = useRef<(PiecePose | null)[]>([null, null, null, null, null]);
  const prev = useRef<PonyView | null>(null);
  // The newest throw stage, and the one whose dice we took over: the layer shows any other.
  const ids = useRef({ last: -1, taken: -2 });
  // Another seat's throw under the cup: its dice roll inside the cup, so we hide them and show the cup.
  const cupThrow = useStore(session.store, (s) => s.stage?.kind === 'throw' && s.stage.hidden && s.viewer !== s.stage.seat);
  const { selected: pickedNow, hovered } = useStore(controller.picking.store);
  const lit = controller.picking.lit();
  const pointer = usePickPointer(controller.picking, dieAt);

  // A new throw starts with the layer and its dice visible (a cup throw of another seat hides them again each frame).
  useEffect(() => {
    const track = () => {
      const st = session.store.getState().stage;
      if (st?.kind !== 'throw' || st.id === ids.current.last) return;
      ids.current.last = st.id;
      const layer = throwLayer(scene);
      setLayerVisible(layer, true);
      for (const child of layer?.children ?? []) child.visible = true;
      invalidate();
    };
    track();
    return session.store.subscribe((s, p) => s.stage !== p.stage && track());
  }, [session, scene, invalidate]);

  const show = diceShown(view);
  const cup = cupState(view);
  /** Where die `i` lies on show (open row or under the cup), or null while it is not. */
  const slotOf = (i: number) => ({ open: openSlot(i), cup: cupSlot(i), none: null })[dieSpot(view, i) ?? 'none'];

  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    /** Every die to its place; those of the throw just at rest glide from where they lie in the layer (`rolled`, in `thrown` order). */
    const place = (thrown: readonly number[] = [], rolled: (PiecePose | null)[] = []) =>
      targets.current.forEach((target, i) => {
        const slot = slotOf(i);
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
      get waiting() {
        return ids.current.last !== ids.current.taken;
      },
      taken(s) {
        const thrown = thrownSince(before, view);
        if (thrown.length > 0) ids.current.taken = ids.current.last;
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

  useDecisionTargets(lit.flatMap((i) => slotOf(i) ?? []).map((at) => ({ ...at, y: dieRestY('poker', 0, SHOWN_SCALE) })));

  // A gold ring under each picked die, a pale one under the lit die the pointer (or the cursor) is over. No ring under
  // every lit die: all five are lit while the rider picks, and rings under all hid which ones are picked.
  const ringAt = (i: number, tone: Mark['tone']): Mark[] => {
    const slot = slotOf(i);
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
          <TableLabel name="cup-sign" position={[CUP_SPOT.x, 0.05, CUP_SPOT.z + 7]} width={15} height={2.6} tilt={0.6} border={null} lines={[{ text: view.revealed ? 'cup lifted: all dice shown' : 'under the cup (hidden)', bold: true }]} />
          <TableLabel name="open-sign" position={[openSlot(2).x, 0.05, openSlot(2).z + 5]} width={15} height={2.6} tilt={0.6} border={null} lines={[{ text: 'set aside open', bold: true }]} />
        </>
      )}
    </group>
  );
}
