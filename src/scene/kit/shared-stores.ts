// A game view's stores that its HUD and its board share, across the scene
// worker (issue 26, `?render=worker`). When the board is drawn in the worker,
// the controller is made twice (on the page for the HUD, in the worker for
// the board) and each has its own copy of such a store: the side that writes
// it publishes, the other mirrors it (src/store/mirror/). `page`: written by
// the HUD's keys and read by the board (Silver Creek County's white-cowboy
// toggle); `scene`: written by the board and read by the HUD (its resolution
// tour). Matched by name, so the order stores are made in does not matter.
// Without a worker this does nothing but remember the store; the links across
// the worker are shared-store-links.ts, which a room drawn on the page never loads.
import type { StoreApi } from 'zustand/vanilla';
import { sessionRegistry } from './session-registry.ts';

export type SharedStoreWriter = 'page' | 'scene';

export interface SharedStore {
  name: string;
  store: StoreApi<object>;
  writer: SharedStoreWriter;
  /** Keys left out when it crosses (a function, such as a board's captioner): each side keeps its own. */
  omit?: readonly string[];
}

/** What the scene worker's session offers (worker-session.ts): how its copy of a shared store is linked to the page's. */
export interface SharedStoreLink {
  share(shared: SharedStore): void;
}

const shared = sessionRegistry<SharedStore>();

/** Mirror name of a shared store (not a catalog id's shape: the ids lane's check reads `word.word` as one). */
export const sharedStoreName = (name: string): string => `board-store/${name}`;

/** `store`, named `name` for `session` and written by `writer`, is shared between the HUD and the board. */
export function shareStore<T extends object>(session: object, name: string, store: StoreApi<T>, writer: SharedStoreWriter, omit?: readonly (keyof T & string)[]): void {
  const entry: SharedStore = { name, store: store as unknown as StoreApi<object>, writer, ...(omit ? { omit } : {}) };
  const link = (session as { sharedStoreLink?: SharedStoreLink }).sharedStoreLink;
  if (link) return link.share(entry);
  shared.add(session, entry);
}

/** Calls `fn` with each store shared for `session`, those made so far and those made later; returns the stop (shared-store-links.ts). */
export function watchSharedStores(session: object, fn: (shared: SharedStore) => void): () => void {
  return shared.watch(session, fn);
}

// lane street (issue 26): a board that must tell the page what only the scene knows (its screen points).
/** True for the scene worker's session (worker-session.ts): the stores shared there cross to the page. */
export const sharedWithPage = (session: object): boolean => (session as { sharedStoreLink?: SharedStoreLink }).sharedStoreLink !== undefined;
