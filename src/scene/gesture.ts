// Turns the pointer samples of a drag (table coordinates, ms timestamps) into
// the throw gesture: direction and speed come from the last stretch of the
// drag, like a hand letting go. Framework-free, so tests can feed samples.
import type { Gesture } from '../physics/types.ts';

export interface DragSample {
  t: number;
  x: number;
  z: number;
}

/** How far back from the release the gesture looks, ms. */
export const RELEASE_WINDOW_MS = 110;
/** Points are kept this far (cm) from the centre at most, inside what validation accepts. */
const REACH = 200;

const clamp = (v: number) => Math.max(-REACH, Math.min(REACH, v));

export function gestureFromSamples(samples: readonly DragSample[]): Gesture | null {
  const last = samples[samples.length - 1];
  if (!last) return null;
  let from = last;
  let i = samples.length - 1;
  for (; i >= 0; i--) {
    const s = samples[i] as DragSample;
    if (last.t - s.t > RELEASE_WINDOW_MS) break;
    from = s;
  }
  // A busy page samples seldom: the window may hold only the release point (the last move and the
  // release, handled together). Then the hand's last movement is the stretch from the latest sample
  // elsewhere; its speed over that longer time is still low for a hand that really stopped, so a
  // drag let go at rest stays too weak to throw (throwFromGesture refuses it).
  for (; i >= 0 && from.x === last.x && from.z === last.z; i--) from = samples[i] as DragSample;
  return {
    from: { x: clamp(from.x), z: clamp(from.z) },
    to: { x: clamp(last.x), z: clamp(last.z) },
    durationMs: Math.max(16, last.t - from.t),
  };
}
