// What a settled throw decided, for the caption in the prompt area: the
// rules say it (GameModule.describeThrow), or else the log lines the throw
// added. A throw under a cup is told to others only by the public log.
// How long the caption holds follows the table's speed. Pure.
import type { Seat } from '../../core/contract.ts';
import type { Shown } from '../../store/session/types.ts';
import type { Speed } from '../../store/session/speed.ts';
import type { Text } from '../../core/message.ts';
import { formatText } from '../../i18n/format-message.ts';

/** How long a throw's outcome stays in the prompt area unless tapped away (ms): long enough to read, shorter when the table plays fast. */
export const OUTCOME_HOLD_MS: Record<Speed, number> = { normal: 2600, fast: 1300 };

/** The log lines `after` added to `before` (the log only grows within a game). */
export function addedLines(before: readonly Text[], after: readonly Text[]): Text[] {
  if (after.length < before.length) return [];
  return after.slice(before.length);
}

/**
 * The outcome of the throw that led from `before` to `after` (one input later, `before` awaiting a throw),
 * or null when no throw was settled between them or the rules have nothing to say.
 */
export function throwOutcomeText<S>(
  module: { describeThrow?(before: S, after: S): Text | null },
  before: Shown<S>,
  after: Shown<S>,
  viewer: Seat | null,
): string | null {
  const aw = before.awaiting;
  if (aw.kind !== 'throw' || after.inputs !== before.inputs + 1) return null;
  const secret = aw.hidden && viewer !== aw.seat;
  const said = !secret && module.describeThrow ? module.describeThrow(before.state, after.state) : undefined;
  const text = said === undefined ? addedLines(before.log, after.log).map(formatText).join(' ') : said === null ? '' : formatText(said);
  return text.trim() === '' ? null : text.trim();
}
