// Playing item cards: which plays are legal at a moment, and their effects.
// Only the active rider plays cards, at its own decision points (**ours**).

import type { Seat } from '../../../core/contract.ts';
import { nextStation } from '../board.ts';
import { CARDS, cardKind, cardName, type CardMoment } from '../cards.ts';
import { endTurn, goToStart, leaveStart, moveSpecial, placeSpecial } from './flow.ts';
import { fromBank, onMail, payRider, rider, say, seatName } from './helpers.ts';
import { offerCards } from './spaces.ts';
import type { PonyAction, PonyState } from '../types.ts';

type Play = Extract<PonyAction, { type: 'play' }>;

/** Targets a targeted card may pick, or [] when it has none. */
function targets(s: PonyState, card: number): Seat[] {
  const me = s.turn;
  switch (cardKind(card)) {
    case 'pickpocket':
      return s.riders.filter((r) => r.seat !== me && r.gold > 0).map((r) => r.seat);
    case 'sandstorm':
      return s.riders.filter((r) => r.seat !== me && !onMail(r) && r.pos > 1).map((r) => r.seat);
    default:
      return [];
  }
}

/** Can `card` do anything now? (A card that would do nothing is not offered.) */
function useful(s: PonyState, card: number): boolean {
  const r = rider(s, s.turn);
  switch (cardKind(card)) {
    case 'horseshoe':
      return !s.flags.horseshoe;
    case 'tailwind':
      return !onMail(r);
    case 'gold-strike':
      return s.bank > 0;
    case 'pardon':
      return r.jailed;
    case 'sworn-word':
      return !s.flags.swornWord;
    case 'short-cut':
      return !onMail(r) && nextStation(r.pos) !== null;
    case 'spurs':
      return !s.flags.spurs;
    case 'telegraph':
      return s.deck.length + s.discard.length > 0;
    case 'pickpocket':
    case 'sandstorm':
      return true;
    case 'lucky-shot':
      return false; // played only before a duel flick (encounters.ts)
  }
}

/** The legal card plays of the active rider at this moment. */
export function cardPlays(s: PonyState, moment: CardMoment): Play[] {
  const out: Play[] = [];
  const seen = new Set<string>();
  for (const card of rider(s, s.turn).hand) {
    const kind = cardKind(card);
    // One button per kind is enough: equal cards play alike.
    if (seen.has(kind) || !CARDS[kind].moments.includes(moment) || !useful(s, card)) continue;
    seen.add(kind);
    if (CARDS[kind].targeted) for (const target of targets(s, card)) out.push({ type: 'play', card, target });
    else out.push({ type: 'play', card });
  }
  return out;
}

/** Apply a legal play at `moment` and continue the flow. */
export function playCard(s: PonyState, play: Play, moment: CardMoment): void {
  const me = s.turn;
  const r = rider(s, me);
  r.hand = r.hand.filter((c) => c !== play.card);
  s.discard.push(play.card);
  say(s, `${seatName(me)} plays ${cardName(play.card)}.`);
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
      say(s, `${seatName(me)} takes ${fromBank(s, me, 2)} gold from the bank.`);
      break;
    case 'pickpocket': {
      const t = play.target!;
      say(s, `${seatName(me)} lifts ${payRider(s, t, me, 1)} gold from ${seatName(t)}.`);
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
      say(s, `${seatName(me)} walks out of jail.`);
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
