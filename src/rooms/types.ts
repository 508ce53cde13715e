// The contract between the app shell and a room (the dice table, the shooting
// gallery, a game). A room is loaded lazily with a dynamic import and mounts
// itself into a host element; the shell knows nothing about React or three.

import type { AnyGameModule } from '../core/contract.ts';
import type { OnlineSession } from '../store/online/online-session.ts';

export interface RoomContext {
  /** The room id as it appears in the URL (?room=<id> or ?game=<id>). */
  id: string;
  /** The page's URL parameters, for rooms that take some (seats, seed). */
  params: URLSearchParams;
  /** Report loading progress, 0..1, with a short label; 1 hides the indicator. */
  progress(fraction: number, label: string): void;
  /** Give up and show `message` in the lobby (bad parameters, failed load). */
  fail(message: string): void;
  /** An online table (src/ui/online/): the game room draws its session instead of starting a local game. */
  online?: OnlineRoomSource;
}

/** What an online table hands a game room: its session, made with the room's own rules module. */
export interface OnlineRoomSource {
  session(module: AnyGameModule): OnlineSession;
}

export interface RoomHandle {
  unmount(): void;
}

export interface RoomModule {
  mount(host: HTMLElement, ctx: RoomContext): Promise<RoomHandle>;
}

export type RoomLoader = () => Promise<RoomModule>;
