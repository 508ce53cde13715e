// How the game's saving stands, for the room to say once and keep saying:
// a lasting warning while autosaves fail (what a reload would lose, with the
// game offered for download at once), kept until a write succeeds again (a
// failing save is one fact, not a notice per move, and it does not blink);
// the autosaves that were set aside (each offered to open or download until
// the player dismisses it); and the unverified mark of the game in play,
// which the room sets from the checker's verdict on the record itself (a
// loaded file's, or the autosave's on every resume), so no undo can drop it.
import { createStore } from 'zustand/vanilla';
import { dropSetAside, readSetAsides, type SetAside, type StorageLike } from './autosave.ts';

export interface SaveHealthState {
  /** Why saving fails now, or null while it works. */
  failing: string | null;
  /** Moves of the game that storage holds (a reload brings back that many; 0: a new game). */
  storedMoves: number;
  /** Autosaves that could not be resumed, newest first, until the player dismisses each. */
  setAside: SetAside[];
  /** Why the game in play is an unverified save (its physical results could not be re-simulated), or null. */
  unverified: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a reload would lose while saving fails: the moves made since the last one stored (all of them when none was). */
export function reloadLoss(moves: number, stored: number): string {
  if (stored === 0) return `A reload now would start a new game: all ${plural(moves, 'move')} of this one would be lost.`;
  return `A reload now would go back to move ${stored}: the last ${plural(Math.max(0, moves - stored), 'move')} would be lost.`;
}

/** `storedMoves`: the moves of the game the storage holds now (the resumed autosave's, or 0 for a new game). */
export function createSaveHealth(storage: StorageLike | null, gameId: string, storedMoves = 0) {
  const store = createStore<SaveHealthState>()(() => ({ failing: null, storedMoves, setAside: readSetAsides(storage, gameId), unverified: null }));
  return {
    store,
    /** A write of the game at `moves` moves is stored. */
    stored(moves: number): void {
      store.setState({ failing: null, storedMoves: moves });
    },
    /** A write failed (`problem`): the storage still holds the last stored game. */
    failed(problem: string): void {
      if (store.getState().failing !== problem) store.setState({ failing: problem });
    },
    /** The checker's word on the game in play: unverified (its message), or null when verified. */
    markUnverified(message: string | null): void {
      store.setState({ unverified: message });
    },
    /** The player dismissed the set-aside save whose text is `text`. */
    dropSetAside(text: string): void {
      dropSetAside(storage, gameId, text);
      store.setState({ setAside: store.getState().setAside.filter((a) => a.text !== text) });
    },
  };
}

export type SaveHealth = ReturnType<typeof createSaveHealth>;
