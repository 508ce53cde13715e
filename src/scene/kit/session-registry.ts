// Things made on the page for a session (a board's pickings, the stores its
// HUD and board share) that the scene worker's link must reach, whether the
// link comes before or after them: `watch` sees those made already and those
// to come. Kept per session object, forgotten with it.
export interface SessionRegistry<T> {
  /** `item` was made for `session`; every watcher of that session sees it, with its index. */
  add(session: object, item: T): void;
  /** Calls `see` with each item of `session`, made already and to come; returns the function that stops. */
  watch(session: object, see: (item: T, index: number) => void): () => void;
}

export function sessionRegistry<T>(): SessionRegistry<T> {
  const made = new WeakMap<object, T[]>();
  const watchers = new WeakMap<object, Set<(item: T, index: number) => void>>();
  return {
    add(session, item) {
      const list = made.get(session) ?? [];
      made.set(session, list);
      list.push(item);
      for (const see of watchers.get(session) ?? []) see(item, list.length - 1);
    },
    watch(session, see) {
      (made.get(session) ?? []).forEach((item, i) => see(item, i));
      const set = watchers.get(session) ?? new Set();
      watchers.set(session, set);
      set.add(see);
      return () => set.delete(see);
    },
  };
}
