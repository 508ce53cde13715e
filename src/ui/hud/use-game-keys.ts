// A game HUD's own keys, on one window listener with the rules every game
// shares: nothing while typing in a field, no key with Ctrl/Meta/Alt (those
// belong to the browser and the session's shared keys), and Enter on a
// focused button or link is left to that element ("← Lobby" must follow its
// link). The board cursor's keys (arrows and Enter) are the game's only when
// the focus is on the board cursor (BoardCursor.tsx) or on no control at all
// (the page, the canvas, the turn panel): on a toolbar button the arrows do not
// walk the board behind it. `handle` returns true when the key was the game's.
import { useEffect, useRef } from 'react';
import { pressKey, type KeyMap } from '../../scene/kit/keymap.ts';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);
const pressable = (t: EventTarget | null) => t instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(t.tagName);
const CURSOR_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter'];
/** A control with keys of its own: Tab stops at it and it is not the board cursor. */
const control = (t: EventTarget | null) =>
  t instanceof HTMLElement && !t.hasAttribute('data-board-cursor') && (pressable(t) || (t.tabIndex >= 0 && t.hasAttribute('tabindex')));

/** Whether a key event is for the game's own keys at all (see the header). */
export const isGameKey = (e: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean =>
  !typing(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey && !(CURSOR_KEYS.includes(e.key) && control(e.target));

export function useGameKeys(handle: (e: KeyboardEvent) => boolean, deps: readonly unknown[]): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isGameKey(e) && handle(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** A game's key map (rows, scene/kit/keymap.ts) on the window, with `ctx` handed to each row's run; none while `off()` (a replay). */
export function useKeyMap<C>(map: KeyMap<C>, ctx: C, off: () => boolean = () => false): void {
  const offNow = useRef(off);
  offNow.current = off;
  useGameKeys((e) => !offNow.current() && pressKey(map, ctx, e.key), [map, ctx]);
}
