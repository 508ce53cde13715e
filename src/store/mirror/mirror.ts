// The mirror end: a zustand store of the same shape as a published one
// (publish.ts), kept up to date from the source's posts, read with the same
// hooks and selectors as the source; its actions are messages to the source.
// Until the first state arrives the mirror holds `initial`; `ready` resolves
// with the first state.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isMirrorMessage, type MirrorCallMessage, type MirrorPort } from './protocol.ts';
import { assertCloneable } from './cloneable.ts';

export interface StoreMirror<T extends object> {
  store: StoreApi<T>;
  /** Resolves once the source's whole state has arrived. */
  ready: Promise<void>;
  /** Asks the source to run its action `action` (fire and forget: the effect comes back as state). */
  call(action: string, ...args: unknown[]): void;
  /** Stops following the source. */
  close(): void;
}

export function mirrorStore<T extends object>(name: string, port: MirrorPort, initial: T): StoreMirror<T> {
  return mirrorInto(name, port, createStore<T>()(() => initial));
}

/** A mirror kept in a store that exists already (a module's own store in the worker, which its readers import). */
export function mirrorInto<T extends object>(name: string, port: MirrorPort, store: StoreApi<T>): StoreMirror<T> {
  let arrived: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (arrived = resolve));
  let whole = false;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isMirrorMessage(data) || data.store !== name || data.kind !== 'mirror.state') return;
    // A change that arrives before the whole state would be applied to `initial`: wait for the whole.
    if (!whole && !data.full) return;
    // Once whole, a later whole (the answer to this mirror's hello, when the publish-time one came too) says
    // nothing new: it follows the same changes in order. Taking it would only give every key a new object.
    if (whole && data.full) return;
    store.setState(data.patch as Partial<T>);
    if (data.full) {
      whole = true;
      arrived();
    }
  };
  port.addEventListener('message', onMessage);
  (port as { start?: () => void }).start?.();
  port.postMessage({ kind: 'mirror.hello', store: name });
  return {
    store,
    ready,
    call(action, ...args) {
      // Checked here, so a bad argument fails at the caller, not as a DataCloneError in postMessage.
      args.forEach((a, i) => assertCloneable(a, `${name}.${action}(argument ${i + 1})`));
      const message: MirrorCallMessage = { kind: 'mirror.call', store: name, action, args };
      port.postMessage(message);
    },
    close() {
      port.removeEventListener('message', onMessage);
    },
  };
}
