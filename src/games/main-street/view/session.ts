// The session and view props typed for Main Street: the board, HUD and
// controller read `view` as a MainStreetView without casts.
import type { SessionStore } from '../../../store/session/store.ts';
import type { SessionViewProps } from '../../../ui/session/SessionHud.tsx';
import type { MainStreetAction, MainStreetState, MainStreetView } from '../index.ts';

export type StreetSession = SessionStore<MainStreetState, MainStreetAction, MainStreetView>;
export type StreetViewProps = SessionViewProps<MainStreetState, MainStreetAction, MainStreetView>;
