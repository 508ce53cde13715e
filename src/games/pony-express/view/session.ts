// The session and view props typed for Mail Run to Sacramento: the board,
// HUD and controller read `view` as a PonyView without casts.
import type { SessionStore } from '../../../store/session/store.ts';
import type { SessionViewProps } from '../../../ui/session/SessionHud.tsx';
import type { PonyAction, PonyState, PonyView } from '../index.ts';

export type PonySession = SessionStore<PonyState, PonyAction, PonyView>;
export type PonyViewProps = SessionViewProps<PonyState, PonyAction, PonyView>;
