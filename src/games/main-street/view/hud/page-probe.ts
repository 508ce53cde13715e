// The board's probe answered on the page while the board is drawn in the
// scene worker (`?render=worker`, issue 26): `streetPoints()` from what the
// worker's board last told (board/points-store.ts: the screen points only the
// scene can project), with the kind to place from the page's own controller,
// and `picking()` from the page's picking (which decides; the worker's mirrors
// it). Offered once the worker has told something: when the page draws the
// board, nothing is told and the board's own probe answers as before.
import { registerAutomation } from '../../../../ui/automation.ts';
import { streetPointsFor } from '../board/points-store.ts';
import type { StreetSession } from '../session.ts';
import type { StreetController } from './controller.ts';

export function registerStreetPageProbe(session: StreetSession, controller: StreetController): () => void {
  const told = streetPointsFor(session);
  let unregister: (() => void) | null = null;
  const offer = () => {
    if (unregister || told.getState().points === null) return;
    unregister = registerAutomation({
      streetPoints: () => ({ ...told.getState().points!, kind: controller.kind.getState().kind }),
      picking: () => controller.picking.probe(),
    });
  };
  offer();
  const stop = told.subscribe(offer);
  return () => {
    stop();
    unregister?.();
  };
}
