// The sandbox rooms the lobby can open, one line each (game rooms come from
// the games registry, src/games/registry.ts). Loaders are dynamic imports, so
// the lobby never pulls three, React or Rapier into its first paint.
import type { RoomLoader } from './types.ts';

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
