// A game's rules help as plain data, one shape for every game: the lobby's
// Rules, event mode's first help and the room's help overlay all lay out the
// same object (src/games/<id>/help.ts, carried by the games registry).

import { message, type Message, type Text } from './message.ts';

/** A titled part of the rules: a heading and its points. */
export interface HelpSection {
  title: Text;
  items: readonly Text[];
}

/**
 * One row of a key table: the keys, and what they do. A view's key map rows ({ keys, does, run }) fit it too.
 * Both are `Text` (issue 25): a message the view formats in the reader's language, or a plain string for
 * words every language writes alike (a key's letter, "Enter", "Esc", "1–5").
 */
export interface KeyHelp {
  keys: Text;
  does: Text;
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

/** The words of the keys every game shares (ids `keys.*`, the core's catalog part). */
export const KEY_NAMES = {
  space: /*i18n*/ { id: 'keys.space', message: 'Space' },
  undo: /*i18n*/ { id: 'keys.undo.keys', message: 'U or Ctrl+Z' },
  arrows: /*i18n*/ { id: 'keys.arrows', message: 'Arrows' },
  arrowKeys: /*i18n*/ { id: 'keys.arrow-keys', message: 'Arrow keys' },
  clickTap: /*i18n*/ { id: 'keys.click-tap', message: 'Click / tap' },
  hover: /*i18n*/ { id: 'keys.hover', message: 'Hover / long press' },
} as const;

const SESSION_DOES = {
  throw: /*i18n*/ { id: 'keys.throw', message: 'throw {what} (or drag and let go)' },
  undo: /*i18n*/ { id: 'keys.undo', message: 'undo {what}' },
  help: /*i18n*/ { id: 'keys.help', message: 'these rules' },
} as const;

/**
 * The keys the session takes alike in every game (src/ui/session/shared-keys.ts):
 * Space throws, U or Ctrl+Z undoes, ? opens these rules. A game's key table
 * lists them where it likes, naming what is thrown and what is undone (a message
 * of the game's, in the case the sentence needs: "die Würfel", "последнее решение").
 */
export const SESSION_KEYS = {
  throw: (what: Message): KeyHelp => ({ keys: KEY_NAMES.space, does: message(SESSION_DOES.throw.id, { what }) }),
  undo: (what: Message): KeyHelp => ({ keys: KEY_NAMES.undo, does: message(SESSION_DOES.undo.id, { what }) }),
  help: { keys: '?', does: SESSION_DOES.help } satisfies KeyHelp,
};
