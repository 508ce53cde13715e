// A settled throw in words, for the prompt area after it (the GameModule's
// describeThrow): where the set-up dice put the town centre or the mountains,
// a duellist's die and, once all have thrown, who won the duel and what the
// win brought; gambling as the log says it. Only the throw's own lines: the
// resolution that runs on after a duel is for the log and the tour.

import type { CarsonState } from '../types.ts';
import { contestName } from './resolve.ts';
import { seatName } from './state.ts';

const added = (before: CarsonState, after: CarsonState): string[] => after.log.slice(before.log.length);

export function describeThrow(before: CarsonState, after: CarsonState): string | null {
  const ph = before.phase;
  const lines = added(before, after);
  if (ph.kind === 'resolve' && ph.duel) {
    const where = before.queue[0] ? contestName(before.queue[0]) : 'the square';
    const thrown = ph.duel.faces.length;
    const seat = ph.duel.seats[thrown]!;
    const next = ph.duel.seats[thrown + 1];
    const duelLine = lines.findIndex((l) => l.startsWith('Duel: '));
    if (next !== undefined || duelLine < 0) {
      const face = after.phase.kind === 'resolve' ? after.phase.duel?.faces[thrown] : undefined;
      return `${seatName(seat)} throws ${face ?? '?'} in the duel for ${where}${next !== undefined ? `; ${seatName(next)} throws next` : ''}.`;
    }
    const result = lines[duelLine]!.replace(/^Duel: /, `Duel for ${where}: `);
    const effect = lines[duelLine + 1];
    return effect ? `${result} ${effect}` : result;
  }
  return lines.length > 0 ? lines[0]! : null;
}
