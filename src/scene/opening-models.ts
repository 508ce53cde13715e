// The models each game's board draws in its opening position, besides the table
// and the cup (which every room preloads when its module runs): loaded before
// the stage's first render, in the scene worker (worker/rooms.ts) and on the
// page (game-room.tsx, page mode), so that render suspends on none of them. A
// stage that suspends commits its Suspense fallback and React then holds the
// loaded stage's reveal until 300 ms after it (the `scene:stage-fallback` mark
// says so). A model missing here still loads, that much later.
import { loadModel, preloadModel } from './glb/use-model.ts';
import { DIE_MODEL_URL, SHOVEL_URL } from './models.ts';
import { FIGURE_URL } from './session/FigureModel.tsx';
import TOWN_URL from '../../models/town.glb?url';
import type { WorkerRoomId } from './worker/room-ids.ts';

export const OPENING_MODELS: Readonly<Record<WorkerRoomId, readonly string[]>> = {
  gambler: [DIE_MODEL_URL.d6],
  'gold-rivers': [DIE_MODEL_URL.disc01, DIE_MODEL_URL.disc02, DIE_MODEL_URL.disc12, SHOVEL_URL],
  'carson-city': [TOWN_URL, DIE_MODEL_URL.d6],
  'pony-express': [FIGURE_URL.rider, FIGURE_URL.indian, DIE_MODEL_URL.poker],
  'main-street': [DIE_MODEL_URL.d6],
};

const openingOf = (game: string): readonly string[] => (Object.hasOwn(OPENING_MODELS, game) ? OPENING_MODELS[game as WorkerRoomId] : []);

/** Starts fetching `game`'s opening models (nothing for a game without a list). */
export function preloadOpeningModels(game: string): void {
  for (const url of openingOf(game)) preloadModel(url);
}

/** Resolves once `game`'s opening models are loaded (at once for a game without a list). */
export async function loadOpeningModels(game: string): Promise<void> {
  await Promise.all(openingOf(game).map(loadModel));
}
