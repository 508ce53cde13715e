// A game's rules help as plain data, one shape for every game: the lobby's
// Rules, event mode's first help and the room's help overlay all lay out the
// same object (src/games/<id>/help.ts, carried by the games registry).

/** A titled part of the rules: a heading and its points. */
export interface HelpSection {
  title: string;
  items: readonly string[];
}

/** One row of a key table: the keys, and what they do. A view's key map rows ({ keys, does, run }) fit it too. */
export interface KeyHelp {
  keys: string;
  does: string;
}

export interface GameHelp {
  /** A paragraph before the sections: what the game is about. */
  intro?: string;
  sections: readonly HelpSection[];
  /** The keys, for the lobby's Rules (the room shows its view's key map when it has one). */
  keys: readonly KeyHelp[];
}
