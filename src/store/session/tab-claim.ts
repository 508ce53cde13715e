// One tab plays a game at a time. Two tabs of one game used to write the same
// autosave slot: a stale tab's move overwrote the other's, and a reload lost
// moves without a word. A tab holds a Web Lock named after the game while it
// plays it (navigator.locks: the browser releases it when the tab closes or
// reloads). A tab that finds the lock held says the game is open elsewhere and
// offers to take it over: it reloads, steals the lock and resumes the autosave
// as the other tab last stored it. The tab it was taken from hears at once (its
// lock request fails) and from then on writes nothing (claimedStorage).
import type { StorageLike } from './autosave.ts';

export const gameLockName = (gameId: string): string => `frontier-table:game:${gameId}`;
/** Set by "take it over here" for the reload that follows (sessionStorage: this tab only). */
const TAKE_OVER_KEY = 'frontier-table:take-over';

export type GameClaim =
  /** This tab plays the game; `onLost` hears when another tab took it over. */
  | { kind: 'held'; onLost(listener: () => void): void; release(): void }
  /** Another tab plays it. */
  | { kind: 'elsewhere' }
  /** No Web Locks here (an insecure origin, an old browser): tabs cannot tell; nothing is guarded. */
  | { kind: 'unknown' };

type Locks = Pick<LockManager, 'request'>;

const browserLocks = (): Locks | null => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

/** Claims `gameId` for this tab: takes the lock when free (or steals it with `takeOver`), else says where it is. */
export function claimGame(gameId: string, takeOver = false, locks: Locks | null = browserLocks()): Promise<GameClaim> {
  if (!locks) return Promise.resolve({ kind: 'unknown' });
  return new Promise((resolve) => {
    let lost = false;
    const listeners: (() => void)[] = [];
    let release = () => undefined as void;
    const holding = new Promise<void>((r) => (release = r));
    locks
      .request(gameLockName(gameId), takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve({ kind: 'elsewhere' });
          return undefined;
        }
        resolve({ kind: 'held', onLost: (l) => (lost ? l() : listeners.push(l)), release });
        return holding;
      })
      .catch(() => {
        // Stolen by another tab (AbortError) or refused: either way this tab no longer plays the game.
        lost = true;
        listeners.splice(0).forEach((l) => l());
        resolve({ kind: 'unknown' });
      });
  });
}

/** True once: this load follows "take it over here" for `gameId` (the flag is cleared). */
export function takeOverAsked(gameId: string): boolean {
  try {
    const asked = sessionStorage.getItem(TAKE_OVER_KEY) === gameId;
    sessionStorage.removeItem(TAKE_OVER_KEY);
    return asked;
  } catch {
    return false;
  }
}

/** "Take it over here": reload this tab, which then steals the game's lock and resumes the stored game. */
export function takeOver(gameId: string): void {
  try {
    sessionStorage.setItem(TAKE_OVER_KEY, gameId);
  } catch {
    /* without sessionStorage the reload waits for the other tab to close */
  }
  location.reload();
}

/** `storage` while `holds()`; afterwards every write is dropped, so a tab that lost its game can never overwrite it. */
export function claimedStorage(storage: StorageLike, holds: () => boolean): StorageLike {
  const claimed: StorageLike = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, text) => (holds() ? storage.setItem(key, text) : undefined),
    removeItem: (key) => (holds() ? storage.removeItem(key) : undefined),
  };
  if (storage.watch) claimed.watch = storage.watch.bind(storage);
  return claimed;
}
