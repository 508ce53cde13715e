// Which DOM events the page forwards to the scene worker, and which of their
// fields: what r3f's pointer events (offsetX/Y), the orbit controls, the drag
// followers (clientX/Y) and the flick aim's keys read. Plain values only: an
// event object does not cross to a worker.

/** Events on the canvas: r3f's pointer events and the orbit controls listen here. */
export const CANVAS_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerleave', 'pointerenter', 'pointerover', 'pointerout', 'lostpointercapture', 'wheel', 'click', 'dblclick', 'contextmenu'] as const;

/** Events on the window: a drag that leaves the canvas (window-pointer.ts, follow-drag.ts), the flick aim's keys. */
export const WINDOW_EVENTS = ['pointermove', 'pointerup', 'pointercancel', 'keydown', 'keyup', 'blur'] as const;

const FIELDS = [
  'pointerId', 'pointerType', 'isPrimary', 'button', 'buttons', 'clientX', 'clientY', 'offsetX', 'offsetY', 'pageX', 'pageY', 'screenX', 'screenY',
  'movementX', 'movementY', 'x', 'y', 'width', 'height', 'pressure', 'deltaX', 'deltaY', 'deltaZ', 'deltaMode', 'detail',
  'altKey', 'ctrlKey', 'metaKey', 'shiftKey', 'key', 'code', 'repeat', 'timeStamp',
] as const;

/** The event's plain fields that are set (an event type lacks many of them). */
export function inputFields(event: Event): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  const source = event as unknown as Record<string, unknown>;
  for (const key of FIELDS) {
    const v = source[key];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = v;
  }
  return out;
}
