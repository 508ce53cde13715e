// Turn flow: starting and ending turns (alms, jail, mail boxes), regular
// moves, and the work queue after a regular move: the encounter on the
// reached space, then the space's own action, then the end of the turn.
// What a reached space starts lives here with the queue (they call each
// other); how an encounter or a space action ends lives above, in
// encounters.ts and spaces.ts, which come back through `proceed`.

import type { Seat } from '../../../core/contract.ts';
import { INDIAN_SPOTS, TRACK_LENGTH, LAST_POS, spaceKind } from '../data/board.ts';
import { cardPlays } from './card-plays.ts';
import { fromBank, onMail, rider, say } from './helpers.ts';
import { arriveMail, freshFlags, isOver, offerCards, trainFare, win } from './steps.ts';
import type { PonyState } from '../types.ts';
import { logLine, seatMessage, seatsMessage } from '../log-messages.ts';

/** Phase 1 (alms), then jail, the mail boxes, or the throw. */
export function startTurn(s: PonyState, seat: Seat): void {
  s.turn = seat;
  s.dice = [];
  s.revealed = false;
  s.flags = freshFlags();
  s.todo = [];
  const r = rider(s, seat);
  say(s, logLine('round', { round: s.round, seat: seatMessage(seat) }));
  if (s.round > 1 && r.gold === 0 && fromBank(s, seat, 1) > 0) say(s, logLine('alms', { seat: seatMessage(seat) }));
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
    say(s, logLine('holds', { seat: seatMessage(r.seat), box: r.pos - TRACK_LENGTH }));
    if (r.pos >= LAST_POS) win(s, r.seat, 'wins: the mail reaches the third mail box', logLine('winMail', { seat: seatMessage(r.seat) }));
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
  say(s, logLine('rides', { seat: seatMessage(r.seat), steps, space: to }));
  s.todo = [{ kind: 'encounter', space: to }, { kind: 'space', space: to }, { kind: 'end-turn' }];
  proceed(s);
}

/**
 * Opponents a regular move meets: every rider on that track space (seed: "Befindet sich auf dem Feld ein
 * weiterer Reiter, kommt es zum Duell"), a jailed one too: it stands up for the duel and lies down again after.
 */
export function opponentsOn(s: PonyState, space: number, mover: Seat): Seat[] {
  return s.riders.filter((r) => r.seat !== mover && !onMail(r) && r.pos === space).map((r) => r.seat);
}

/** Meeting riders on the space a regular move reached: one opponent → duel, several → poker round, none → on with the queue. */
export function startEncounter(s: PonyState, space: number): void {
  const mover = s.turn;
  const opp = opponentsOn(s, space, mover);
  if (opp.length === 0) {
    proceed(s);
    return;
  }
  if (opp.length === 1) {
    const defender = opp[0]!;
    say(s, logLine('duel', { space, a: seatMessage(mover), b: seatMessage(defender) }));
    s.phase = { kind: 'duel', attacker: mover, defender, space, shooter: mover, shots: [0, 0] };
    return;
  }
  // The mover throws first, then the others in seat order after the mover.
  const order = [mover, ...opp.sort((a, b) => ((a - mover + s.players) % s.players) - ((b - mover + s.players) % s.players))];
  say(s, logLine('poker', { space, seats: seatsMessage(order) }));
  s.phase = { kind: 'poker', space, contenders: order, losers: [], thrown: [], tieBreaks: 0 };
}

/** The reached space's own action (plain spaces do nothing). */
export function startSpaceAction(s: PonyState, space: number): void {
  const r = rider(s, s.turn);
  switch (spaceKind(space)) {
    case 'plain':
      proceed(s);
      return;
    case 'station': {
      const train = trainFare(space);
      if (train && r.gold >= train.fare) s.phase = { kind: 'station', space };
      else proceed(s);
      return;
    }
    case 'indians':
      say(s, logLine('meetsIndians', { seat: seatMessage(r.seat) }));
      s.phase = { kind: 'indians', shots: 0, standing: INDIAN_SPOTS.map((_, i) => i), space };
      return;
    case 'mine':
      s.phase = { kind: 'mine' };
      return;
    case 'saloon':
      s.phase = { kind: 'saloon' };
      return;
    case 'relay':
      if (!offerCards(s, r.seat, 'todo')) proceed(s);
      return;
  }
}
