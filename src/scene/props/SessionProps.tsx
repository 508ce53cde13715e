// The touchable props on a game table: they can be picked up on every turn
// (not in a replay or behind the hand-over screen), and they never rest over
// the board or the throw areas (keep-out.ts). Their physics is fetched at the
// first press in the room while another seat plays, and on the player's own
// turn only by a press on a prop (or a mouse over one).
import { useStore } from 'zustand';
import type { SessionStore } from '../../store/session/store.ts';
import { fetchOnAnyPress, GAME_TABLE_PROPS, propsActive } from './prop-set.ts';
import { GAME_TABLE_KEEP_OUT } from './keep-out.ts';
import { TouchPropsLazy } from './TouchPropsLazy.tsx';

export function SessionProps({ session }: { session: SessionStore }) {
  const active = useStore(session.store, (s) => propsActive(s.replay !== null, s.handoff !== null));
  const eager = useStore(session.store, (s) => fetchOnAnyPress(s.live.awaiting, s.viewer));
  return <TouchPropsLazy area={GAME_TABLE_PROPS} keepOut={GAME_TABLE_KEEP_OUT} active={active} eager={eager} />;
}
