// The rooms the scene worker can draw (`?render=worker`), by game id: the
// game's rules module and its board, loaded in the worker. Only what the
// canvas draws: the room's HUD and its controller's DOM side stay on the page.
// A room is added here once it plays a whole game in the worker (issue 26).
import type { ComponentType } from 'react';
import type { GameModule } from '../../core/contract.ts';
import type { SessionViewProps } from '../../ui/session/SessionHud.tsx';
import { WORKER_ROOMS, type WorkerRoom } from './worker-rooms.ts';

export interface WorkerRoomParts {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: GameModule<any, any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<SessionViewProps<any, any, any>>;
}

const ROOMS: Record<WorkerRoom, () => Promise<WorkerRoomParts>> = {
  gambler: async () => {
    const [{ gambler }, { GamblerBoard }] = await Promise.all([import('../../games/gambler/index.ts'), import('../../games/gambler/view/board/GamblerBoard.tsx')]);
    return { module: gambler, Board: GamblerBoard };
  },
  'gold-rivers': async () => {
    const [{ goldRivers }, { GoldBoard }] = await Promise.all([import('../../games/gold-rivers/index.ts'), import('../../games/gold-rivers/view/board/GoldBoard.tsx')]);
    return { module: goldRivers, Board: GoldBoard };
  },
};

export function loadWorkerRoom(game: string): Promise<WorkerRoomParts> {
  const load = (WORKER_ROOMS as readonly string[]).includes(game) ? ROOMS[game as WorkerRoom] : undefined;
  if (!load) return Promise.reject(new Error(`the scene worker cannot draw ${JSON.stringify(game)} yet; it draws ${WORKER_ROOMS.join(', ')}`));
  return load();
}
