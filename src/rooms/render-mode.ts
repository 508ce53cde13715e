// `?render=page|worker`: where a game room's 3D scene is drawn (issue 26). The
// page's main thread by default; `worker` draws it in the scene worker
// (src/scene/worker/), which leaves the main thread free of the WebGL waits,
// for the rooms that can be drawn there yet. A bad value is the error shown
// in the lobby, never a silent default.
import { i18n } from '@lingui/core';

export type RenderMode = 'page' | 'worker';

export function renderModeOf(params: URLSearchParams, game: string, workerRooms: readonly string[]): { ok: true; mode: RenderMode } | { ok: false; message: string } {
  const raw = params.get('render');
  if (raw === null || raw === 'page') return { ok: true, mode: 'page' };
  if (raw !== 'worker') {
    return { ok: false, message: i18n._({ id: 'link.render', message: 'render= must be page or worker, not {value}.', values: { value: JSON.stringify(raw.slice(0, 20)) } }) };
  }
  if (!workerRooms.includes(game)) {
    return { ok: false, message: i18n._({ id: 'link.render-room', message: 'render=worker draws only these rooms so far: {rooms}.', values: { rooms: workerRooms.join(', ') } }) };
  }
  return { ok: true, mode: 'worker' };
}
