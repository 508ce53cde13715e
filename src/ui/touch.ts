// Whether the device's main pointer is a finger (a phone, a tablet, a touch
// table): then help and hints name touch controls (tap, drag, two fingers)
// instead of keys. matchMedia('(pointer: coarse)') is the browser's own answer;
// the hook follows it when it changes (a tablet docked to a keyboard and mouse).
import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

const media = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

/** True when the primary pointer is coarse (a finger). */
export const isCoarsePointer = (): boolean => media()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const m = media();
  if (!m) return () => {};
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, isCoarsePointer, () => false);
}
