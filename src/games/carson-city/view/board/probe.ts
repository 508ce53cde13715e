// Test and debug hooks on window.tabletop while a Silver Creek County table is
// open (the kit's registerProbe): every action square, parcel and character
// card on screen (page pixels), which are lit, the pointer's and the cursor's
// target, the dice waiting to be thrown, and how far the resolution tour has
// gone — so a browser test clicks the real board and drags the real dice.
import type { RootState } from '@react-three/fiber';
import { registerProbe } from '../../../../scene/kit/index.ts';
import { CHARACTERS, SQUARES, cardKey, cellKey, squareKey } from '../../index.ts';
import { choosingAt } from '../../turn-choices.ts';
import type { CarsonController } from '../hud/controller.ts';
import type { CarsonTour } from './tour-store.ts';
import { targetPoint } from './Lit.tsx';

export function registerCarsonProbe(getThree: () => RootState, controller: CarsonController, tour: CarsonTour): () => void {
  return registerProbe(getThree, {
    carsonPoints({ screen, waitingDice }) {
      const at = (target: string) => ({ target, ...screen(targetPoint(target)!) });
      const { hovered, cursor, choices } = controller.picking.store.getState();
      const { white } = controller.ui.getState();
      const t = tour.getState();
      return {
        squares: SQUARES.map((q) => at(squareKey(q))),
        cells: Array.from({ length: 64 }, (_, cell) => at(cellKey(cell))),
        cards: CHARACTERS.map((c) => at(cardKey(c))),
        lit: controller.picking.lit(),
        hovered,
        cursor,
        white,
        choosing: choosingAt(choices?.target ?? null),
        waiting: waitingDice().map(({ x, y }) => ({ x, y })),
        tour: { shown: t.shown, queued: t.queue.length, visit: t.step?.caption ?? null, income: t.lastIncome },
      };
    },
  }, controller.picking);
}
