// Low-level steps every rule file may call: the end of the game, special
// movement (no encounter, no space action), arriving on the mail boxes, and
// drawing cards to choose from. They never continue the turn themselves, so
// they sit below the turn flow (flow.ts) and everything above it.

import type { Seat } from '../../../core/contract.ts';
import { MAILBOX_1, STATION_FARES, TRACK_LENGTH, nextStation } from '../data/board.ts';
import { drawCard, onMail, rider, say, seatName } from './helpers.ts';
import type { PonyState, Resume, TurnFlags } from '../types.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import type { Message } from '../../../core/message.ts';

export const freshFlags = (): TurnFlags => ({
  freeRethrowUsed: false,
  horseshoe: false,
  swornWord: false,
  spurs: false,
  rethrows: 0,
});

export const isOver = (s: PonyState): boolean => s.phase.kind === 'over';

/** The race is won: `why` in English is the result's summary, `said` the log's words for it. */
export function win(s: PonyState, seat: Seat, why: string, said: Message): void {
  s.winner = seat;
  s.summary = `${seatName(seat)} ${why}`;
  s.phase = { kind: 'over' };
  s.todo = [];
  say(s, said);
}

/** The fare from this station to the next, or null when there is no train to take. */
export function trainFare(space: number): { to: number; fare: number } | null {
  const to = nextStation(space);
  const fare = STATION_FARES[space];
  return to === null || fare === undefined ? null : { to, fare };
}

/**
 * Arrive on the first mail box. If another rider already holds the mail, the
 * final duel starts at once (returns true: the caller must stop).
 */
export function arriveMail(s: PonyState, seat: Seat): boolean {
  const r = rider(s, seat);
  r.pos = MAILBOX_1;
  r.jailed = false;
  say(s, logLine('reaches', { seat: seatMessage(seat) }));
  const holder = s.riders.find((o) => o.seat !== seat && onMail(o));
  if (!holder) return false;
  say(s, logLine('finalDuel', { a: seatMessage(holder.seat), b: seatMessage(seat) }));
  s.phase = { kind: 'final-duel', first: holder.seat, second: seat, shooter: holder.seat, shots: [0, 0] };
  s.todo = [];
  return true;
}

/**
 * Movement that is not regular (station, caught bluff, Indians, cards): no
 * encounter and no space action. Returns true when it started the final duel.
 */
export function moveSpecial(s: PonyState, seat: Seat, steps: number): boolean {
  const r = rider(s, seat);
  if (onMail(r) || steps === 0) return false;
  const to = r.pos + steps;
  if (to >= TRACK_LENGTH) return arriveMail(s, seat);
  r.pos = Math.max(1, to);
  say(s, logLine(steps > 0 ? 'movesOn' : 'fallsBack', { seat: seatMessage(seat), space: r.pos }));
  return false;
}

/** Put a rider straight onto a space (train, short cut): special movement. */
export function placeSpecial(s: PonyState, seat: Seat, space: number): boolean {
  return moveSpecial(s, seat, space - rider(s, seat).pos);
}

/** Draw two cards for `seat` to choose from; false when no card is left anywhere. */
export function offerCards(s: PonyState, seat: Seat, resume: Resume): boolean {
  const offered: number[] = [];
  for (let i = 0; i < 2; i++) {
    const c = drawCard(s);
    if (c !== null) offered.push(c);
  }
  if (offered.length === 0) {
    say(s, logLine('noCards'));
    return false;
  }
  say(s, logLine('draws', { seat: seatMessage(seat), count: offered.length }));
  s.phase = { kind: 'relay', seat, offered, resume };
  return true;
}
