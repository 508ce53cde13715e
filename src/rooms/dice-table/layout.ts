// Where dice lie before the first throw: a neat row in the felt tray, each
// flat on its first face (the body's +y), slightly turned.
import type { DieKind } from '../../core/dice-kinds.ts';
import type { Pose } from '../../physics/types.ts';
import { waitingLayout } from '../../scene/session/layout.ts';

/** The same row a game's pending throw waits in, placed in the tray. */
export const trayLayout = (kinds: readonly DieKind[]): Pose[] => waitingLayout(kinds, 'tray');

/** Offsets of dice held in the hand while dragging (a small cluster around the pointer). */
export function handCluster(count: number): { x: number; z: number }[] {
  const cols = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => ({
    x: ((i % cols) - (cols - 1) / 2) * 2.2,
    z: (Math.floor(i / cols) - (Math.ceil(count / cols) - 1) / 2) * 2.2,
  }));
}
