// A board that shows what changed between two positions (the dice that went
// onto a board, the contests a resolution settled, where set-up dice landed)
// runs its step with the position before and the one now, once per change,
// before the frame is painted. Why a kit piece: Silver Creek County's tour and
// set-up dice, Tableau Gulch's thrown dice and Mail Run's rider dice each kept
// the previous position in a ref by hand.
import { useLayoutEffect, useRef } from 'react';

/** Runs `changed(before, now)` when `value` changes (`before` null on the first render); the newest `changed` runs. */
export function useChange<T>(value: T, changed: (before: T | null, now: T) => void): void {
  const prev = useRef<T | null>(null);
  const run = useRef(changed);
  run.current = changed;
  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = value;
    if (before !== value) run.current(before, value);
  }, [value]);
}
