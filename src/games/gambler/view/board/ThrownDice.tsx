// The dice of the throw being decided. When a throw comes to rest (the
// session's ThrowLayer rolled it through physics), its dice glide from where
// they lie into a row across the tray, each keeping the face the physics read,
// numbered 1–5 for the keyboard. The pointer on them is the kit's picking
// pointer (a click picks a die, the boxes it fits light up on the board); a
// placed die glides into its box. The glides, the drawing and the hand-over
// of a landed die to the board are the kit's (PieceMotion, MovingDice,
// useSettledThrow, Handover); here is which die goes where.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { GLIDES, Highlights, MovingDice, RowTags, gather, restPose, settledDicePoses, useHandover, usePickPointer, useSettledThrow, type Mark, type PiecePose } from '../../../../scene/kit/index.ts';
import type { GamblerController } from '../hud/controller.ts';
import { handoverOf } from './handover.ts';
import { dieTarget } from '../../pick-targets.ts';
import { dieTag } from '../../table-words.ts';
import { newlyPlaced, throwKeyOf } from '../../placements.ts';
import type { GamblerView } from '../../types.ts';
import { SHOWN_DIE_SCALE, traySlot } from './layout.ts';
import { placedDiePose } from './placed-die.ts';

/** Where die `i` of a throw of `n` waits to be chosen, face up. */
const slotPose = (i: number, n: number, face: number): PiecePose => restPose('d6', traySlot(i, n), face, SHOWN_DIE_SCALE);

export function ThrownDice({ view, controller, marks }: { view: GamblerView; controller: GamblerController; marks: Mark[] }) {
  const handover = handoverOf(controller);
  const motion = handover.motion;
  const prev = useRef<GamblerView | null>(null);

  // A die went onto the board since the last position: glide it into its box.
  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    if (!before) return;
    for (const p of newlyPlaced(before, view, (i) => motion.piece(i).shown)) handover.glide(p.die, placedDiePose(p.row, p.col, p.face), GLIDES.place, `${p.row}:${p.col}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  // The ThrowLayer keeps the last throw's dice where they came to rest until the next throw
  // replaces them; after the game's last throw there is none, so they must not show again.
  useSettledThrow(view, throwKeyOf(view), {
    waiting: !view.over,
    taken(scene) {
      // A new throw came to rest: take over its dice from the ThrowLayer and line them up.
      const faces = view.turn!.faces!;
      const rolled = settledDicePoses(scene);
      faces.forEach((face, i) => {
        if (face === null) return motion.hide(i);
        handover.forget(i);
        gather(motion, i, rolled[i], slotPose(i, faces.length, face));
      });
      for (let i = faces.length; i < motion.capacity; i++) motion.hide(i);
    },
    none() {
      // No throw on the table (a throw is awaited, or the game ended): only dice gliding into a box stay.
      for (let i = 0; i < motion.capacity; i++) if (!handover.held(i)) motion.hide(i);
    },
    same() {
      // Same throw, any other change (an undo, a replay step back): dice follow the faces.
      const faces = view.turn!.faces!;
      faces.forEach((face, i) => {
        const m = motion.piece(i);
        if (m.glide || handover.held(i)) return;
        if (face === null) motion.hide(i);
        else if (!m.shown) motion.jump(i, slotPose(i, faces.length, face));
      });
    },
    after() {
      // Every die still in flight keeps its box empty on the board (not only the one that just left).
      handover.publish();
      motion.changed();
    },
  });

  // Landed dice leave once the board draws its own die in their box (TableDice), in the same commit.
  useHandover(handover);

  const mine = controller.picking.mine() !== null;
  // An instanced die names its copy: the die of that throw position, while it is not placed.
  const dieAt = useCallback((_x: number, _z: number, die?: number) => {
    return die !== undefined && controller.current()?.turn?.faces?.[die] != null ? dieTarget(die) : null;
  }, [controller]);
  const pointer = usePickPointer(controller.picking, dieAt);
  // Each die's key, and a cross when it fits no box; bright while it is ours to place.
  const tags = (view.turn?.faces ?? []).map((_, i, all) => {
    const tag = dieTag(view, i);
    return tag && { ...traySlot(i, all.length), text: tag.text, colour: tag.fits ? (mine ? '#ffd36b' : '#f7efdf') : '#9a8f80' };
  });

  return (
    <group name="gambler-thrown">
      <MovingDice kind="d6" motion={motion} onStep={(arrived) => handover.land(arrived)} pointer={pointer} />
      <Highlights marks={marks} shape={{ kind: 'ring', inner: 1.9, outer: 2.4 }} />
      <RowTags tags={tags} name="die-tag" behind={3} height={1.5} />
    </group>
  );
}
