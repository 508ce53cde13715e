// A modal's keyboard contract, in plain DOM (the lobby's dialogs and the
// rooms' React overlays share it): it opens scrolled to the top with the focus
// on its heading, Tab and Shift+Tab cycle inside it, Esc closes it (a dialog
// without onClose, like the hot-seat handoff, ignores Esc), and on close the
// focus goes back to whatever opened it. With keysStayInside no key pressed in
// the dialog reaches the game's key handlers behind it (a button's own Enter
// and Space still press it).

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `root`, in order. */
export const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => !e.hidden && e.getClientRects().length > 0);

/**
 * Traps focus in `dialog` until the returned function is called (which
 * returns focus to the opener, or to `fallback` when the opener is gone).
 * `heading` gets the focus first (tabindex -1); `scroller` (default: the
 * dialog) starts at its top. Esc calls onClose.
 */
export function trapFocus(dialog: HTMLElement, opts: { heading?: HTMLElement | null; scroller?: HTMLElement | null; onClose?: () => void; fallback?: () => HTMLElement | null; keysStayInside?: boolean }): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const scroller = opts.scroller ?? dialog;
  scroller.scrollTop = 0;
  const first = opts.heading ?? focusables(dialog)[0] ?? dialog;
  if (!first.hasAttribute('tabindex') && !focusables(dialog).includes(first)) first.setAttribute('tabindex', '-1');
  first.focus({ preventScroll: true });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      opts.onClose?.();
      return;
    }
    if (e.key !== 'Tab') return;
    const list = focusables(dialog);
    if (list.length === 0) {
      e.preventDefault();
      return;
    }
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at < 0 || at === list.length - 1 ? 0 : at + 1;
    e.preventDefault();
    list[next]!.focus();
  };
  // Capture phase: the dialog's keys never reach the game's key handlers behind it.
  document.addEventListener('keydown', onKey, true);
  // The other keys are stopped on their way up, past the dialog's own (React) handlers but before the
  // game's, which listen on the window; stopped, a key still does its default (Enter or Space presses a button).
  const keepInside = (e: KeyboardEvent) => e.stopPropagation();
  if (opts.keysStayInside) document.addEventListener('keydown', keepInside);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('keydown', keepInside);
    // The opener may be gone (a menu item of a menu that closed): then the fallback takes the focus.
    const back = opener && opener.isConnected && opener !== document.body ? opener : (opts.fallback?.() ?? null);
    back?.focus();
  };
}
