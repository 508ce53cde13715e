// The rooms the scene worker can draw (`?render=worker`), by game id: the
// game's rules module and its board, loaded in the worker. Only what the
// canvas draws: the room's HUD and its controller's DOM side stay on the page.
// A room is added here once it plays a whole game in the worker (issue 26).
import type { ComponentType } from 'react';
import type { GameModule } from '../../core/contract.ts';
import type { SessionViewProps } from '../../ui/session/SessionHud.tsx';
import { findGameModule, sameOriginUrl } from '../../store/rules-by-url.ts';
import type { FigurePaint } from '../session/figure-paint.ts';
import { WORKER_ROOMS, type WorkerRoomId } from './room-ids.ts';
import { loadOpeningModels, preloadOpeningModels } from '../opening-models.ts';

export { WORKER_ROOMS, loadOpeningModels };

export interface WorkerRoomParts {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: GameModule<any, any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<SessionViewProps<any, any, any>>;
  /** The game's colour for a flick's figures (its room's `figurePaint`), for the worker's FlickLayer. */
  figurePaint?: FigurePaint;
}

const isWorkerRoom = (game: string): game is WorkerRoomId => WORKER_ROOMS.includes(game);

/** Each room's board, bundled with the worker (the rules are not: they come from the page's chunk, below). */
const BOARDS: Readonly<Record<WorkerRoomId, () => Promise<WorkerRoomParts['Board']>>> = {
  gambler: async () => (await import('../../games/gambler/view/board/GamblerBoard.tsx')).GamblerBoard,
  'gold-rivers': async () => (await import('../../games/gold-rivers/view/board/GoldBoard.tsx')).GoldBoard,
  'carson-city': async () => (await import('../../games/carson-city/view/board/CarsonBoard.tsx')).CarsonBoard,
  'pony-express': async () => (await import('../../games/pony-express/view/board/PonyBoard.tsx')).PonyBoard,
  'main-street': async () => (await import('../../games/main-street/view/board/StreetBoard.tsx')).StreetBoard,
};

/** The rooms whose flicked figures wear the game's colours (their room's `figurePaint`), by game id. */
const FIGURE_PAINTS: Readonly<Record<string, () => Promise<FigurePaint>>> = {
  'pony-express': async () => (await import('../../games/pony-express/colours.ts')).figurePaint,
};

/**
 * The rules of `game` from the page's own chunk at `rulesUrl` (same origin only), found by what they are:
 * bundling src/games/<id>/index.ts into the worker would download the rules twice (delivery.spec.mjs holds
 * the build to one rules chunk per game).
 */
async function rulesOf(game: string, rulesUrl: string, here: string): Promise<WorkerRoomParts['module']> {
  const url = sameOriginUrl(rulesUrl, here);
  if (!url) throw new Error(`the rules of ${JSON.stringify(game)} must come from this app's own address, not ${JSON.stringify(rulesUrl).slice(0, 120)}`);
  const module = findGameModule(await import(/* @vite-ignore */ url), game);
  if (!module) throw new Error(`${url} holds no rules of ${JSON.stringify(game)}`);
  return module;
}

/** What the worker draws of `game`'s room besides the rules: its board and its figures' colours. */
export async function loadWorkerBoard(game: string): Promise<Omit<WorkerRoomParts, 'module'>> {
  const board = isWorkerRoom(game) ? BOARDS[game] : undefined;
  if (!board) throw new Error(`the scene worker cannot draw ${JSON.stringify(game)} yet; it draws ${WORKER_ROOMS.join(', ')}`);
  const paint = Object.hasOwn(FIGURE_PAINTS, game) ? FIGURE_PAINTS[game] : undefined;
  const [Board, figurePaint] = await Promise.all([board(), paint?.()]);
  return { Board, ...(figurePaint ? { figurePaint } : {}) };
}

export async function loadWorkerRoom(game: string, rulesUrl: string, here: string): Promise<WorkerRoomParts> {
  const [drawn, module] = await Promise.all([loadWorkerBoard(game), isWorkerRoom(game) ? rulesOf(game, rulesUrl, here) : null]);
  return { module: module!, ...drawn };
}

/** Starts fetching `game`'s board and its opening models (nothing for a game the worker does not draw: loadWorkerRoom says why). */
export function preloadBoard(game: string): void {
  if (!isWorkerRoom(game)) return;
  void BOARDS[game]().catch(() => undefined);
  preloadOpeningModels(game);
}

