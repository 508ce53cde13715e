// One object per session (a game's controller: the pick, hints, what a click
// does), shared by the board in the canvas and the HUD over it, which are
// separate React trees and cannot hand it to each other. Kept in a WeakMap, so
// it goes when the session goes.
export function memoBySession<K extends object, V>(create: (session: K) => V): (session: K) => V {
  const made = new WeakMap<K, V>();
  return (session) => {
    let value = made.get(session);
    if (value === undefined) {
      value = create(session);
      made.set(session, value);
    }
    return value;
  };
}
