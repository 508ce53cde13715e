// The speed of a held cup (or of dice held in the hand), for their rattle
// (src/ui/sound/rattle.ts): from the pointer samples a drag keeps
// (src/scene/follow-drag.ts: table-plane cm, performance.now() ms).
import type { DragSample } from '../../scene/gesture.ts';

/** How fast (cm/s) the pointer moved the held thing over the last tenth of a second; 0 once it has stopped. */
export function dragSpeed(samples: readonly DragSample[], now: number): number {
  const last = samples[samples.length - 1];
  if (!last || now - last.t > 150) return 0;
  let first = last;
  for (let i = samples.length - 2; i >= 0 && last.t - (samples[i] as DragSample).t <= 100; i--) first = samples[i] as DragSample;
  const dt = (last.t - first.t) / 1000;
  return dt > 0 ? Math.hypot(last.x - first.x, last.z - first.z) / dt : 0;
}
