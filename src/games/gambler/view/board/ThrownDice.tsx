// The dice of the throw being decided. When a throw comes to rest (the
// session's ThrowLayer rolled it through physics), its dice glide from where
// they lie into a row across the tray, each keeping the face the physics read,
// numbered 1–5 for the keyboard. The pointer on them is the kit's picking
// pointer (a click picks a die, the boxes it fits light up on the board); a
// placed die glides into its box. The glides and drawing are the kit's
// (PieceMotion, MovingDice, useSettledThrow); here is which die goes where, and
// when the board takes a landed die over.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { GLIDES, Highlights, MovingDice, PieceMotion, RowTags, gather, restPose, settledDicePoses, usePickPointer, useSettledThrow, type GlideSpec, type PiecePose } from '../../../../scene/kit/index.ts';
import { dieTarget, targetDie, type GamblerController } from '../hud/controller.ts';
import { fittingRows } from '../../dice-fit.ts';
import { useLitMarks } from './targets.ts';
import type { GamblerView } from '../../types.ts';
import { SHOWN_DIE_SCALE, traySlot } from './layout.ts';
import { placedDiePose } from './placed-die.ts';

const CAPACITY = 5;

const throwKeyOf = (v: GamblerView): string | null =>
  v.turn?.faces ? `${v.round}:${v.active}:${v.turn.throws}:${v.turn.faces.length}` : null;

/** Where die `i` of a throw of `n` waits to be chosen, face up. */
const slotPose = (i: number, n: number, face: number): PiecePose => restPose('d6', traySlot(i, n), face, SHOWN_DIE_SCALE);

export function ThrownDice({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const motion = useMemo(() => new PieceMotion(CAPACITY), []);
  /** The box ("row:col") each die is gliding into, if any; hidden once the board draws it there. */
  const boxOf = useRef<(string | null)[]>(Array<string | null>(CAPACITY).fill(null));
  /** Landed in this box; shown until the board's own die there is drawn (no blank frame between). */
  const landedIn = useRef<(string | null)[]>(Array<string | null>(CAPACITY).fill(null));
  const prev = useRef<GamblerView | null>(null);

  const glidingInto = (i: number): string | null => (motion.piece(i).glide ? boxOf.current[i]! : null);
  const arriving = () => Array.from({ length: CAPACITY }, (_, i) => glidingInto(i)).filter((b): b is string => b !== null);

  const glide = (i: number, to: PiecePose, spec: GlideSpec, box: string | null) => {
    landedIn.current[i] = null;
    boxOf.current[i] = box;
    motion.glide(i, to, spec);
  };

  // A die went onto the board since the last position: glide it into its box.
  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = view;
    if (!before?.turn?.faces || before.round !== view.round) return;
    const faces = view.turn?.faces ?? null;
    const sameThrow = throwKeyOf(view) === throwKeyOf(before);
    view.rows.forEach((row, r) => {
      if (row.length !== (before.rows[r]?.length ?? 0) + 1) return;
      const face = row[row.length - 1]!;
      const die = before.turn!.faces!.findIndex((f, i) => f === face && (faces?.[i] == null || !sameThrow) && motion.piece(i).shown);
      if (die < 0) return;
      const col = row.length - 1;
      glide(die, placedDiePose(r, col, face), GLIDES.place, `${r}:${col}`);
    });
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
        landedIn.current[i] = null;
        boxOf.current[i] = null;
        gather(motion, i, rolled[i], slotPose(i, faces.length, face));
      });
      for (let i = faces.length; i < CAPACITY; i++) motion.hide(i);
    },
    none() {
      // No throw on the table (a throw is awaited, or the game ended): only dice gliding into a box stay.
      for (let i = 0; i < CAPACITY; i++) if (!glidingInto(i) && !landedIn.current[i]) motion.hide(i);
    },
    same() {
      // Same throw, any other change (an undo, a replay step back): dice follow the faces.
      const faces = view.turn!.faces!;
      faces.forEach((face, i) => {
        const m = motion.piece(i);
        if (m.glide || landedIn.current[i]) return;
        if (face === null) motion.hide(i);
        else if (!m.shown) motion.jump(i, slotPose(i, faces.length, face));
      });
    },
    after() {
      // Every die still in flight keeps its box empty on the board (not only the one that just left).
      controller.arriving.setState({ boxes: arriving() });
      controller.motion.gliding = motion.moving;
      motion.changed();
    },
  });

  // Landed dice leave once the board draws its own die in their box.
  const arrivingNow = useStore(controller.arriving, (s) => s.boxes);
  useLayoutEffect(() => {
    let hid = false;
    landedIn.current.forEach((box, i) => {
      if (box && !arrivingNow.includes(box)) {
        landedIn.current[i] = null;
        motion.hide(i);
        hid = true;
      }
    });
    if (hid) motion.changed();
  }, [arrivingNow, motion]);

  const onStep = (arrived: readonly number[], moving: boolean) => {
    controller.motion.gliding = moving;
    let landed = false;
    for (const i of arrived) {
      const box = boxOf.current[i];
      if (!box) continue;
      boxOf.current[i] = null;
      landedIn.current[i] = box;
      landed = true;
    }
    // The board draws the landed dice from now on (TableDice), and the layout effect above hides ours in the same commit.
    if (landed) controller.arriving.setState({ boxes: arriving() });
  };

  const faces = view.turn?.faces ?? null;
  const mine = controller.picking.mine() !== null;
  const marks = useLitMarks(controller, view, (t) => targetDie(t) !== null);
  // An instanced die names its copy: the die of that throw position, while it is not placed.
  const dieAt = useCallback((_x: number, _z: number, die?: number) => {
    return die !== undefined && controller.current()?.turn?.faces?.[die] != null ? dieTarget(die) : null;
  }, [controller]);
  const pointer = usePickPointer(controller.picking, dieAt);
  // Each die's key, and a cross when it fits no box; bright while it is ours to place.
  const tags = (faces ?? []).map((face, i) => {
    if (face === null) return null;
    const fits = fittingRows(view, i).length > 0;
    return { ...traySlot(i, faces!.length), text: fits ? String(i + 1) : `${i + 1} ✕`, colour: fits ? (mine ? '#ffd36b' : '#f7efdf') : '#9a8f80' };
  });

  return (
    <group name="gambler-thrown">
      <MovingDice kind="d6" motion={motion} onStep={onStep} pointer={pointer} />
      <Highlights marks={marks} shape={{ kind: 'ring', inner: 1.9, outer: 2.4 }} />
      <RowTags tags={tags} name="die-tag" behind={3} height={1.5} />
    </group>
  );
}
