// The touchable props on a game table: there while waiting for another seat
// (a bot deciding or throwing, the other player's turn in hot-seat, the game
// over), still while this player's own move is awaited, so a press on the
// table always reaches the game when it is the player's turn.
import { useStore } from 'zustand';
import type { SessionStore } from '../../store/session/store.ts';
import { GAME_TABLE_PROPS, propsActive } from './prop-set.ts';
import { TouchPropsLazy } from './TouchPropsLazy.tsx';

export function SessionProps({ session }: { session: SessionStore }) {
  const active = useStore(session.store, (s) => propsActive(s.live.awaiting, s.viewer, s.replay !== null, s.handoff !== null));
  return <TouchPropsLazy area={GAME_TABLE_PROPS} active={active} />;
}
