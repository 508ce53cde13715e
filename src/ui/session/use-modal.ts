// The one way a room's React dialogs (the result, the hot-seat handoff, the
// rules help) behave for keys and screen readers: the focus goes into the
// dialog when it opens (its heading, or its first control), Tab stays inside,
// Esc closes it when it may be closed, the rest of the page is inert
// (inert-behind.ts) so `aria-modal="true"` holds, no key reaches the game
// behind it, and on close the focus goes back to what opened it, or to
// `fallback` (the element that now stands in its place).
import { useEffect, useRef, type RefObject } from 'react';
import { trapFocus } from '../focus-trap.ts';
import { inertBehind } from '../inert-behind.ts';

export interface ModalOptions {
  /** Gets the focus first (else the first control). */
  heading?: RefObject<HTMLElement | null>;
  /** Esc closes the dialog; without it Esc does nothing (the handoff must be answered). */
  onClose?: () => void;
  /** Where the focus goes on close when the opener is gone. */
  fallback?: () => HTMLElement | null;
}

export function useModal(dialog: RefObject<HTMLElement | null>, open: boolean, opts: ModalOptions = {}): void {
  // The latest callbacks, without re-trapping on every render.
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  useEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const release = inertBehind(el);
    const closeable = latest.current.onClose !== undefined;
    const untrap = trapFocus(el, {
      heading: latest.current.heading?.current ?? null,
      onClose: closeable ? () => latest.current.onClose?.() : undefined,
      fallback: () => latest.current.fallback?.() ?? null,
      keysStayInside: true,
    });
    return () => {
      release();
      untrap();
    };
  }, [dialog, open]);
}
