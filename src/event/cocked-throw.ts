// The attract loop's dice stop replays one seeded throw known to end with a
// cocked die: three pips dice, seed 3249, die 3 comes to rest tilted on an
// edge beside the tray, in the open (a seed whose die leans on the rail would
// hide it behind the rail), and the table's rule throws it again (faces
// 2 · 5 · 6 in the end). The physics is
// the dice table's own, stepped exactly as for a player; only the pacing on
// screen is slowed. tests/event/cocked-throw.test.ts re-simulates the seed in
// Node with real Rapier and pins all of this.
import type { DieKind } from '../core/dice-kinds.ts';

export const COCKED_THROW: { kinds: DieKind[]; seed: number } = { kinds: ['d6', 'd6', 'd6'], seed: 3249 };

/** Simulated seconds per wall-clock second: a fifth of real time (a 3 s throw plays in about 15 s). */
export const SLOW_MOTION_PACE = 0.2;
/** How long the dice stay still, as judged, when the die lies cocked. */
export const COCKED_HOLD_S = 4;
/** The caption over the replay. */
export const COCKED_CAPTION = 'A die landed cocked — the table throws it again';
export const COCKED_SUBTITLE = 'Slow-motion replay at the dice table';
