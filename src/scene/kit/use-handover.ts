// The React half of the kit's Handover (handover.ts): once the board draws a
// landed piece's place (its published arriving places no longer name it), the
// moving copy is hidden in a layout effect of the same commit, before paint.
import { useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import type { Handover } from './handover.ts';

export function useHandover(handover: Handover): void {
  const arriving = useStore(handover.places, (s) => s.arriving);
  useLayoutEffect(() => {
    if (handover.release(arriving)) handover.motion.changed();
  }, [arriving, handover]);
}
