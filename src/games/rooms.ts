// The games' rooms (their view halves: board, HUD), one loader each, by game
// id. Only the page shell (src/main.ts) reads this: a room's code sits above
// everything the registry lists, so nothing a room imports can lead back here
// (lint keeps it so). Each loader is a dynamic import, its own chunk with
// three, React and Rapier.
import type { RoomLoader } from '../rooms/types.ts';

export const GAME_ROOMS: Readonly<Record<string, RoomLoader>> = {
  gambler: () => import('./gambler/view/Room.tsx'),
  'pony-express': () => import('./pony-express/view/Room.tsx'),
  'main-street': () => import('./main-street/view/Room.tsx'),
  'carson-city': () => import('./carson-city/view/Room.tsx'),
  'gold-rivers': () => import('./gold-rivers/view/Room.tsx'),
};

/** The room of game `id`, or undefined when it has none (yet). */
export const gameRoom = (id: string): RoomLoader | undefined => (Object.hasOwn(GAME_ROOMS, id) ? GAME_ROOMS[id] : undefined);
