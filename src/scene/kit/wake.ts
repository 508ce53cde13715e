// Wakes the demand frameloop after a change made outside a frame (a layout
// effect after a store update). An invalidate() that lands while the r3f loop
// is finishing a frame can be dropped, so we ask again on the next animation
// frame: one extra frame at most, never a frame per frame.
import { useCallback } from 'react';
import { useThree } from '@react-three/fiber';

export function useKick(): () => void {
  const invalidate = useThree((s) => s.invalidate);
  return useCallback(() => {
    invalidate();
    requestAnimationFrame(() => invalidate());
  }, [invalidate]);
}
