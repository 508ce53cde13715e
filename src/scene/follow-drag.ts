// Following one pointer's drag across the window once it started on a die or
// the cup: every move adds a table-plane sample (the last 200 kept, enough
// for the release speed), the release adds the last one, clears the drag and
// hands it over to turn into a throw. Other pointers are ignored.
import type { DragSample } from './gesture.ts';

export interface PointerDrag {
  samples: DragSample[];
  pointerId: number;
}

const KEPT_SAMPLES = 200;

/** When a pointer event happened (its own time, on performance.now()'s clock): every drag sample is timed so. */
export const pressTime = (ev: PointerEvent): number => (ev.timeStamp > 0 ? ev.timeStamp : performance.now());

export function followDrag<D extends PointerDrag>(
  drag: { current: D | null },
  tablePoint: (clientX: number, clientY: number) => { x: number; z: number } | null,
  on: { moved(): void; released(drag: D): void },
): void {
  // When the hand moved, not when a busy page got round to it: the event's own time (same clock as
  // performance.now()), and every point the browser coalesced into one move, so a slow frame before the
  // release does not make a fast drag read as a hand at rest (too weak to throw).
  const sample = (d: D, ev: PointerEvent) => {
    const q = tablePoint(ev.clientX, ev.clientY);
    if (q) d.samples.push({ t: pressTime(ev), x: q.x, z: q.z });
  };
  const move = (ev: PointerEvent) => {
    const d = drag.current;
    if (!d || ev.pointerId !== d.pointerId) return;
    const coalesced = typeof ev.getCoalescedEvents === 'function' ? ev.getCoalescedEvents() : [];
    for (const e of coalesced.length > 0 ? coalesced : [ev]) sample(d, e);
    if (d.samples.length > KEPT_SAMPLES) d.samples.splice(0, d.samples.length - KEPT_SAMPLES);
    on.moved();
  };
  const up = (ev: PointerEvent) => {
    const d = drag.current;
    if (!d || ev.pointerId !== d.pointerId) return;
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
    sample(d, ev);
    drag.current = null;
    on.released(d);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
}
