// What a game room's scene is given, drawn on the page or in the scene worker (room-scene.ts loads one of them).
import type { ComponentType, ReactNode } from 'react';
import type { CameraHome } from '../scene/CameraRig.tsx';
import type { SessionStore } from '../store/session/store.ts';
import type { ImpactSound } from '../ui/impact-sound.ts';
import type { FigurePaint } from '../scene/session/figure-paint.ts';
import type { SessionViewProps } from '../ui/session/SessionHud.tsx';

/** What a room's scene is given, in either mode. */
export interface RoomSceneProps<S, A, V> {
  /** The game's id (the worker draws that game's board). */
  game: string;
  session: SessionStore<S, A, V>;
  /** The game's board on the table (page mode; the worker draws its own, src/scene/worker/rooms.ts). */
  Board?: ComponentType<SessionViewProps<S, A, V>>;
  figurePaint?: FigurePaint;
  frameThrows: boolean;
  home: CameraHome;
  sound: ImpactSound;
  /** Event mode's attract camera (page mode only). */
  attract: boolean;
  onReady(): void;
  /** The scene could not be drawn: the message says why. */
  onError(message: string): void;
}

export type RoomScene = <S, A, V>(props: RoomSceneProps<S, A, V>) => ReactNode;
