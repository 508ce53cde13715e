// The browser's autosave storage: IndexedDB (a quota of hundreds of MB, where
// localStorage holds about 5 MB and a long game with its throw specs
// overflowed it), read once when a game room loads and kept in a synchronous
// cache, so the session reads and writes as it always did. Writes reach
// IndexedDB a moment later; their outcome goes to the watchers (the session's
// one lasting "autosave failed" warning). localStorage keeps a mirror where it
// can (the lobby's "Resume" link reads it) and never a stale copy: a mirror
// write that fails removes the old one. So a mirror copy, where there is one,
// is the newest text: loading prefers it (an IndexedDB write cut off by a
// reload right after a move loses nothing), and a failed IndexedDB write whose
// text the mirror holds loses nothing either. Without IndexedDB (blocked, or
// too slow to open) the room falls back to localStorage alone.
import { installBrowserStorage, type StorageLike } from './autosave.ts';

const DB_NAME = 'frontier-table';
const STORE = 'autosaves';
const PREFIX = 'frontier-table:';
/** IndexedDB that has not opened by then is taken as blocked (the room must not wait on it). */
const OPEN_TIMEOUT_MS = 3_000;

/** Where the cache's writes go; each resolves when stored and rejects with the reason when not. */
export interface AutosaveBackend {
  put(key: string, text: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const errorText = (e: unknown): string => (e instanceof Error ? `${e.name === 'QuotaExceededError' ? 'the browser storage is full' : e.message}` : String(e));

/** A synchronous Storage over `entries`, writing through to `backend` (authoritative) and `mirror` (best effort). */
export function cachedStorage(entries: Map<string, string>, backend: AutosaveBackend, mirror: StorageLike | null = null): StorageLike {
  const watchers = new Set<(problem: string | null, key: string) => void>();
  const tell = (problem: string | null, key: string) => watchers.forEach((w) => w(problem, key));
  /** True when the mirror now holds `text`. */
  const mirrorSet = (key: string, text: string): boolean => {
    try {
      if (!mirror) return false;
      mirror.setItem(key, text);
      return true;
    } catch {
      try {
        mirror?.removeItem(key); // never leave an older copy behind
      } catch {
        /* mirror unusable */
      }
      return false;
    }
  };
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, text) {
      entries.set(key, text);
      const mirrored = mirrorSet(key, text);
      backend.put(key, text).then(
        () => tell(null, key),
        // The mirror's copy is what the next load reads: then nothing is lost.
        (e: unknown) => tell(mirrored ? null : errorText(e), key),
      );
    },
    removeItem(key) {
      entries.delete(key);
      try {
        mirror?.removeItem(key);
      } catch {
        /* mirror unusable */
      }
      backend.remove(key).catch(() => undefined);
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB did not open'));
    r.onblocked = () => reject(new Error('IndexedDB is blocked'));
    setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
  });
}

function idbBackend(db: IDBDatabase): AutosaveBackend {
  const write = (fn: (s: IDBObjectStore) => void) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write was aborted'));
    });
  return {
    put: (key, text) => write((s) => s.put(text, key)),
    remove: (key) => write((s) => s.delete(key)),
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** IndexedDB's saves (older ones still only in localStorage included) behind a cache, or null without IndexedDB. */
export async function loadBrowserAutosaves(): Promise<StorageLike | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const db = await openDb();
    const tx = db.transaction(STORE, 'readonly');
    const [keys, values] = await Promise.all([request(tx.objectStore(STORE).getAllKeys()), request(tx.objectStore(STORE).getAll())]);
    const entries = new Map<string, string>();
    keys.forEach((k, i) => {
      if (typeof k === 'string' && typeof values[i] === 'string') entries.set(k, values[i] as string);
    });
    const local = localStorageOrNull();
    try {
      for (let i = 0; local && i < local.length; i++) {
        const key = local.key(i);
        // The mirror is never older than IndexedDB (see above): its copy wins.
        if (key?.startsWith(PREFIX)) entries.set(key, local.getItem(key) ?? '');
      }
    } catch {
      /* localStorage unreadable: IndexedDB alone */
    }
    return cachedStorage(entries, idbBackend(db), local);
  } catch {
    return null;
  }
}

// Read once, before any game room chooses its start (this module is in the room's code only; the lobby never waits on it).
installBrowserStorage(await loadBrowserAutosaves());
