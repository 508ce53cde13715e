// A game's rules help as plain data, one shape for every game: the lobby's
// Rules, event mode's first help and the room's help overlay all lay out the
// same object (src/games/<id>/help.ts, carried by the games registry).

import type { Text } from './message.ts';

/** A titled part of the rules: a heading and its points. */
export interface HelpSection {
  title: Text;
  items: readonly Text[];
}

/** One row of a key table: the keys, and what they do. A view's key map rows ({ keys, does, run }) fit it too. */
export interface KeyHelp {
  keys: string;
  does: string;
}

export interface GameHelp {
  /** A paragraph before the sections: what the game is about. */
  intro?: Text;
  sections: readonly HelpSection[];
  /** The keys, for the lobby's Rules (the room shows its view's key map when it has one). */
  keys: readonly KeyHelp[];
}

/**
 * A game's keys' words, named, written once in its help.ts: the help's key
 * table lists them in order (`keys: Object.values(KEY_WORDS)`), and the view's
 * key map (view/hud/keys.ts) takes each row's words from here by name, so the
 * table and what the keys do cannot drift apart.
 */
export type KeyWords = Readonly<Record<string, KeyHelp>>;

/**
 * The keys the session takes alike in every game (src/ui/session/shared-keys.ts):
 * Space throws, U or Ctrl+Z undoes, ? opens these rules. A game's key table
 * lists them where it likes, naming what is thrown and what is undone.
 */
export const SESSION_KEYS = {
  throw: (what: string): KeyHelp => ({ keys: 'Space', does: `throw ${what} (or drag and let go)` }),
  undo: (what: string): KeyHelp => ({ keys: 'U or Ctrl+Z', does: `undo ${what}` }),
  help: { keys: '?', does: 'these rules' } satisfies KeyHelp,
};
