// The touchable props on a game table: there while waiting for another seat
// (a bot deciding or throwing, the other player's turn in hot-seat, the game
// over), still while this player's own move is awaited, so a press on the
// table always reaches the game when it is the player's turn.
import { useStore } from 'zustand';
import type { SessionStore } from '../../store/session/store.ts';
import { GAME_TABLE_PROPS } from './prop-set.ts';
import { TouchPropsLazy } from './TouchPropsLazy.tsx';
import type { Awaiting, Seat } from '../../core/contract.ts';

/** True unless the seat at the screen is the one the rules wait for (or a replay or a hand-over shows). */
export function propsActive(awaiting: Awaiting, viewer: Seat | null, replaying: boolean, handoff: boolean): boolean {
  if (replaying || handoff) return false;
  if (awaiting.kind === 'end' || viewer === null) return true;
  return awaiting.seat !== viewer;
}

export function SessionProps({ session }: { session: SessionStore }) {
  const active = useStore(session.store, (s) => propsActive(s.live.awaiting, s.viewer, s.replay !== null, s.handoff !== null));
  return <TouchPropsLazy area={GAME_TABLE_PROPS} active={active} />;
}
