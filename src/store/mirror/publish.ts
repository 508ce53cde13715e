// The source end: a zustand store whose state other threads mirror. Posts the
// whole state when published and when a mirror says hello and, after the changes of a task, the
// top-level keys they replaced (zustand's setState replaces keys, so an unchanged
// key is the same object and is not posted again). Runs the actions a mirror
// calls, only those offered by name.
import type { StoreApi } from 'zustand/vanilla';
import { assertCloneable } from './cloneable.ts';
import { isMirrorMessage, type MirrorPort, type MirrorStateMessage } from './protocol.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionTable = Record<string, (...args: any[]) => unknown>;

export interface PublishOptions {
  /** Actions a mirror may call, by name; a call to any other is reported to `onError` and not run. */
  actions?: ActionTable;
  /** Keys left out of the mirror (the source keeps them). */
  omit?: readonly string[];
  /** Called with what went wrong in a mirror's call (unknown action, the action threw). Default: console.error. */
  onError?: (error: Error) => void;
}

export class MirrorCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MirrorCallError';
  }
}

/** Publishes `store` as `name` on `port`; returns the function that stops. Throws MirrorCloneError for a state that cannot cross. */
export function publishStore<T extends object>(name: string, store: StoreApi<T>, port: MirrorPort, options: PublishOptions = {}): () => void {
  const omit = new Set(options.omit ?? []);
  const onError = options.onError ?? ((e: Error) => console.error(e));
  const actions = options.actions ?? {};

  const patchOf = (state: T, prev: T | null): Record<string, unknown> | null => {
    let patch: Record<string, unknown> | null = null;
    for (const key of Object.keys(state)) {
      if (omit.has(key)) continue;
      const value = (state as Record<string, unknown>)[key];
      if (prev && Object.is(value, (prev as Record<string, unknown>)[key])) continue;
      assertCloneable(value, `${name}.${key}`);
      (patch ??= {})[key] = value;
    }
    return patch;
  };
  const post = (patch: Record<string, unknown>, full: boolean) => {
    const message: MirrorStateMessage = { kind: 'mirror.state', store: name, full, patch };
    port.postMessage(message);
  };

  // Posted now (a mirror made before this heard no answer to its hello) and again to every hello (a
  // mirror made later); checked now, so a store that cannot be mirrored fails where it is published.
  // Each whole state is followed by the changes after it, in order, so a mirror is right from any of them.
  post(patchOf(store.getState(), null) ?? {}, true);
  // The changes of one task cross as one message (posted in a microtask, the later value of a key winning): the
  // source's React renders the updates of a task together, and a mirror renders each message by itself. A session
  // that set a turn's view and then its stage in two steps had the scene worker draw the view with the last throw's
  // dice for a task (the board showed the throw layer for dice to come; the layer had not swapped them yet).
  let pending: Record<string, unknown> | null = null;
  const flush = () => {
    const patch = pending;
    pending = null;
    if (patch) post(patch, false);
  };
  const unsubscribe = store.subscribe((state, prev) => {
    // Checked now, so a change that cannot be mirrored fails at the caller.
    const patch = patchOf(state, prev);
    if (!patch) return;
    if (pending === null) {
      pending = {};
      queueMicrotask(flush);
    }
    Object.assign(pending, patch);
  });
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isMirrorMessage(data) || data.store !== name) return;
    if (data.kind === 'mirror.hello') {
      flush();
      post(patchOf(store.getState(), null) ?? {}, true);
    }
    if (data.kind !== 'mirror.call') return;
    const action = Object.hasOwn(actions, data.action) ? actions[data.action] : undefined;
    if (!action) {
      onError(new MirrorCallError(`${name}: a mirror called ${JSON.stringify(data.action)}, which is not an action offered to mirrors`));
      return;
    }
    try {
      action(...(Array.isArray(data.args) ? data.args : []));
    } catch (e) {
      onError(e instanceof Error ? e : new MirrorCallError(String(e)));
    }
  };
  port.addEventListener('message', onMessage);
  (port as { start?: () => void }).start?.();
  return () => {
    flush();
    unsubscribe();
    port.removeEventListener('message', onMessage);
  };
}
