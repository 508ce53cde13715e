// The session and view props typed for Gold in the Rivers: the board, HUD and
// controller read `view` as a GoldRiversView without casts.
import type { SessionStore } from '../../../store/session/store.ts';
import type { SessionViewProps } from '../../../ui/session/SessionHud.tsx';
import type { GoldRiversAction, GoldRiversState, GoldRiversView } from '../index.ts';

export type GoldSession = SessionStore<GoldRiversState, GoldRiversAction, GoldRiversView>;
export type GoldViewProps = SessionViewProps<GoldRiversState, GoldRiversAction, GoldRiversView>;
