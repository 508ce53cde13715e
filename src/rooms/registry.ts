// Every room the lobby can open. A sandbox room is one line in SANDBOX_ROOMS;
// a game room is found by convention: the file src/games/<id>/Room.tsx (it
// exports `mount`, see ./types.ts). Loaders are dynamic imports, so the lobby
// never pulls three, React or Rapier into its first paint.
import type { RoomLoader, RoomModule } from './types.ts';

export interface SandboxRoom {
  id: string;
  title: string;
  blurb: string;
  /** null while the room is not built yet: the lobby shows it as coming. */
  load: RoomLoader | null;
}

export const SANDBOX_ROOMS: readonly SandboxRoom[] = [
  { id: 'dice-table', title: 'Dice table', blurb: 'Throw up to ten real dice by hand: pips, poker faces or wooden discs.', load: () => import('./dice-table/Room.tsx') },
  { id: 'shooting-gallery', title: 'Shooting gallery', blurb: 'Flick a die across the board at standing figures. Spare the bystanders.', load: () => import('./shooting-gallery/Room.tsx') },
];

export function sandboxRoom(id: string): SandboxRoom | undefined {
  return SANDBOX_ROOMS.find((room) => room.id === id);
}
