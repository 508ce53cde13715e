// Test and debug hooks on window.tabletop while a Tableau Gulch table is
// open (the kit's registerProbe): the dice waiting to be thrown, the settled
// dice of the throw being decided (by throw position) and the next free box
// of every row that still has one, so a browser test can drag the real dice
// and click the real boxes; and whether a die is still gliding.
import type { RootState } from '@react-three/fiber';
import { dieRestY, registerProbe } from '../../../../scene/kit/index.ts';
import type { GamblerView } from '../../types.ts';
import { rowLength } from '../../rules/fitting.ts';
import { SHOWN_DIE_SCALE, boxCentre, traySlot } from './layout.ts';

export function registerGamblerProbe(getThree: () => RootState, getView: () => GamblerView | null, motion: { gliding: boolean }): () => void {
  return registerProbe(getThree, {
    gamblerPoints({ screen, waitingDice }) {
      const view = getView();
      const faces = view?.turn?.faces ?? [];
      const dice = faces.flatMap((face, die) => {
        if (face === null) return [];
        const s = traySlot(die, faces.length);
        return [{ die, face, ...screen({ x: s.x, y: dieRestY('d6', 0, SHOWN_DIE_SCALE), z: s.z }) }];
      });
      const boxes = (view?.tableau.rows ?? []).flatMap((spec, row) => {
        const col = view!.rows[row]?.length ?? 0;
        if (col >= rowLength(spec.shape)) return [];
        return [{ row, col, ...screen(boxCentre(row, col)) }];
      });
      return { waiting: waitingDice().map(({ x, y }) => ({ x, y })), dice, boxes, gliding: motion.gliding };
    },
  });
}
