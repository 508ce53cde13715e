// A game HUD's own keys, on one window listener with the rules every game
// shares: nothing while typing in a field, no key with Ctrl/Meta/Alt (those
// belong to the browser and the session's shared keys), and Enter on a
// focused button or link is left to that element ("← Lobby" must follow its
// link). `handle` returns true when the key was the game's.
import { useEffect } from 'react';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);
const pressable = (t: EventTarget | null) => t instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(t.tagName);

/** Whether a key event is for the game's own keys at all (see the header). */
export const isGameKey = (e: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean =>
  !typing(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey && !(e.key === 'Enter' && pressable(e.target));

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
