// Which item cards the active rider may play now (and a duellist's Lucky
// Shot). Read-only: legal.ts lists these plays, play-card.ts applies them.
// Only the active rider plays cards, at its own decision points (**ours**).

import type { Seat } from '../../../core/contract.ts';
import { nextStation } from '../data/board.ts';
import { CARDS, cardKind, type CardMoment } from '../data/cards.ts';
import { onMail, rider } from './helpers.ts';
import type { PonyAction, PonyState } from '../types.ts';

export type Play = Extract<PonyAction, { type: 'play' }>;

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

/** The shooter's Lucky Shot, when it has one and has not yet decided about this flick. */
export function duelCardChoice(s: PonyState): number | null {
  const ph = s.phase;
  if ((ph.kind !== 'duel' && ph.kind !== 'final-duel') || ph.armed) return null;
  return rider(s, ph.shooter).hand.find((c) => cardKind(c) === 'lucky-shot') ?? null;
}
