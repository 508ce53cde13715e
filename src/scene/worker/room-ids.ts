// The games whose room the scene worker draws, by id: all the page needs to choose a room's render mode
// (src/rooms/render-mode.ts). A list of its own so that a room drawn on the page does not download the worker's
// board loaders (src/scene/worker/rooms.ts, with the build's preload lists of every board's chunks); that module
// keys its loaders by these ids, so a room listed here without a board there fails to typecheck.
const IDS = ['gambler', 'gold-rivers', 'carson-city', 'pony-express', 'main-street'] as const;

export type WorkerRoomId = (typeof IDS)[number];
export const WORKER_ROOMS: readonly string[] = IDS;
