// What the page knows itself of Main Street's board probe while the board is
// drawn in the scene worker (`?render=worker`, issue 26): the probe's answer
// (window.tabletop.streetPoints(), screen points only the scene can project)
// comes from the worker through the generic probe relay, and the kind of
// meeple to place, which the page's HUD decides, is laid over it
// (probe-overlay.ts), so a test that reads it right after a key reads the
// page's choice. The pick (`picking()`) is laid over by the worker canvas, as
// for every board. When the page draws the board nothing reads the overlay.
import { overlayProbe } from '../../../../scene/worker/probe-overlay.ts';
import type { StreetController } from './controller.ts';

export function registerStreetPageProbe(controller: StreetController): () => void {
  return overlayProbe('streetPoints', () => ({ kind: controller.kind.getState().kind }));
}
