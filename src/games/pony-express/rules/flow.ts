// Turn flow: starting and ending turns (alms, jail, mail boxes), moving riders
// (regular moves trigger encounters and space actions; special moves do not),
// the mail boxes and the final duel, and the work queue after a regular move.

import type { Seat } from '../../../core/contract.ts';
import { LAST_POS, MAILBOX_1, TRACK_LENGTH } from '../board.ts';
import { cardPlays } from './cards-play.ts';
import { startEncounter } from './encounters.ts';
import { fromBank, onMail, rider, say, seatName } from './helpers.ts';
import { startSpaceAction } from './spaces.ts';
import type { PonyState, TurnFlags } from '../types.ts';

export const freshFlags = (): TurnFlags => ({
  freeRethrowUsed: false,
  horseshoe: false,
  swornWord: false,
  spurs: false,
  rethrows: 0,
});

export const isOver = (s: PonyState): boolean => s.phase.kind === 'over';

export function win(s: PonyState, seat: Seat, why: string): void {
  s.winner = seat;
  s.summary = `${seatName(seat)} ${why}`;
  s.phase = { kind: 'over' };
  s.todo = [];
  say(s, `${s.summary}.`);
}

/** Phase 1 (alms), then jail, the mail boxes, or the throw. */
export function startTurn(s: PonyState, seat: Seat): void {
  s.turn = seat;
  s.dice = [];
  s.revealed = false;
  s.flags = freshFlags();
  s.todo = [];
  const r = rider(s, seat);
  say(s, `— Round ${s.round}: ${seatName(seat)}'s turn.`);
  if (s.round > 1 && r.gold === 0 && fromBank(s, seat, 1) > 0) say(s, `${seatName(seat)} gets 1 gold as alms.`);
  if (r.jailed) {
    s.phase = { kind: 'jail' };
    return;
  }
  goToStart(s);
}

/** Offer card plays at the turn start if there are any, else go straight on. */
export function goToStart(s: PonyState): void {
  s.phase = { kind: 'start' };
  if (cardPlays(s, 'start').length === 0) leaveStart(s);
}

/** Leave the turn start: ride on along the mail boxes, or throw the dice. */
export function leaveStart(s: PonyState): void {
  const r = rider(s, s.turn);
  if (onMail(r)) {
    r.pos += 1;
    say(s, `${seatName(r.seat)} holds on to the mail: box ${r.pos - TRACK_LENGTH}.`);
    if (r.pos >= LAST_POS) win(s, r.seat, 'wins: the mail reaches the third mail box');
    else endTurn(s);
    return;
  }
  s.phase = { kind: 'throw' };
}

export function endTurn(s: PonyState): void {
  if (isOver(s)) return;
  const next = (s.turn + 1) % s.players;
  if (next === 0) s.round += 1;
  startTurn(s, next);
}

/** Work through the queue left by a regular move; ends the turn when it is empty. */
export function proceed(s: PonyState): void {
  if (isOver(s)) return;
  const next = s.todo.shift();
  if (!next || next.kind === 'end-turn') {
    s.todo = [];
    endTurn(s);
    return;
  }
  if (next.kind === 'encounter') startEncounter(s, next.space);
  else startSpaceAction(s, next.space);
}

/**
 * Arrive on the first mail box. If another rider already holds the mail, the
 * final duel starts at once (returns true: the caller must stop).
 */
function arriveMail(s: PonyState, seat: Seat): boolean {
  const r = rider(s, seat);
  r.pos = MAILBOX_1;
  r.jailed = false;
  say(s, `${seatName(seat)} reaches Sacramento and takes the first mail box.`);
  const holder = s.riders.find((o) => o.seat !== seat && onMail(o));
  if (!holder) return false;
  say(s, `Final duel: ${seatName(holder.seat)} against ${seatName(seat)}.`);
  s.phase = { kind: 'final-duel', first: holder.seat, second: seat, shooter: holder.seat, shots: [0, 0] };
  s.todo = [];
  return true;
}

/**
 * The active rider moves by its own claim (regular movement): the reached
 * space triggers its encounter and its action, then the turn ends.
 */
export function moveRegular(s: PonyState, steps: number): void {
  const r = rider(s, s.turn);
  if (steps <= 0) {
    endTurn(s);
    return;
  }
  const to = r.pos + steps;
  if (to >= TRACK_LENGTH) {
    if (!arriveMail(s, r.seat)) endTurn(s);
    return;
  }
  r.pos = to;
  say(s, `${seatName(r.seat)} rides ${steps} to space ${to}.`);
  s.todo = [{ kind: 'encounter', space: to }, { kind: 'space', space: to }, { kind: 'end-turn' }];
  proceed(s);
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
  say(s, `${seatName(seat)} ${steps > 0 ? 'moves on' : 'falls back'} to space ${r.pos}.`);
  return false;
}

/** Put a rider straight onto a space (train, short cut): special movement. */
export function placeSpecial(s: PonyState, seat: Seat, space: number): boolean {
  return moveSpecial(s, seat, space - rider(s, seat).pos);
}
