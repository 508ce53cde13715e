// What the seat's hands hold on the field, for window.tabletop: the picked
// first end, the cursor, the hovered site and how the settled discs lie. Read
// from the controller alone (no camera), so the page answers it even when the
// board is drawn in the scene worker (`?render=worker`, issue 26), where the
// board's own probe (goldPoints, with screen points) is registered.
import type { GoldController } from './controller.ts';

export interface GoldPicks {
  first: number | null;
  cursor: number | null;
  hovered: number | null;
  edges: boolean[] | null;
}

export function goldPicks(controller: GoldController): GoldPicks {
  const { picked, cursor, hovered } = controller.picking.store.getState();
  return { first: picked[0] ?? null, cursor, hovered, edges: controller.edges.getState().edges };
}
