// Where the keyboard's focus goes when an action took away the element it was
// on (a choice button that is gone once chosen, the hot-seat handoff's button):
// the game's turn panel (marked `data-turn-panel`), else the session's prompt.
// The focus then sits at the head of what to do next, and one Tab reaches the
// board cursor or the first choice. A panel is not a control: it gets
// tabindex -1 (focusable by script only) and keeps its place in the page.
import { useEffect } from 'react';

export const TURN_PANEL = '[data-turn-panel]';

/** The turn panel (or the prompt) the focus should land on now, or null. */
export function turnPanel(): HTMLElement | null {
  const panel = document.querySelector<HTMLElement>(`${TURN_PANEL}:not([inert] *)`) ?? document.querySelector<HTMLElement>('.prompt-bar');
  if (panel && !panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '-1');
  return panel;
}

/** Puts the focus on the turn panel (without scrolling the page); true when it did. */
export function focusTurnPanel(): boolean {
  const panel = turnPanel();
  panel?.focus({ preventScroll: true });
  return panel !== null && document.activeElement === panel;
}

/** The focus is nowhere: on <body>, or on an element no longer in the page. */
const focusLost = (last: Element | null): boolean => {
  const a = document.activeElement;
  return (a === null || a === document.body) && last !== null && !last.isConnected;
};

/**
 * After every change of `version` (the game's position), once React has drawn
 * it: if the element that had the focus is gone, the turn panel takes it.
 * Focus a player left on the board cursor or on a button that stays is left alone.
 */
export function useFocusAfterAction(subscribe: (onChange: () => void) => () => void): void {
  useEffect(() => {
    let last: Element | null = document.activeElement;
    const onFocus = (e: FocusEvent) => {
      last = e.target instanceof Element ? e.target : null;
    };
    document.addEventListener('focusin', onFocus);
    let frame = 0;
    const unsubscribe = subscribe(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (focusLost(last)) focusTurnPanel();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
      unsubscribe();
    };
  }, [subscribe]);
}
