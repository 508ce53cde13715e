// How the game's saving stands, for the room to say once and keep saying:
// a lasting warning while autosaves fail (with the game offered for download
// at once, since a reload would lose the moves since), and the autosave that
// was set aside because it could not be resumed (offered for download until
// the player drops it). One warning however many moves fail: a failing save is
// one fact, not a notice per move.
import { createStore } from 'zustand/vanilla';
import type { GameRecord } from '../../core/log.ts';
import { dropSetAside, readSetAside, type SetAside, type StorageLike } from './autosave.ts';

/** Where the unverified mark of a game in play lasts across reloads (the record itself has no field for it). */
export const unverifiedKey = (gameId: string): string => `frontier-table:unverified:${gameId}`;

/** The lasting mark, when it belongs to `record`: the same game (seed) grown from the save that was loaded. */
function lastingMark(storage: StorageLike | null, record: Pick<GameRecord, 'moduleId' | 'seed' | 'inputs'>): string | null {
  try {
    const mark = JSON.parse(storage?.getItem(unverifiedKey(record.moduleId)) ?? 'null') as { seed?: unknown; inputs?: unknown; message?: unknown } | null;
    if (!mark || mark.seed !== record.seed || typeof mark.inputs !== 'number' || typeof mark.message !== 'string') return null;
    return mark.inputs > 0 && record.inputs.length >= mark.inputs ? mark.message : null;
  } catch {
    return null;
  }
}

export interface SaveHealthState {
  /** Why saving fails now, or null while it works. */
  failing: string | null;
  /** Moves made while saving failed (the download holds them all). */
  unsavedMoves: number;
  setAside: SetAside | null;
  /** Why the game in play is an unverified save (its physical results could not be re-simulated), or null. */
  unverified: string | null;
}

export function createSaveHealth(storage: StorageLike | null, record: Pick<GameRecord, 'moduleId' | 'seed' | 'inputs'>) {
  const gameId = record.moduleId;
  const store = createStore<SaveHealthState>()(() => ({ failing: null, unsavedMoves: 0, setAside: readSetAside(storage, gameId), unverified: lastingMark(storage, record) }));
  return {
    store,
    /** The outcome of one autosave: null when it was stored. */
    saved(problem: string | null): void {
      const s = store.getState();
      if (problem === null) {
        if (s.failing !== null) store.setState({ failing: null, unsavedMoves: 0 });
        return;
      }
      store.setState({ failing: problem, unsavedMoves: s.unsavedMoves + 1 });
    },
    /**
     * A save loaded to play on (`record`) could not be verified (message), or
     * a verified one replaced it (null). The mark outlasts a reload of that game.
     */
    markUnverified(message: string | null, loaded?: Pick<GameRecord, 'seed' | 'inputs'>): void {
      store.setState({ unverified: message });
      try {
        if (message && loaded) storage?.setItem(unverifiedKey(gameId), JSON.stringify({ seed: loaded.seed, inputs: loaded.inputs.length, message }));
        else storage?.removeItem(unverifiedKey(gameId));
      } catch {
        /* the mark then lasts for this page only */
      }
    },
    /** The player downloaded or dismissed the set-aside save. */
    dropSetAside(): void {
      dropSetAside(storage, gameId);
      store.setState({ setAside: null });
    },
  };
}

export type SaveHealth = ReturnType<typeof createSaveHealth>;
