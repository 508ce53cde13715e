// The event lock: visitors must not wander off to the save/load menu or the
// ordinary lobby. A body class (event-locked) hides them (event.css); a long
// press (3 s) on a title (the start screen's, a game's HUD title) lifts the
// lock for the booth staff, and another long press puts it back. One
// delegated listener on the document, so titles drawn later by React count too.
import './event.css';

export const LOCK_CLASS = 'event-locked';
export const LONG_PRESS_MS = 3000;
/** The titles a long press works on. */
export const TITLE_SELECTOR = '.event-title, .hud-bar h1';

let installed: (() => void) | null = null;

/** Locks the page and listens for the long press; returns the function that undoes both. */
export function installEventLock(doc: Document = document): () => void {
  installed?.();
  doc.body.classList.add(LOCK_CLASS);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const down = (e: Event) => {
    const target = e.target instanceof Element ? e.target.closest(TITLE_SELECTOR) : null;
    if (!target) return;
    cancel();
    timer = setTimeout(() => {
      timer = null;
      const locked = doc.body.classList.toggle(LOCK_CLASS);
      doc.body.dataset['eventLock'] = locked ? 'locked' : 'open';
    }, LONG_PRESS_MS);
  };
  doc.addEventListener('pointerdown', down);
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) doc.addEventListener(type, cancel);
  // A long press on a touch screen would otherwise open the context menu or select the title.
  const menu = (e: Event) => e.target instanceof Element && e.target.closest(TITLE_SELECTOR) && e.preventDefault();
  doc.addEventListener('contextmenu', menu);
  doc.body.dataset['eventLock'] = 'locked';
  const undo = () => {
    cancel();
    doc.removeEventListener('pointerdown', down);
    for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) doc.removeEventListener(type, cancel);
    doc.removeEventListener('contextmenu', menu);
    doc.body.classList.remove(LOCK_CLASS);
    delete doc.body.dataset['eventLock'];
    installed = null;
  };
  installed = undo;
  return undo;
}
