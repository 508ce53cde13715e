// Autosave: the game record after every input, one slot per game, in any
// Storage-like object (the browser's is autosave-store.ts: IndexedDB behind a
// synchronous cache; tests pass an in-memory one). Reading goes through
// parseSave, so a damaged slot is a message, not a crash. A slot that cannot
// be resumed (refused by the checker, or recorded as failing to open) is set
// aside (kept in a list to open or download, never resumed on its own), so one
// bad autosave never locks a link.
import { parseSave, serializeSave, type GameLookup, type ParsedSave } from '../../core/save.ts';
import type { GameRecord } from '../../core/log.ts';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  /**
   * Optional: hear how writes that finish later (IndexedDB) went, in the
   * order they were made: a message when one failed, null when one was
   * stored, and the key written. Returns the unsubscribe.
   */
  watch?(listener: (problem: string | null, key: string) => void): () => void;
};

export const autosaveKey = (gameId: string): string => `frontier-table:autosave:${gameId}`;
/** Where the autosaves that could not be resumed are kept (a list), each until the player dismisses it. */
export const setAsideKey = (gameId: string): string => `frontier-table:set-aside:${gameId}`;

/** An autosave that could not be resumed: why, its text as it was, and when it was set aside (ms since 1970). */
export interface SetAside {
  reason: string;
  text: string;
  at: number;
}

/** Set-aside saves too big for the storage, live for this page visit only. */
const setAsideHere = new Map<string, SetAside[]>();

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
    return { ok: false, error: { code: 'foreign', message: 'The autosave slot holds another game.', said: /*i18n*/ { id: 'start.other-game', message: 'The autosave slot holds another game.' } } };
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
export function sameSetup(a: Pick<GameRecord<unknown>, 'seats' | 'seed' | 'options'>, b: Pick<GameRecord<unknown>, 'seats' | 'seed' | 'options'>): boolean {
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

/** One entry of the stored list; the text itself lives under its own key (never re-encoded inside JSON). */
interface SetAsideEntry {
  reason: string;
  at: number;
  /** The key of the text; older entries carried the text itself. */
  textKey?: string;
  text?: string;
}

const setAsideTextKey = (gameId: string, at: number): string => `${setAsideKey(gameId)}:${at}`;

function storedEntries(storage: StorageLike | null, gameId: string): SetAsideEntry[] {
  try {
    const text = storage?.getItem(setAsideKey(gameId));
    if (!text) return [];
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]).filter(
      (d): d is SetAsideEntry => typeof d === 'object' && d !== null && typeof (d as SetAsideEntry).reason === 'string' && (typeof (d as SetAsideEntry).textKey === 'string' || typeof (d as SetAsideEntry).text === 'string'),
    );
  } catch {
    return [];
  }
}

/** The stored list (an older single entry counts as a list of one); entries whose text is gone are skipped. */
function storedSetAsides(storage: StorageLike | null, gameId: string): SetAside[] {
  const out: SetAside[] = [];
  for (const e of storedEntries(storage, gameId)) {
    let text: string | null | undefined = e.text;
    try {
      if (e.textKey !== undefined) text = storage?.getItem(e.textKey);
    } catch {
      text = null;
    }
    if (typeof text === 'string') out.push({ reason: e.reason, text, at: typeof e.at === 'number' ? e.at : 0 });
  }
  return out;
}

/**
 * Moves the autosave of `gameId` aside: the slot is free (the link opens a
 * game again), the text joins the set-aside list (kept for the player to open
 * or download until dismissed; an earlier one is never overwritten), `reason`
 * says why. The text is moved as it is (a huge one is never parsed or
 * re-encoded on the way).
 */
export function setAsideAutosave(storage: StorageLike | null, gameId: string, reason: string, now: number = Date.now()): SetAside | null {
  const text = autosaveText(storage, gameId);
  if (text === null) return null;
  const aside: SetAside = { reason, text, at: now };
  const textKey = setAsideTextKey(gameId, now);
  try {
    storage?.setItem(textKey, text);
    storage?.setItem(setAsideKey(gameId), JSON.stringify([{ reason, at: now, textKey }, ...storedEntries(storage, gameId)]));
  } catch {
    // Too big to keep: it stays openable and downloadable while this page is open.
    try {
      storage?.removeItem(textKey);
    } catch {
      /* nothing was kept */
    }
    setAsideHere.set(gameId, [aside, ...(setAsideHere.get(gameId) ?? [])]);
  }
  clearAutosave(storage, gameId);
  return aside;
}

/** The set-aside saves of `gameId`, newest first. */
export function readSetAsides(storage: StorageLike | null, gameId: string): SetAside[] {
  return [...(setAsideHere.get(gameId) ?? []), ...storedSetAsides(storage, gameId)].sort((a, b) => b.at - a.at);
}

/** The player has dealt with one set-aside save (`text` names it: dismissed it); the others stay. */
export function dropSetAside(storage: StorageLike | null, gameId: string, text: string): void {
  const here = (setAsideHere.get(gameId) ?? []).filter((a) => a.text !== text);
  if (here.length > 0) setAsideHere.set(gameId, here);
  else setAsideHere.delete(gameId);
  try {
    const entries = storedEntries(storage, gameId);
    const textOf = (e: SetAsideEntry) => (e.textKey !== undefined ? storage?.getItem(e.textKey) : e.text);
    const rest = entries.filter((e) => textOf(e) !== text);
    for (const e of entries) if (!rest.includes(e) && e.textKey !== undefined) storage?.removeItem(e.textKey);
    if (rest.length > 0) storage?.setItem(setAsideKey(gameId), JSON.stringify(rest));
    else storage?.removeItem(setAsideKey(gameId));
  } catch {
    /* nothing to drop */
  }
}
