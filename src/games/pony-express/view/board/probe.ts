// Test and debug hooks on window.tabletop while a Mail Run table is open (the
// kit's registerProbe): where the dice are on screen (so a browser test can
// drag the real dice and click the ones it keeps), whether the cup covers
// hidden dice, and how the figures of a flick look.
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { FLICK_LAYER, registerProbe, type PieceMotion } from '../../../../scene/kit/index.ts';
import { PAINT_MATERIAL } from '../../../../scene/session/figure-paint.ts';
import type { PonySession } from '../session.ts';

/** `#rrggbb` of the first paint material under `root`, or null. */
function paintOf(root: THREE.Object3D | undefined): string | null {
  let found: string | null = null;
  root?.traverse((obj) => {
    if (found !== null || !(obj instanceof THREE.Mesh)) return;
    const m = obj.material as THREE.MeshStandardMaterial;
    if (m.name === PAINT_MATERIAL) found = `#${m.color.getHexString()}`;
  });
  return found;
}

export function registerPonyProbe(getThree: () => RootState, session: PonySession, dice: PieceMotion): () => void {
  return registerProbe(getThree, {
    /** Dice waiting in the session's throw layer, the rider's dice on show (by die index); whether the cup covers hidden dice. */
    ponyPoints({ screen, waitingDice, three }) {
      const shown = dice.pieces.flatMap((m, die) => (m.shown ? [{ die, ...screen(m.pose.p) }] : []));
      const cup = three().scene.getObjectByName('rider-cup') !== undefined;
      return { waiting: waitingDice(), dice: shown, cup, stage: session.store.getState().stage?.kind ?? null };
    },
    /**
     * The figures the session's flick layer draws now: id, the colour of its
     * paint material, and that of the same figure on our board (null when the
     * board does not hold it), so a test can see a figure keep its look in a flick.
     */
    flickFigures({ three }) {
      const { scene } = three();
      const layer = scene.getObjectByName(FLICK_LAYER);
      const board = scene.getObjectByName('pony-figures');
      if (!layer) return [];
      return layer.children
        .filter((c) => /^(rider|indian)-\d+$/.test(c.name))
        .map((c) => ({ id: c.name, paint: paintOf(c), board: board ? paintOf(board.getObjectByName(c.name)) : null, visible: layer.visible && c.visible }));
    },
  });
}
