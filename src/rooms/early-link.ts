// The scene worker started from the page's entry (issue 26). A link that opens
// a game room drawn in the worker says so before anything else is loaded: the
// entry reads it and, once the loading screen's first paint is presented
// (main.ts), starts the worker (its code, WebGL context, physics engine, board,
// models and, once the page knows their address, the rules) while the page
// still loads its language, its stylesheets and the room's code: ≈ 0.3 s on
// this machine that the worker spent waiting for the room's mount before (its
// start at 150–270 ms after navigation instead of 430–600). The room's mount
// takes this worker (early-scene.ts, `takeSceneWorker`); a link that ends
// elsewhere (the lobby with a message, a tab already playing it, a bad save)
// drops it.
import type { Route } from '../ui/route.ts';
import { eventConfig } from '../event/config.ts';
import { rulesUrl } from '../games/registry.ts';
import { WORKER_ROOMS } from '../scene/worker/room-ids.ts';
import type * as EarlyScene from '../scene/worker/early-scene.ts';
import type { SceneStart } from '../scene/worker/early-scene.ts';
import { canDrawInWorker, PREFER_WORKER, renderModeOf } from './render-mode.ts';

/** How every game room's scene is drawn (page-scene.tsx and worker-scene.tsx draw with these too). */
export const GAME_SCENE = { fov: 40, preserveDrawingBuffer: true } as const;

let started: Promise<typeof EarlyScene> | null = null;
let dropped = false;

/** Where `route` (read from `search`) opens a game room that the scene worker will draw, its start; else null. */
export function earlySceneOf(route: Route, search: string, canWorker = canDrawInWorker()): SceneStart | null {
  if (route.kind !== 'game') return null;
  const params = new URLSearchParams(search);
  // An online table opens its own page (and its game's room draws as the table says).
  if (params.has('table')) return null;
  const render = renderModeOf(params, route.id, { workerRooms: WORKER_ROOMS, canWorker, event: eventConfig(search) !== null, preferWorker: PREFER_WORKER });
  return render.ok && render.mode === 'worker' ? { game: route.id, ...GAME_SCENE } : null;
}

/** Starts the scene worker for the room the link opens, if the worker draws it (nothing otherwise). */
export function startSceneFromLink(route: Route, search: string = location.search): void {
  const start = earlySceneOf(route, search);
  if (!start || started) return;
  dropped = false;
  started = import('../scene/worker/early-scene.ts');
  started.then(
    (early) => {
      // Dropped while its code was on its way: not started at all.
      if (!dropped) early.startFirstScene(start, rulesUrl(start.game));
    },
    // The room's mount starts one itself (and reports what fails there).
    (e: unknown) => console.warn('the scene worker could not be started early', e),
  );
}

/** Ends the worker started from the link: the page shows something else (the lobby). */
export function dropSceneFromLink(): void {
  if (!started) return;
  dropped = true;
  void started.then((early) => early.dropEarlyScene(), () => undefined);
  started = null;
}
