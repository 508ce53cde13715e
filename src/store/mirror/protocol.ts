// The messages between a store and its mirrors (publish.ts, mirror.ts): the
// state as changed top-level keys, and action calls the other way. Tagged
// with the store's name, so several stores share one port (a worker's).

/** The part of a MessagePort, a Worker and a worker's global scope both ends use. */
export interface MirrorPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The source's state: every key at first (`full`), then the keys a change replaced. */
export interface MirrorStateMessage {
  kind: 'mirror.state';
  store: string;
  full: boolean;
  patch: Record<string, unknown>;
}

/** A mirror asks the source to run one of the actions it offers. */
export interface MirrorCallMessage {
  kind: 'mirror.call';
  store: string;
  action: string;
  args: unknown[];
}

/** A mirror asks for the whole state again (it started after the first one was posted). */
export interface MirrorHelloMessage {
  kind: 'mirror.hello';
  store: string;
}

export type MirrorMessage = MirrorStateMessage | MirrorCallMessage | MirrorHelloMessage;

export function isMirrorMessage(data: unknown): data is MirrorMessage {
  if (typeof data !== 'object' || data === null) return false;
  const kind = (data as { kind?: unknown }).kind;
  return (kind === 'mirror.state' || kind === 'mirror.call' || kind === 'mirror.hello') && typeof (data as { store?: unknown }).store === 'string';
}
