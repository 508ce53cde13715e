// A number counted up from 0 to its value over a moment (income on the map
// and in the HUD), restarted when `key` changes. A view effect only.
import { useEffect, useState } from 'react';

export const COUNT_MS = 1100;

export function useCountUp(value: number, key: unknown): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    let frame = 0;
    const t0 = performance.now();
    const tick = () => {
      const t = Math.min(1, (performance.now() - t0) / COUNT_MS);
      setShown(Math.round(value * t));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, key]);
  return shown;
}
