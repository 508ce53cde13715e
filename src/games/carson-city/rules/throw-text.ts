// A settled throw in words, for the prompt area after it (the GameModule's
// describeThrow): where the set-up dice put the town centre or the mountains,
// a duellist's die and, once all have thrown, who won the duel and what the
// win brought; gambling as the log says it. Only the throw's own lines: the
// resolution that runs on after a duel is for the log and the tour.

import type { Message, Text } from '../../../core/message.ts';
import { CARSON_LOG, logLine, seatMessage } from '../log-messages.ts';
import type { CarsonState } from '../types.ts';
import { contestMessage } from './resolve.ts';

const added = (before: CarsonState, after: CarsonState): Message[] => after.log.slice(before.log.length);

/** The words as a message (issue 25): the prompt area formats them in the reader's language. */
export function describeThrow(before: CarsonState, after: CarsonState): Text | null {
  const ph = before.phase;
  const lines = added(before, after);
  if (ph.kind === 'resolve' && ph.duel) {
    const contest = before.queue[0] ? contestMessage(before.queue[0]) : logLine('contestSquare');
    const thrown = ph.duel.faces.length;
    const seat = ph.duel.seats[thrown]!;
    const next = ph.duel.seats[thrown + 1];
    const duelLine = lines.findIndex((l) => l.id === CARSON_LOG.duel.id);
    if (next !== undefined || duelLine < 0) {
      const face = after.phase.kind === 'resolve' ? after.phase.duel?.faces[thrown] : undefined;
      const values = { seat: seatMessage(seat), face: face ?? '?', contest };
      return next !== undefined ? logLine('throwFaceNext', { ...values, next: seatMessage(next) }) : logLine('throwFace', values);
    }
    const result = logLine('throwDuel', { ...lines[duelLine]!.values, contest });
    const effect = lines[duelLine + 1];
    return effect ? logLine('throwThen', { first: result, then: effect }) : result;
  }
  return lines[0] ?? null;
}
