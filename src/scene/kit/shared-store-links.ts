// The two sides of a shared store's link across the scene worker (shared-stores.ts): the page publishes what
// it writes and mirrors what the scene writes, the worker the other way round. Apart from shared-stores.ts
// so that a room drawn on the page, which shares its stores with nobody, does not download the mirror code.
import { mirrorInto } from '../../store/mirror/mirror.ts';
import { publishStore } from '../../store/mirror/publish.ts';
import type { MirrorPort } from '../../store/mirror/protocol.ts';
import { sharedStoreName, watchSharedStores, type SharedStore, type SharedStoreLink } from './shared-stores.ts';

/** The page's side, for a worker drawing `session`'s board: publishes what the page writes, mirrors what the scene writes. */
export function linkSharedStores(session: object, port: MirrorPort): () => void {
  const stops: (() => void)[] = [];
  const link = ({ name, store, writer, omit }: SharedStore) => {
    if (writer === 'page') stops.push(publishStore(sharedStoreName(name), store, port, { omit }));
    else {
      const m = mirrorInto(sharedStoreName(name), port, store);
      stops.push(() => m.close());
    }
  };
  const stopWatching = watchSharedStores(session, link);
  return () => {
    stopWatching();
    for (const stop of stops.splice(0)) stop();
  };
}

/** The worker's side (worker-session.ts): its copy follows the page's, or is published to it. */
export function workerSharedStoreLink(port: MirrorPort): SharedStoreLink {
  return {
    share({ name, store, writer, omit }) {
      if (writer === 'page') mirrorInto(sharedStoreName(name), port, store);
      else publishStore(sharedStoreName(name), store, port, { omit });
    },
  };
}
