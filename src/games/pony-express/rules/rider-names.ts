// The names on the riders' gold piles: "Rider 2", and "(you)" only for the
// seat the screen shows. Every human seat said "(you)" before, so both riders
// of a hot-seat game did (issue 21, item 5); a spectator's screen has no "you".
// Messages (issue 25): the board says them in the reader's language.
import type { Seat } from '../../../core/contract.ts';
import { message, type Message } from '../../../core/message.ts';
import { seatMessage } from '../log-messages.ts';

const YOU = /*i18n*/ { id: 'pony-express.board.you', message: '{seat} (you)' };

export function riderNames(riders: readonly { seat: Seat }[], viewer: Seat | null): Message[] {
  return riders.map((r) => (r.seat === viewer ? message(YOU.id, { seat: seatMessage(r.seat) }) : seatMessage(r.seat)));
}
