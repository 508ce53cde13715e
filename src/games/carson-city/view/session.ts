// The session and view props typed for Silver Creek County: the board, HUD
// and controller read `view` as a CarsonView without casts.
import type { SessionStore } from '../../../store/session/store.ts';
import type { SessionViewProps } from '../../../ui/session/SessionHud.tsx';
import type { CarsonAction, CarsonState, CarsonView } from '../index.ts';

export type CarsonSession = SessionStore<CarsonState, CarsonAction, CarsonView>;
export type CarsonViewProps = SessionViewProps<CarsonState, CarsonAction, CarsonView>;
