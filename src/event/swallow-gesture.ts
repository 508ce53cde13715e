// The rest of the gesture whose first touch left an attract loop: its lift
// (pointerup, touchend, mouseup) and the click the browser makes of it. The
// start screen comes up under the finger at once, so that click would land
// on whatever start card is there and start a game (issue 21, item 5). A
// guard measured on the clock after the screen appeared is not enough: on a
// busy phone (the table being torn down) the lift is handled long after it
// happened. So the gesture is followed by the events' own time stamps (when
// the input happened, not when it was handled): everything up to the lift,
// and the click the lift makes, is swallowed; a tap after that is a new one.

/** Events that belong to a press's gesture after its start. */
export const GESTURE_REST = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'contextmenu'] as const;
const LIFTS: ReadonlySet<string> = new Set(['pointerup', 'pointercancel', 'touchend', 'touchcancel']);
/** A lift's click comes with the lift's time stamp; a new tap's press comes later than this after it (ms). */
export const CLICK_AFTER_LIFT_MS = 350;
/** Inputs that start a gesture: only these have a rest to swallow (a key or a wheel has none). */
const PRESSES: ReadonlySet<string> = new Set(['pointerdown', 'touchstart', 'mousedown']);

/**
 * Swallows the rest of the gesture `start` began (a press), on `target` in the capture phase, so no page
 * element sees it; returns the function that stops (the caller's cleanup). It stops by itself at the
 * first input that happened more than CLICK_AFTER_LIFT_MS after the gesture's last lift.
 */
export function swallowGesture(start: Event, target: EventTarget = window): () => void {
  if (!PRESSES.has(start.type)) return () => undefined;
  /** Time stamp of the gesture's last lift (null until it lifts). */
  let lifted: number | null = null;
  let on = true;
  const stop = () => {
    if (!on) return;
    on = false;
    for (const type of GESTURE_REST) target.removeEventListener(type, swallow, { capture: true });
  };
  const swallow = (e: Event) => {
    if (lifted !== null && e.timeStamp > lifted + CLICK_AFTER_LIFT_MS) {
      stop(); // a new gesture: it is the page's
      return;
    }
    if (LIFTS.has(e.type)) lifted = Math.max(lifted ?? e.timeStamp, e.timeStamp);
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  for (const type of GESTURE_REST) target.addEventListener(type, swallow, { capture: true, passive: false });
  return stop;
}
