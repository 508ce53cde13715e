// Test and debug hooks on window.tabletop while a Tableau Gulch table is
// open (the kit's registerProbe): the dice waiting to be thrown, the settled
// dice of the throw being decided (by throw position) and the next free box
// of every row that still has one, so a browser test can drag the real dice
// and click the real boxes; and whether a die is still gliding. The pick
// itself is the kit's `picking()` probe.
import type { RootState } from '@react-three/fiber';
import { registerProbe } from '../../../../scene/kit/index.ts';
import type { GamblerController } from '../hud/controller.ts';
import { handoverOf } from './handover.ts';
import { boxTarget, dieTarget } from '../../pick-targets.ts';
import { openBoxes, unplacedDice } from '../../dice-fit.ts';
import { targetPoint } from './targets.ts';

export function registerGamblerProbe(getThree: () => RootState, controller: GamblerController): () => void {
  return registerProbe(getThree, {
    gamblerPoints({ screen, waitingDice }) {
      const view = controller.current();
      const dice = view ? unplacedDice(view).map((die) => ({ die, face: view.turn!.faces![die]!, ...screen(targetPoint(view, dieTarget(die))) })) : [];
      const boxes = view ? openBoxes(view).map(({ row, col }) => ({ row, col, ...screen(targetPoint(view, boxTarget(row, col))) })) : [];
      return { waiting: waitingDice().map(({ x, y }) => ({ x, y })), dice, boxes, gliding: handoverOf(controller).motion.moving };
    },
  }, controller.picking);
}
