// Keeps an open canvas at the render quality chosen now: a change in the game
// menu sets the pixel ratio at once and draws a frame (on-demand rendering
// would otherwise show the old resolution until something moves). MSAA cannot
// change on a live WebGL context; it follows in the next room opened.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useRenderQuality } from './render-quality.ts';

export function LiveQuality() {
  const { dpr } = useRenderQuality();
  const setDpr = useThree((s) => s.setDpr);
  const invalidate = useThree((s) => s.invalidate);
  const key = Array.isArray(dpr) ? dpr.join(',') : String(dpr);
  useEffect(() => {
    setDpr(dpr);
    invalidate();
    // The key stands for dpr (a fresh array each time would re-run this needlessly).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setDpr, invalidate]);
  return null;
}
