// window.tabletop: the always-on automation surface for tests and demos.
// The shell owns room() and ready(); each room registers the methods it
// offers (the dice table: throwDice, lastResult; a game session: awaiting,
// legalActions, act, view, log, result) and removes them when it closes.
// Calling a method the open room does not offer rejects with a clear error.

type Method = (...args: never[]) => unknown;

export interface TabletopApi {
  /** Id of the open room ('lobby' when none). */
  room(): string;
  /** Resolves once the open room has loaded and can take commands; rejects (with the lobby's message) when it falls back to the lobby instead. */
  ready(): Promise<string>;
  /** Names of the methods the open room offers. */
  methods(): string[];
  [method: string]: unknown;
}

declare global {
  interface Window {
    tabletop: TabletopApi;
  }
}

const BASE = new Set(['room', 'ready', 'methods']);
let currentRoom = 'lobby';
/** The room being opened and how to settle the promise ready() hands out for it. */
let opening: { room: string; resolve: (room: string) => void; reject: (error: Error) => void } | null = null;
let readyPromise: Promise<string> = Promise.resolve('lobby');
const registered = new Map<string, Method>();

export const tabletop: TabletopApi = {
  room: () => currentRoom,
  ready: () => readyPromise,
  methods: () => [...registered.keys()].sort(),
};

/**
 * Called by the shell when a room starts loading. `reason` says why the room
 * still opening (if any) was given up: its ready() promise rejects with it, so
 * a caller waiting for a game that fell back to the lobby hears so at once
 * instead of waiting forever.
 */
export function roomOpening(id: string, reason?: string): void {
  const abandoned = opening;
  opening = null;
  if (abandoned && abandoned.room !== id) {
    const why = reason ?? 'another room was opened';
    abandoned.reject(new Error(`The room '${abandoned.room}' did not open (now '${id}'): ${why}`));
  }
  currentRoom = id;
  readyPromise = new Promise((resolve, reject) => {
    opening = { room: id, resolve, reject };
  });
  // Nobody may be waiting: a rejection no caller asked for is not an uncaught error.
  readyPromise.catch(() => undefined);
}

/** Called by the shell when the room has mounted. */
export function roomReady(): void {
  opening?.resolve(currentRoom);
  opening = null;
}

/**
 * Offer `methods` on window.tabletop until the returned function is called.
 * Rooms call this when they mount and call the result when they unmount.
 */
export function registerAutomation(methods: Record<string, Method>): () => void {
  for (const name of Object.keys(methods)) {
    if (BASE.has(name)) throw new Error(`tabletop.${name} belongs to the shell and cannot be replaced`);
  }
  for (const [name, fn] of Object.entries(methods)) {
    registered.set(name, fn);
    tabletop[name] = fn;
  }
  return () => {
    for (const [name, fn] of Object.entries(methods)) {
      if (registered.get(name) !== fn) continue;
      registered.delete(name);
      delete tabletop[name];
    }
  };
}

/** Installs window.tabletop (a Proxy so unknown methods explain themselves). */
export function installAutomation(): void {
  window.tabletop = new Proxy(tabletop, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target || name === 'then' || name === 'toJSON') {
        return Reflect.get(target, name, receiver);
      }
      return () => Promise.reject(new Error(`tabletop.${name} is not offered in room '${currentRoom}'; offered: ${tabletop.methods().join(', ') || 'none'}`));
    },
  });
}
