// Whether the seat on screen decides now, and the moves it may make: every
// game's turn panel asks this before it offers its buttons (Tableau Gulch,
// Mail Run, Gold in the Rivers). Nothing is
// the seat's while a replay is shown, while the device waits to be handed
// over, or while the table awaits a throw or another seat.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { SessionState } from '../../store/session/types.ts';
import type { SessionStore } from '../../store/session/store.ts';

/** Does the seat on screen decide now (live, no hand-off pending)? */
export const isMyDecision = (s: Pick<SessionState, 'replay' | 'handoff' | 'live' | 'viewer'>): boolean =>
  !s.replay && s.handoff === null && s.live.awaiting.kind === 'decision' && s.live.awaiting.seat === s.viewer;

/** Whether the seat on screen decides now, and its legal moves then (none otherwise). */
export function useMyMoves<S, A, V>(session: SessionStore<S, A, V>): { mine: boolean; legal: A[] } {
  const mine = useStore(session.store, isMyDecision);
  const state = useStore(session.store, (s) => s.live.state);
  const legal = useMemo(() => (mine ? session.module.legalActions(state) : []), [mine, state, session]);
  return { mine, legal };
}
