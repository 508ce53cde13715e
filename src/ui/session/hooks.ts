// Narrow reads of the session store for the HUD (no per-frame values here).
import { useStore } from 'zustand';
import type { SessionStore } from '../../store/session/store.ts';
import type { SessionState, Shown } from '../../store/session/types.ts';

export const useSession = <T, S = unknown, V = unknown>(session: SessionStore<S, unknown, V>, pick: (s: SessionState<S, V>) => T): T =>
  useStore(session.store, pick);

/** The position on screen: the replay's while one shows, else the live game's. */
export const useShown = <S, V>(session: SessionStore<S, unknown, V>): Shown<S, V> => useStore(session.store, (s) => s.replay?.shown ?? s.live);
