// The games whose room the scene worker draws (`?render=worker`), named here
// apart from their loaders (rooms.ts), so the page checks a link without
// importing anything of the worker.
export const WORKER_ROOMS = ['gambler', 'gold-rivers', 'carson-city'] as const;
export type WorkerRoom = (typeof WORKER_ROOMS)[number];
