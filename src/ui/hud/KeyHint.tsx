// A key's name after a button's label, " (S)", for players with a keyboard.
// On a touch device (a finger is the main pointer, no keys at hand) it is left
// out, so a finger-sized button says only what it does (issue 11, item 2).
import type { ReactNode } from 'react';
import { useCoarsePointer } from '../touch.ts';

export function KeyHint({ k }: { k: string }) {
  return useCoarsePointer() ? null : <> ({k})</>;
}

/** "…, or press <Space>" style phrases: the phrase for a keyboard, nothing on a touch device. */
export function KeyPhrase({ children }: { children: ReactNode }) {
  return useCoarsePointer() ? null : <>{children}</>;
}
