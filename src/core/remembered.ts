// A setting the player chose, remembered in the browser's localStorage
// (speed, render quality, interface size, sound). Storage may be missing
// (Node, tests) or blocked (privacy settings): reading then gives the
// default and writing does nothing, never an exception.

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page's localStorage, or null where there is none or it is blocked. */
export const localStore = (): KeyValue | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked
  }
};

/** The remembered one of `choices` under `key`; `fallback` when none, unknown or unreadable. */
export function readChoice<T extends string>(storage: KeyValue | null, key: string, choices: readonly T[], fallback: T): T {
  try {
    const v = storage?.getItem(key);
    return (choices as readonly string[]).includes(v ?? '') ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}
