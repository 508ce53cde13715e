// How the game's saving stands, for the room to say once and keep saying:
// a lasting warning while autosaves fail (with the game offered for download
// at once, since a reload would lose the moves since), and the autosave that
// was set aside because it could not be resumed (offered for download until
// the player drops it). One warning however many moves fail: a failing save is
// one fact, not a notice per move.
import { createStore } from 'zustand/vanilla';
import { dropSetAside, readSetAside, type SetAside, type StorageLike } from './autosave.ts';

export interface SaveHealthState {
  /** Why saving fails now, or null while it works. */
  failing: string | null;
  /** Moves made while saving failed (the download holds them all). */
  unsavedMoves: number;
  setAside: SetAside | null;
  /** Why the game in play is an unverified save (its physical results could not be re-simulated), or null. */
  unverified: string | null;
}

export function createSaveHealth(storage: StorageLike | null, gameId: string) {
  const store = createStore<SaveHealthState>()(() => ({ failing: null, unsavedMoves: 0, setAside: readSetAside(storage, gameId), unverified: null }));
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
    /** A save loaded to play on could not be verified (message), or a verified one replaced it (null). */
    markUnverified(message: string | null): void {
      store.setState({ unverified: message });
    },
    /** The player downloaded or dismissed the set-aside save. */
    dropSetAside(): void {
      dropSetAside(storage, gameId);
      store.setState({ setAside: null });
    },
  };
}

export type SaveHealth = ReturnType<typeof createSaveHealth>;
