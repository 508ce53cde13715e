// The page's side of a session drawn in the scene worker (issue 26): the
// session's store with the actions the scene may call, each board picking made
// for the session with its calls (picking-link.ts: the page's decides, the
// worker's mirrors it), and the stores a game's HUD and board share
// (shared-stores.ts), all published on the worker's port. WorkerRoomCanvas
// links a room with it, and the worker-session tests link theirs the same way.
import { publishStore } from '../../store/mirror/publish.ts';
import type { MirrorPort } from '../../store/mirror/protocol.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { PICKING_CALLS, onPickings, pickingName, type LinkedPicking } from '../kit/picking-link.ts';
import { linkSharedStores } from '../kit/shared-store-links.ts';
import { SCENE_SESSION_ACTIONS } from './worker-session.ts';

type Calls = Record<string, (...args: unknown[]) => unknown>;

/** `names` of `source`'s methods as `source` holds them (closures: an offered action calls them as they are). */
const callsOf = (source: object, names: readonly string[]): Calls => Object.fromEntries(names.map((name) => [name, (source as Calls)[name]!]));

/**
 * Publishes `session` for a scene worker on `port`; `onPicking` hears each picking as it is published (the
 * canvas lays the first one's probe over the worker's). Returns the function that stops all of it.
 */
export function publishSession(session: SessionStore, port: MirrorPort, onPicking?: (picking: LinkedPicking, index: number) => (() => void) | void): () => void {
  const stops: (() => void)[] = [];
  stops.push(
    publishStore('session', session.store, port, { actions: callsOf(session.actions, SCENE_SESSION_ACTIONS) }),
    linkSharedStores(session, port),
    onPickings(session, (picking, index) => {
      stops.push(publishStore(pickingName(index), picking.store, port, { actions: callsOf(picking, PICKING_CALLS) }));
      const stop = onPicking?.(picking, index);
      if (stop) stops.push(stop);
    }),
  );
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
