// Autosave: the game record after every input, one slot per game in
// localStorage (or any Storage-like object; tests pass an in-memory one).
// Reading goes through parseSave, so a damaged slot is a message, not a crash.
import { parseSave, serializeSave, type GameLookup, type ParsedSave } from '../../core/save.ts';
import type { GameRecord } from '../../core/log.ts';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const autosaveKey = (gameId: string): string => `frontier-table:autosave:${gameId}`;

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

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function browserStorage(): StorageLike | null {
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
