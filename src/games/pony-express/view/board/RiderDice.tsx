// The active rider's five poker dice while it decides, claims and is doubted.
// Dice under the cup lie in a cluster at the cup area: for everyone but the
// rider the cup covers them (the view gives no faces anyway); the rider sees
// them with the cup tipped aside. Dice set aside open lie in a row at the
// player area for all to see. When a throw comes to rest we take its dice over
// from the session's ThrowLayer (same poses) and glide them into place, face
// up as the physics read them. Click a die to pick it for a re-throw (picked
// dice float up over a gold ring; the kit's picking says which are lit and
// hovered, and takes the pointer). The glides and drawing are the kit's
// (PieceMotion in `dice`, shared with the probe; MovingDice). While the rider
// decides, its dice are the decision's targets (useDecisionTargets: a phone frames them).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { CupModel } from '../../../../scene/CupModel.tsx';
import { GLIDES, Highlights, MovingDice, TableLabel, dieRestY, gather, restPose, settledDicePoses, throwLayer, useDecisionTargets, usePickPointer, type Mark, type PieceMotion, type PiecePose } from '../../../../scene/kit/index.ts';
import type { PonySession } from '../session.ts';
import type { PonyView } from '../../types.ts';
import type { PonyController } from '../hud/controller.ts';
import { CUP_HEIGHT, CUP_SCALE, CUP_SPOT, SHOWN_SCALE, cupSlot, openSlot } from './layout.ts';

const PICK_LIFT = 1.4;

/** Phases in which the rider's dice lie on the table. */
const DICE_PHASES = new Set(['decide', 'rethrow-throw', 'challenge', 'bluff-caught']);

/** The die a pointer is over: the copy's index (MovingDice draws die i as copy i). */
const dieAt = (_x: number, _z: number, copy?: number): number | null => copy ?? null;

/** Where die `i` lies now, or null while it is not on show. */
type Targets = (PiecePose | null)[];

export function RiderDice({ view, session, controller, dice }: { view: PonyView; session: PonySession; controller: PonyController; dice: PieceMotion }) {
  const { scene, invalidate } = useThree();
  const targets = useRef<Targets>([null, null, null, null, null]);
  const prev = useRef<PonyView | null>(null);
  const throwIds = useRef({ last: -1, takenOver: -2 });
  // Another seat's throw under the cup: its dice roll inside the cup, so we hide them and show the cup.
  const cupThrow = useStore(session.store, (s) => s.stage?.kind === 'throw' && s.stage.hidden && s.viewer !== s.stage.seat);
  const { selected: pickedNow, hovered } = useStore(controller.picking.store);
  const lit = controller.picking.lit();
  const pointer = usePickPointer(controller.picking, dieAt);

  const syncLayer = () => {
    const layer = throwLayer(scene);
    if (!layer) return;
    layer.visible = throwIds.current.last !== throwIds.current.takenOver;
    // A new throw starts with its dice visible (a cup throw of another seat hides them again each frame).
    if (layer.visible) for (const child of layer.children) child.visible = true;
  };

  // The session's throw layer shows each new throw; it is hidden again once we take its dice over.
  useEffect(() => {
    const track = () => {
      const st = session.store.getState().stage;
      if (st?.kind === 'throw' && st.id !== throwIds.current.last) {
        throwIds.current.last = st.id;
        syncLayer();
        invalidate();
      }
    };
    track();
    return session.store.subscribe((s, p) => s.stage !== p.stage && track());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const ph = view.phase;
  // After a doubt the cup stays lifted until the next turn, so everyone can check the claim.
  const show = view.dice.length === 5 && (DICE_PHASES.has(ph.kind) || view.revealed);
  const inFlight = ph.kind === 'rethrow-throw' ? ph.dice : [];
  const hiddenCount = view.dice.filter((d, i) => d.where === 'cup' && !inFlight.includes(i)).length;
  const cupSeen = view.dice.some((d, i) => d.where === 'cup' && !inFlight.includes(i) && d.face !== null);

  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    const list = targets.current;
    // Which dice just came to rest in the throw layer (in its order)?
    let thrown: number[] = [];
    if (before && view.phase.kind === 'decide') {
      if (before.phase.kind === 'throw') thrown = [0, 1, 2, 3, 4];
      else if (before.phase.kind === 'rethrow-throw') thrown = before.phase.dice;
    }
    const rolled = thrown.length > 0 && throwLayer(scene) ? settledDicePoses(scene) : null;
    if (rolled) {
      throwIds.current.takenOver = throwIds.current.last;
      syncLayer();
    }
    list.forEach((target, i) => {
      const d = view.dice[i];
      if (!show || !d || d.face === null || inFlight.includes(i)) {
        list[i] = null;
        dice.hide(i);
        return;
      }
      const slot = d.where === 'open' ? openSlot(i) : cupSlot(i);
      const lift = pickedNow.includes(i) ? PICK_LIFT : 0;
      const to = restPose('poker', slot, d.face, SHOWN_SCALE, ((i * 37) % 11) / 40 - 0.12);
      to.p.y += lift;
      // A die of the throw that just came to rest glides from where it lies (the kit takes it over from the layer).
      if (rolled && thrown.includes(i)) gather(dice, i, rolled[thrown.indexOf(i)], to);
      else if (target === null) dice.jump(i, to);
      else if (!target.p.equals(to.p) || !target.q.equals(to.q)) dice.glide(i, to, GLIDES.gather);
      list[i] = to;
    });
    dice.changed();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, show, pickedNow]);

  useFrame(() => {
    const layer = cupThrow ? throwLayer(scene) : null;
    if (layer) for (const child of layer.children) child.visible = false;
  });

  useDecisionTargets(show ? lit.flatMap((i) => (view.dice[i]?.face != null && !inFlight.includes(i) ? [{ ...(view.dice[i]!.where === 'open' ? openSlot(i) : cupSlot(i)), y: dieRestY('poker', 0, SHOWN_SCALE) }] : [])) : []);

  // A gold ring under each picked die, a pale one under the lit die the pointer (or the cursor) is over. No ring under
  // every lit die: all five are lit while the rider picks, and rings under all hid which ones are picked.
  const ringAt = (i: number, tone: Mark['tone']): Mark[] => {
    const slot = show && view.dice[i]?.face != null && !inFlight.includes(i) ? (view.dice[i]!.where === 'open' ? openSlot(i) : cupSlot(i)) : null;
    return slot ? [{ x: slot.x, y: 0.05, z: slot.z, tone }] : [];
  };
  const marks = [...pickedNow.flatMap((i) => ringAt(i, 'picked')), ...(hovered !== null && lit.includes(hovered) && !pickedNow.includes(hovered) ? ringAt(hovered, 'hover') : [])];

  // The cup: over the hidden dice for whoever may not see them; tipped aside for the rider (or after a reveal).
  const cupCovers = (show && hiddenCount > 0 && !cupSeen) || cupThrow;
  const cupAside = show && hiddenCount > 0 && cupSeen;
  return (
    <group name="rider-dice">
      <MovingDice kind="poker" motion={dice} pointer={pointer} />
      <Highlights marks={marks} shape={{ kind: 'ring', inner: 1.6, outer: 2.1 }} />
      {cupCovers && (
        <group position={[CUP_SPOT.x, CUP_HEIGHT * CUP_SCALE, CUP_SPOT.z]} rotation={[Math.PI, 0, 0]} scale={CUP_SCALE} name="rider-cup">
          <CupModel />
        </group>
      )}
      {cupAside && (
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
