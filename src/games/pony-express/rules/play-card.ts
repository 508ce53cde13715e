// Playing an item card: its effect, then the flow goes on at the moment it
// was played. Which plays are legal is card-plays.ts.

import { nextStation } from '../data/board.ts';
import { cardKind, cardName, type CardMoment } from '../data/cards.ts';
import { cardPlays, type Play } from './card-plays.ts';
import { endTurn, goToStart, leaveStart } from './flow.ts';
import { fromBank, onMail, payRider, rider, say } from './helpers.ts';
import { moveSpecial, offerCards, placeSpecial } from './steps.ts';
import type { PonyState } from '../types.ts';
import { logLine, seatMessage } from '../log-messages.ts';

/** Apply a legal play at `moment` and continue the flow. */
export function playCard(s: PonyState, play: Play, moment: CardMoment): void {
  const me = s.turn;
  const r = rider(s, me);
  r.hand = r.hand.filter((c) => c !== play.card);
  // A played card is out of the game (seed); only cards not kept are shuffled back.
  s.spent.push(play.card);
  say(s, logLine('plays', { seat: seatMessage(me), card: cardName(play.card) }));
  const wasOnMail = onMail(r);
  let interrupted = false;
  switch (cardKind(play.card)) {
    case 'horseshoe':
      s.flags.horseshoe = true;
      break;
    case 'sworn-word':
      s.flags.swornWord = true;
      break;
    case 'spurs':
      s.flags.spurs = true;
      break;
    case 'gold-strike':
      say(s, logLine('bankGold', { seat: seatMessage(me), gold: fromBank(s, me, 2) }));
      break;
    case 'pickpocket': {
      const t = play.target!;
      say(s, logLine('pickpocket', { seat: seatMessage(me), gold: payRider(s, t, me, 1), other: seatMessage(t) }));
      break;
    }
    case 'sandstorm':
      interrupted = moveSpecial(s, play.target!, -2);
      break;
    case 'tailwind':
      interrupted = moveSpecial(s, me, 2);
      break;
    case 'short-cut':
      interrupted = placeSpecial(s, me, nextStation(r.pos)!);
      break;
    case 'pardon':
      r.jailed = false;
      say(s, logLine('pardon', { seat: seatMessage(me) }));
      goToStart(s);
      return;
    case 'telegraph':
      if (offerCards(s, me, moment === 'duel' ? 'start' : moment)) return;
      break;
    case 'lucky-shot':
      break;
  }
  if (interrupted) return;
  resumeAt(s, moment, !wasOnMail && onMail(r));
}

/**
 * Continue at a moment after a card (or a card choice). At the turn start the
 * rider goes on by itself once no play is left; arriving on the mail ends the turn.
 */
export function resumeAt(s: PonyState, moment: CardMoment, justArrived = false): void {
  if (moment === 'duel') return;
  if (moment === 'jail') {
    s.phase = { kind: 'jail' };
    return;
  }
  if (moment === 'decide') {
    s.phase = { kind: 'decide' };
    return;
  }
  if (justArrived) {
    // Arriving on the first mail box ends the turn (the next turn rides to box 2).
    endTurn(s);
    return;
  }
  s.phase = { kind: 'start' };
  if (cardPlays(s, 'start').length === 0) leaveStart(s);
}
