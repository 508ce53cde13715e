// The turn panel over the table, one frame for every game: a section the
// phone's dock and the browser specs find by `<prefix>-turn` (data-turn-panel),
// the board cursor's strip at its head, the rules' prompt and what the seat is
// asked to do now (`<prefix>-prompt`, `<prefix>-demand`), the game's own lines
// and buttons, then for the seat that acts the hint line (why the last click
// did nothing, `<prefix>-hint`), what the game says about the target, and a
// line of keys (`<prefix>-keyhint`). Why shared: every game's HUD wrote this
// section by hand with its own prefix. Silver Creek County uses it; Gold in
// the Rivers (GoldHud), Main Street (StreetHud), Mail Run (TurnPanel) and
// Tableau Gulch (GamblerHud) have the same frame and can take it up.
import type { ReactNode } from 'react';
import { HintLine } from './HintLine.tsx';

export interface TurnPanelProps {
  /** The game's class prefix ("cc"): the panel and its lines are named after it. */
  prefix: string;
  /** The panel's accessible name. */
  label: string;
  /** The board cursor's strip (BoardCursor with the game's words). */
  cursor: ReactNode;
  /** The rules' prompt, when the game prints it in the panel. */
  prompt?: string;
  /** What the seat is asked to do now, or null. */
  demand?: string | null;
  /** The seat acts now: its hint line and key line show. */
  mine: boolean;
  hint: string | null;
  /** The keys in one line, a keyboard player's reminder. */
  keys?: string;
  /** The game's own lines and buttons, after the demand. */
  children?: ReactNode;
  /** What follows the hint line (what the target is, what the table just did). */
  after?: ReactNode;
}

export function TurnPanel({ prefix, label, cursor, prompt, demand, mine, hint, keys, children, after }: TurnPanelProps) {
  return (
    <section className={`panel ${prefix}-turn`} aria-label={label} data-testid={`${prefix}-turn`} data-turn-panel="">
      {cursor}
      {prompt !== undefined && (
        <p className={`${prefix}-prompt`} data-testid={`${prefix}-prompt`}>
          {prompt}
        </p>
      )}
      {demand && (
        <p className={`${prefix}-demand`} data-testid={`${prefix}-demand`}>
          {demand}
        </p>
      )}
      {children}
      {mine && <HintLine id={`${prefix}-hint`} hint={hint} />}
      {after}
      {mine && keys && <p className={`${prefix}-keyhint`}>{keys}</p>}
    </section>
  );
}
