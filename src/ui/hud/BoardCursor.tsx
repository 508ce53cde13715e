// The board as one stop for the keyboard, the same in every game: a focusable
// strip at the head of the turn panel (Tab reaches it before the panel's
// buttons). While it has the focus the arrow keys walk the game's board
// cursor over the targets and Enter acts on the one under it (use-game-keys.ts
// lets them through only here or where no control has the focus); the
// cursor's target, in words, sits in a polite status region, so a screen
// reader says it after every step. The 3D board shows the same cursor lit.
// The game passes the words (what is under the cursor, or why nothing is);
// the keys stay its own. On a touch device, which has no arrow keys, the strip
// is left out (the key hints are too).
import { i18n } from '@lingui/core';
import { useCoarsePointer } from '../touch.ts';
import './hud.css';

export interface BoardCursorProps {
  /** What is under the cursor now (or what to do to get one). */
  text: string;
  /** The keys, shown before the text (e.g. "Arrows choose a site · Enter picks"). */
  keys?: string;
}

export function BoardCursor({ text, keys = i18n._({ id: 'ui.cursor.keys', message: 'Arrows choose · Enter acts' }) }: BoardCursorProps) {
  if (useCoarsePointer()) return null;
  return (
    <div className="board-cursor" tabIndex={0} role="application" aria-roledescription="board" aria-label={i18n._({ id: 'ui.cursor.label', message: 'Board: {keys}', values: { keys } })} data-board-cursor="" data-testid="board-cursor">
      <span className="board-cursor-keys" aria-hidden="true">
        {i18n._({ id: 'ui.cursor.board', message: 'Board' })} <small>{keys}</small>
      </span>
      <span className="board-cursor-target" role="status" data-testid="board-cursor-target">
        {text}
      </span>
    </div>
  );
}

/** What the cursor's target is, in words: a name, and more to say after its place among the lit ones. */
export interface CursorWords {
  name: string;
  more?: string;
}

/**
 * The board cursor's line for a picking (scene/kit/picking.ts): the target
 * under the cursor with its place among the lit ones ("Parcel C3 (2 of 9)."),
 * or how to get one, or that there is nothing on the board to choose.
 */
export function cursorText<T>(lit: readonly T[], cursor: T | null, say: (t: T) => CursorWords | null): string {
  if (lit.length === 0) return i18n._({ id: 'ui.cursor.nothing', message: 'Nothing to choose on the board now.' });
  const at = cursor === null ? -1 : lit.indexOf(cursor);
  const words = at < 0 ? null : say(cursor!);
  if (!words) return i18n._({ id: 'ui.cursor.lit', message: '{count, plural, one {# lit target} other {# lit targets}}: press an arrow key to go to one.', values: { count: lit.length } });
  const place = i18n._({ id: 'ui.cursor.at', message: '{name} ({n} of {count}).', values: { name: words.name, n: at + 1, count: lit.length } });
  return words.more ? `${place} ${words.more}` : place;
}
