// Autosave: the game record after every input, one slot per game, in any
// Storage-like object (the browser's is autosave-store.ts: IndexedDB behind a
// synchronous cache; tests pass an in-memory one). Reading goes through
// parseSave, so a damaged slot is a message, not a crash. A slot that cannot
// be resumed is set aside (kept for download, never resumed again), so one
// bad autosave never locks a link.
import { parseSave, serializeSave, type GameLookup, type ParsedSave } from '../../core/save.ts';
import type { GameRecord } from '../../core/log.ts';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  /**
   * Optional: hear how writes that finish later (IndexedDB) went: a message
   * when one failed, null when one succeeded. Returns the unsubscribe.
   */
  watch?(listener: (problem: string | null) => void): () => void;
};

export const autosaveKey = (gameId: string): string => `frontier-table:autosave:${gameId}`;
/** Where an autosave that could not be resumed is kept for download. */
export const setAsideKey = (gameId: string): string => `frontier-table:set-aside:${gameId}`;
/** Present while a resumed autosave is opening; still there on the next load means it never opened. */
export const resumingKey = (gameId: string): string => `frontier-table:resuming:${gameId}`;

/** An autosave that could not be resumed: why, and its text as it was. */
export interface SetAside {
  reason: string;
  text: string;
}

/** Set-aside saves too big for the storage still live for this page visit. */
const setAsideHere = new Map<string, SetAside>();

/** Writes the slot; returns an error message instead of throwing (quota, private mode). */
export function writeAutosave(storage: StorageLike | null, record: GameRecord<unknown>): string | null {
  if (!storage) return null;
  try {
    storage.setItem(autosaveKey(record.moduleId), serializeSave(record));
    return null;
  } catch (e) {
    return `Autosave failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** The saved game of `gameId`: null when there is none, else what parseSave made of it. */
export function readAutosave(storage: StorageLike | null, gameId: string, games: GameLookup): ParsedSave | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(autosaveKey(gameId));
  } catch {
    return null;
  }
  if (text === null) return null;
  const parsed = parseSave(text, games);
  if (parsed.ok && parsed.record.moduleId !== gameId) {
    return { ok: false, error: { code: 'foreign', message: 'The autosave slot holds another game.' } };
  }
  return parsed;
}

export function clearAutosave(storage: StorageLike | null, gameId: string): void {
  try {
    storage?.removeItem(autosaveKey(gameId));
  } catch {
    /* nothing to clear */
  }
}

/** IndexedDB's autosaves behind a cache, once autosave-store.ts has loaded them (game rooms); null: localStorage. */
let installed: StorageLike | null = null;
export function installBrowserStorage(storage: StorageLike | null): void {
  installed = storage;
}

/** The browser's autosave storage: IndexedDB's (in a game room) or localStorage, or null where there is none (or it is blocked). */
export function browserStorage(): StorageLike | null {
  if (installed) return installed;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Same seats, seed and options: the autosave is the game this link starts. */
export function sameSetup(a: GameRecord<unknown>, b: Pick<GameRecord<unknown>, 'seats' | 'seed' | 'options'>): boolean {
  const seats = (r: Pick<GameRecord<unknown>, 'seats'>) => JSON.stringify(r.seats.map((s) => (s.kind === 'human' ? 'human' : `bot:${s.level}`)));
  const opts = (o: Record<string, unknown>) => JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
  return a.seed === b.seed && seats(a) === seats(b) && opts(a.options) === opts(b.options);
}

/** The raw text of the autosave slot, or null (none, or storage blocked). */
export function autosaveText(storage: StorageLike | null, gameId: string): string | null {
  try {
    return storage?.getItem(autosaveKey(gameId)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Moves the autosave of `gameId` aside: the slot is free (the link opens a
 * game again), the text is kept for the player to download, `reason` says why.
 */
export function setAsideAutosave(storage: StorageLike | null, gameId: string, reason: string): SetAside | null {
  const text = autosaveText(storage, gameId);
  if (text === null) return null;
  const aside: SetAside = { reason, text };
  setAsideHere.set(gameId, aside);
  try {
    storage?.setItem(setAsideKey(gameId), JSON.stringify(aside));
  } catch {
    // Too big to keep: it stays downloadable while this page is open.
  }
  clearAutosave(storage, gameId);
  return aside;
}

/** The set-aside save of `gameId`, if any. */
export function readSetAside(storage: StorageLike | null, gameId: string): SetAside | null {
  const here = setAsideHere.get(gameId);
  if (here) return here;
  try {
    const text = storage?.getItem(setAsideKey(gameId));
    if (!text) return null;
    const data = JSON.parse(text) as unknown;
    if (typeof data === 'object' && data !== null && typeof (data as SetAside).reason === 'string' && typeof (data as SetAside).text === 'string') {
      return { reason: (data as SetAside).reason, text: (data as SetAside).text };
    }
  } catch {
    /* unreadable: nothing to offer */
  }
  return null;
}

/** The player has dealt with the set-aside save (downloaded or dismissed it). */
export function dropSetAside(storage: StorageLike | null, gameId: string): void {
  setAsideHere.delete(gameId);
  try {
    storage?.removeItem(setAsideKey(gameId));
  } catch {
    /* nothing to drop */
  }
}

/** Marks that the autosave of `gameId` is being resumed (cleared once the game is on screen). */
export function markResuming(storage: StorageLike | null, gameId: string, moves: number): void {
  try {
    storage?.setItem(resumingKey(gameId), String(moves));
  } catch {
    /* without the mark a crash loop is not detected; resuming still works */
  }
}

/** The resumed game is on screen and playing. */
export function resumeOpened(storage: StorageLike | null, gameId: string): void {
  try {
    if (storage?.getItem(resumingKey(gameId)) !== null) storage?.removeItem(resumingKey(gameId));
  } catch {
    /* nothing to clear */
  }
}

/** True when the last resume of `gameId` never got the game on screen (it crashed, or the page went away while loading). */
export function resumeNeverOpened(storage: StorageLike | null, gameId: string): boolean {
  try {
    return (storage?.getItem(resumingKey(gameId)) ?? null) !== null;
  } catch {
    return false;
  }
}
