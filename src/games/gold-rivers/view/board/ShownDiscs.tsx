// The discs of the throw being decided. When a throw comes to rest (the
// session's ThrowLayer rolled it through physics), we read how each disc
// lies (on its edge or flat: the edge is not in the faces), take the discs
// over and glide them from where they lie into a row at the front of the
// tray, drawn larger so the marks read from the chair, each keeping the side
// (or the edge) it came to rest on, with a tag saying what it counts. They
// must leave the field: the physics table is flat and the raised mountains
// would hide a disc lying among them. Taking over, the glides, the tags and
// drawing are the kit's (settled-row, useSettledThrow, RowTags, MovingDice).
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { DieKind } from '../../../../core/dice-kinds.ts';
import { DIE_BODY } from '../../../../physics/dice-tuning.ts';
import { MovingDice, PieceMotion, RowTags, gather, restPose, settledThrow, useSettledThrow, type PiecePose } from '../../../../scene/kit/index.ts';
import type { GoldRiversView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { discSlot, SHOWN_DISC_SCALE } from './layout.ts';
import { discTag } from '../../table-words.ts';
import { formatText } from '../../../../i18n/format-message.ts';

const KINDS = ['disc01', 'disc02', 'disc12'] as const satisfies readonly DieKind[];
type DiscKind = (typeof KINDS)[number];

const throwKeyOf = (v: GoldRiversView): string | null => (v.faces.length > 0 ? `${v.turnNumber}|${v.faces.join(',')}` : null);

/**
 * Where disc `i` of `n` rests in the row: flat on the side it showed, turned so its mark reads upright from the
 * chair (the turn it landed with made the numerals look rotated), or standing on its rim as it stood.
 */
function slotPose(kind: DiscKind, i: number, n: number, face: number, body: PiecePose | null, edge: boolean): PiecePose {
  const pose = restPose(kind, discSlot(i, n), face, SHOWN_DISC_SCALE);
  if (edge && body) {
    pose.q.copy(body.q);
    pose.p.y = DIE_BODY.disc.radius * SHOWN_DISC_SCALE;
  }
  return pose;
}

export function ShownDiscs({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const motions = useMemo(() => Object.fromEntries(KINDS.map((k) => [k, new PieceMotion(1)])) as Record<DiscKind, PieceMotion>, []);
  const kinds = (view.range?.discs ?? []) as DiscKind[];
  const edges = useStore(controller.edges, (s) => s.edges);
  const hideAll = () => KINDS.forEach((k) => motions[k].hide(0));

  // The waiting discs of a new throw are the layer's; after the last turn nothing is thrown.
  useSettledThrow(view, throwKeyOf(view), {
    waiting: view.phase === 'throw',
    none: hideAll,
    taken(scene) {
      // A throw came to rest: how do the discs lie (a disc standing on its rim counts its larger side)? Then take them over.
      const settled = settledThrow(scene, kinds);
      const edges = settled?.map((d) => d.reading.kind === 'edge') ?? null;
      controller.setEdges(edges);
      hideAll();
      kinds.forEach((kind, i) => {
        const body = settled?.[i]?.pose ?? null;
        gather(motions[kind], 0, body, slotPose(kind, i, kinds.length, view.faces[i] ?? 0, body, edges?.[i] ?? false));
      });
    },
    same() {
      // Same throw (an undo, a move made): the discs stay where they are.
      kinds.forEach((kind, i) => {
        if (!motions[kind].piece(0).shown) motions[kind].jump(0, slotPose(kind, i, kinds.length, view.faces[i] ?? 0, null, controller.edges.getState().edges?.[i] ?? false));
      });
    },
    after: () => KINDS.forEach((k) => motions[k].changed()),
  });

  const tags = view.faces.map((face, i) => {
    const edge = edges?.[i] ?? false;
    return { ...discSlot(i, view.faces.length), text: formatText(discTag(face, edge)), colour: edge ? '#ffcf4a' : '#f7efdf', width: edge ? 5.4 : 2.6 };
  });
  return (
    <group name="gold-discs">
      {KINDS.map((k) => (
        <MovingDice key={k} kind={k} motion={motions[k]} name={`gold-disc-${k}`} />
      ))}
      <RowTags tags={tags} name="gold-disc-tag" behind={4.6} />
    </group>
  );
}
