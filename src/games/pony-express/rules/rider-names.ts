// The names on the riders' gold piles: "Rider 2", and "(you)" only for the
// seat the screen shows. Every human seat said "(you)" before, so both riders
// of a hot-seat game did (issue 21, item 5); a spectator's screen has no "you".
import type { Seat } from '../../../core/contract.ts';

export function riderNames(riders: readonly { seat: Seat }[], viewer: Seat | null): string[] {
  return riders.map((r) => `Rider ${r.seat + 1}${r.seat === viewer ? ' (you)' : ''}`);
}
