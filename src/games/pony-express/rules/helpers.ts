// Small mutating helpers used inside one `apply` on a private clone of the
// state (apply clones first, so the caller's state is never touched).

import { FACTS } from '../facts.ts';
import { seatTitle, type RuleError, type Seat } from '../../../core/contract.ts';
import { Rng } from '../../../core/rng.ts';
import { MAILBOX_1 } from '../data/board.ts';
import type { Message } from '../../../core/message.ts';
import type { PonyErrorCode, PonyState, Rider } from '../types.ts';
import { logLine, seatMessage } from '../log-messages.ts';

/** A rule error with one of Pony Express's own codes. */
export type Fail = RuleError<PonyErrorCode>;
export const fail = (code: PonyErrorCode, message: string, said: Message): Fail => ({ code, message, said });

/** What this game calls a seat; the module's seatNoun, so log and HUD say the same. */
export const SEAT_NOUN = FACTS.seatNoun;
export const seatName = (seat: Seat): string => seatTitle(SEAT_NOUN, seat);

export function rider(s: PonyState, seat: Seat): Rider {
  const r = s.riders[seat];
  if (!r) throw new RangeError(`no rider at seat ${seat}`);
  return r;
}

export const active = (s: PonyState): Rider => rider(s, s.turn);

export const onMail = (r: Rider): boolean => r.pos >= MAILBOX_1;

export function say(s: PonyState, line: Message): void {
  s.log.push(line);
}

/** Bank pays up to `n` gold (it may run short); returns what was paid. */
export function fromBank(s: PonyState, seat: Seat, n: number): number {
  const paid = Math.max(0, Math.min(n, s.bank));
  s.bank -= paid;
  rider(s, seat).gold += paid;
  return paid;
}

/** A rider pays up to `n` gold to the bank; returns what was paid. */
export function toBank(s: PonyState, seat: Seat, n: number): number {
  const r = rider(s, seat);
  const paid = Math.max(0, Math.min(n, r.gold));
  r.gold -= paid;
  s.bank += paid;
  return paid;
}

/** One rider pays another up to `n`; returns what was paid. */
export function payRider(s: PonyState, from: Seat, to: Seat, n: number): number {
  const a = rider(s, from);
  const paid = Math.max(0, Math.min(n, a.gold));
  a.gold -= paid;
  rider(s, to).gold += paid;
  return paid;
}

/** Lay a rider on its side. Riders on the mail boxes are out of reach of the law (**ours**). */
export function jail(s: PonyState, seat: Seat, why: Message): void {
  const r = rider(s, seat);
  if (r.jailed || onMail(r)) return;
  r.jailed = true;
  say(s, logLine('jail', { seat: seatMessage(seat), why }));
}

/** Draw one card, shuffling the discards into a new deck when the deck is empty. */
export function drawCard(s: PonyState): number | null {
  if (s.deck.length === 0 && s.discard.length > 0) {
    const rng = new Rng(s.rng);
    s.deck = rng.shuffle(s.discard);
    s.discard = [];
    s.rng = rng.state;
    say(s, logLine('reshuffle'));
  }
  return s.deck.shift() ?? null;
}

/** Riders standing on the board (not lying in jail), optionally leaving some out. */
export function standingRiders(s: PonyState, except: readonly Seat[]): Rider[] {
  return s.riders.filter((r) => !r.jailed && !except.includes(r.seat));
}

export const riderId = (seat: Seat): string => `rider-${seat}`;
export const indianId = (i: number): string => `indian-${i}`;
