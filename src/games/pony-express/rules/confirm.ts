// Which decisions can be taken back. As by default, a decision that hands the
// game to another seat (or ends it) confirms everything before it. Here a
// decision that shows what was hidden confirms too: a doubt lifts the cup
// (taking it back would put the cup over dice everyone has now seen), and a
// decision that draws cards shows the deck's next cards.

import type { PonyAction, PonyState } from '../types.ts';
import { apply } from './apply.ts';
import { awaiting } from './legal.ts';

export function isConfirming(s: PonyState, action: PonyAction): boolean {
  const before = awaiting(s);
  if (before.kind !== 'decision') return true;
  const res = apply(s, { kind: 'action', seat: before.seat, action });
  if (!res.ok) return true;
  if (res.state.revealed && !s.revealed) return true;
  if (res.state.deck.length < s.deck.length) return true;
  const next = awaiting(res.state);
  return next.kind === 'end' || next.seat !== before.seat;
}
