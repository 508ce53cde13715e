// The discs of the throw being decided. When a throw comes to rest (the
// session's ThrowLayer rolled it through physics), we read how each disc
// lies (on its edge or flat: the edge is not in the faces), take the discs
// over and glide them from where they lie into a row at the front of the
// tray, drawn larger so the marks read from the chair, each keeping the side
// (or the edge) it came to rest on, with a tag saying what it counts. They
// must leave the field: the physics table is flat and the raised mountains
// would hide a disc lying among them. The glides and drawing are the kit's.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { useStore } from 'zustand';
import type { DieKind } from '../../../../core/dice-kinds.ts';
import { DIE_BODY } from '../../../../physics/dice-tuning.ts';
import { GLIDES, MovingDice, PieceMotion, TableLabel, dieRestY, faceUpQuaternion, settledDicePoses, throwLayer, type PiecePose } from '../../../../scene/kit/index.ts';
import type { GoldRiversView } from '../../index.ts';
import type { GoldController } from '../hud/controller.ts';
import { discEdges } from './disc-edges.ts';
import { discSlot, SHOWN_DISC_SCALE } from './layout.ts';

const KINDS = ['disc01', 'disc02', 'disc12'] as const satisfies readonly DieKind[];
type DiscKind = (typeof KINDS)[number];

const throwKeyOf = (v: GoldRiversView): string | null => (v.faces.length > 0 ? `${v.turnNumber}|${v.faces.join(',')}` : null);

/**
 * Where disc `i` of `n` rests in the row: flat on the side it showed, turned so its mark reads upright from the
 * chair (the turn it landed with made the numerals look rotated), or standing on its rim as it stood.
 */
function slotPose(kind: DiscKind, i: number, n: number, face: number, body: PiecePose | null, edge: boolean): PiecePose {
  const s = discSlot(i, n);
  const q = edge && body ? body.q.clone() : faceUpQuaternion(kind, face as 0 | 1 | 2);
  const y = edge ? DIE_BODY.disc.radius * SHOWN_DISC_SCALE : dieRestY(kind, 0, SHOWN_DISC_SCALE);
  return { p: new THREE.Vector3(s.x, y, s.z), q, s: SHOWN_DISC_SCALE };
}

export function ShownDiscs({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const motions = useMemo(() => Object.fromEntries(KINDS.map((k) => [k, new PieceMotion(1)])) as Record<DiscKind, PieceMotion>, []);
  const prevKey = useRef<string | null>(null);
  const scene = useThree((s) => s.scene);
  const kinds = (view.range?.discs ?? []) as DiscKind[];
  const edges = useStore(controller.edges, (s) => s.edges);

  useLayoutEffect(() => {
    const key = throwKeyOf(view);
    const layer = throwLayer(scene);
    if (key === null) {
      for (const k of KINDS) motions[k].hide(0);
      // The waiting discs of a new throw are the layer's; after the last turn nothing is thrown.
      if (layer) layer.visible = view.phase === 'throw';
    } else if (key !== prevKey.current) {
      // A throw came to rest: how do the discs lie? Then take them over from the layer.
      const bodies = settledDicePoses(scene);
      const edges = discEdges(scene, kinds);
      controller.setEdges(edges);
      for (const k of KINDS) motions[k].hide(0);
      kinds.forEach((kind, i) => {
        const body = bodies.length === kinds.length ? (bodies[i] ?? null) : null;
        const target = slotPose(kind, i, kinds.length, view.faces[i] ?? 0, body, edges?.[i] ?? false);
        if (body) {
          motions[kind].jump(0, body);
          motions[kind].glide(0, target, GLIDES.gather);
        } else motions[kind].jump(0, target);
      });
      if (layer) layer.visible = false;
    } else {
      // Same throw (an undo, a move made): the discs stay where they are.
      kinds.forEach((kind, i) => {
        if (!motions[kind].piece(0).shown) motions[kind].jump(0, slotPose(kind, i, kinds.length, view.faces[i] ?? 0, null, controller.edges.getState().edges?.[i] ?? false));
      });
      if (layer) layer.visible = false;
    }
    prevKey.current = key;
    for (const k of KINDS) motions[k].changed();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  return (
    <group name="gold-discs">
      {KINDS.map((k) => (
        <MovingDice key={k} kind={k} motion={motions[k]} name={`gold-disc-${k}`} />
      ))}
      {view.faces.map((face, i) => {
        const s = discSlot(i, view.faces.length);
        const edge = edges?.[i] ?? false;
        return (
          <TableLabel
            key={`${i}-${face}-${edge}`}
            name={`gold-disc-tag-${i}`}
            lines={[{ text: edge ? `edge: ${face}` : String(face), bold: true, colour: edge ? '#ffcf4a' : '#f7efdf' }]}
            position={[s.x, 0.05, s.z - 4.6]}
            width={edge ? 5.4 : 2.6}
            height={1.7}
            tilt={0.7}
          />
        );
      })}
    </group>
  );
}
