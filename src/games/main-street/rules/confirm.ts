// Which decisions can be taken back. As by default, a decision that hands the
// game to another seat (or ends it) confirms everything before it. Here a
// decision that draws from the bag confirms too: taking it back would show
// the bag's next pieces and let the player choose again knowing them.

import type { MainStreetAction, MainStreetState } from '../types.ts';
import { apply } from './apply.ts';
import { awaiting } from './legal.ts';

export function isConfirming(s: MainStreetState, action: MainStreetAction): boolean {
  const before = awaiting(s);
  if (before.kind !== 'decision') return true;
  const res = apply(s, { kind: 'action', seat: before.seat, action });
  if (!res.ok) return true;
  if (res.state.events.some((e) => e.kind === 'draw')) return true;
  const next = awaiting(res.state);
  return next.kind === 'end' || next.seat !== before.seat;
}
