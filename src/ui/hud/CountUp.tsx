// A number counted up from 0 to its value over a moment (money paid out, on a
// sign over the table or in a panel), restarted when `restart` changes. A view
// effect with nothing of a game in it: Silver Creek County's income signs and
// its turn panel's "Paid at" line count up through it.
import { useEffect, useState } from 'react';

export const COUNT_MS = 1100;

export function useCountUp(value: number, restart: unknown): number {
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
  }, [value, restart]);
  return shown;
}

/** The counted number as text in a line of the HUD. */
export function CountUp({ value, restart }: { value: number; restart: unknown }) {
  return <>{useCountUp(value, restart)}</>;
}
