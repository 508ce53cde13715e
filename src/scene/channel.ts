// A value outside React that anyone may read, set and follow: how the DOM,
// the boards and the camera rig talk without a shared store (view-frame.ts,
// decision-targets.ts).
export type Listener<T> = (value: T) => void;

export function channel<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l(next));
    },
    subscribe(l: Listener<T>): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
