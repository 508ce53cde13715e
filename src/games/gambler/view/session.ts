// The session and view props typed for Tableau Gulch: the board, HUD and
// controller read `view` as a GamblerView without casts.
import type { SessionStore } from '../../../store/session/store.ts';
import type { SessionViewProps } from '../../../ui/session/SessionHud.tsx';
import type { GamblerAction, GamblerState, GamblerView } from '../index.ts';

export type GamblerSession = SessionStore<GamblerState, GamblerAction, GamblerView>;
export type GamblerViewProps = SessionViewProps<GamblerState, GamblerAction, GamblerView>;
