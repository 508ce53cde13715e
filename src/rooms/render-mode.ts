// `?render=page|worker`: where a game room's 3D scene is drawn (issue 26).
// With `preferWorker` the scene worker (src/scene/worker/) draws by default the
// rooms it can, in a browser that can hand a canvas to a worker: the page's
// main thread is then free of the WebGL waits and of three.js. The page draws
// the other rooms, event mode (its attract camera is the page's) and any room
// asked for with `render=page`. A bad value is the error shown in the lobby,
// never a silent default; a worker asked for where none can draw says why.
import { i18n } from '@lingui/core';

export type RenderMode = 'page' | 'worker';

/** Where a room is drawn, and whether the link asked for it (a default may fall back to the page; a link's choice does not). */
export type RenderChoice = { ok: true; mode: RenderMode; asked: boolean } | { ok: false; message: string };

/**
 * Whether a link without `render=` draws in the worker: yes since session 40, where the room and the browser can
 * (`canDrawInWorker`), with a default worker that fails before its first frame reloading the room on the page. The
 * last whole-suite failure that kept it off (mobile.spec's Reset view on a phone) was a tap that lost its click
 * after a swipe over the worker's canvas, fixed there (scene/worker/swipe-claim.ts; docs/start.md "Session 40,
 * lane default"). `false` is the one-line way back.
 */
export const PREFER_WORKER = true;

export interface RenderContext {
  /** The game rooms the scene worker draws (src/scene/worker/rooms.ts). */
  workerRooms: readonly string[];
  /** This browser can hand a canvas to a module worker (`canDrawInWorker`). */
  canWorker: boolean;
  /** Event mode: its attract camera and start screen are drawn on the page. */
  event: boolean;
  /** A link without `render=` draws in the worker where it can (`PREFER_WORKER`). */
  preferWorker: boolean;
}

/**
 * True where the page can hand its canvas to a worker. A browser whose worker
 * then gets no WebGL context (OffscreenCanvas without WebGL) is found by the
 * worker's first frame failing: the room falls back to the page then.
 */
export function canDrawInWorker(scope: { Worker?: unknown; HTMLCanvasElement?: unknown } = globalThis): boolean {
  const canvas = scope.HTMLCanvasElement;
  return typeof scope.Worker === 'function' && typeof canvas === 'function' && 'transferControlToOffscreen' in (canvas.prototype as object);
}

export function renderModeOf(params: URLSearchParams, game: string, ctx: RenderContext): RenderChoice {
  const raw = params.get('render');
  const drawable = ctx.workerRooms.includes(game);
  if (raw === null) return { ok: true, mode: ctx.preferWorker && drawable && ctx.canWorker && !ctx.event ? 'worker' : 'page', asked: false };
  if (raw === 'page') return { ok: true, mode: 'page', asked: true };
  if (raw !== 'worker') {
    return { ok: false, message: i18n._({ id: 'link.render', message: 'render= must be page or worker, not {value}.', values: { value: JSON.stringify(raw.slice(0, 20)) } }) };
  }
  if (!drawable) {
    return { ok: false, message: i18n._({ id: 'link.render-room', message: 'render=worker draws only these rooms so far: {rooms}.', values: { rooms: ctx.workerRooms.join(', ') } }) };
  }
  if (!ctx.canWorker) {
    return { ok: false, message: i18n._({ id: 'link.render-browser', message: 'This browser cannot draw the table in a worker (render=worker): open the link without it.' }) };
  }
  if (ctx.event) {
    return { ok: false, message: i18n._({ id: 'link.render-event', message: 'Event mode draws its table on the page: open the link without render=worker.' }) };
  }
  return { ok: true, mode: 'worker', asked: true };
}
