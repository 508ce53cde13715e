// The 20 item cards (**ours**: names, texts and effects are our design).
// Card ids 0..19 index CARD_DECK; a played card is out of the game (seed); cards
// not kept go to the discard pile, which is shuffled into a new deck when the deck runs out.
// A card's text is a message (issue 25: the HUD's card face says it in the reader's
// language); its name is ours and stays as it is in every language.
import type { Message } from '../../../core/message.ts';

export const CARD_KINDS = [
  'horseshoe',
  'tailwind',
  'gold-strike',
  'pickpocket',
  'pardon',
  'sandstorm',
  'sworn-word',
  'short-cut',
  'spurs',
  'telegraph',
  'lucky-shot',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** When a card may be played: at the turn start, while deciding re-throws/claim, in jail, or before a duel flick. */
export type CardMoment = 'start' | 'decide' | 'jail' | 'duel';

/** A card's moments in the words its face prints ("turn start · in jail"). */
export const MOMENT_WORDS: Readonly<Record<CardMoment, string>> = { start: 'turn start', decide: 'before the claim', jail: 'in jail', duel: 'duel' };

export interface CardInfo {
  name: string;
  /** What the card does (an i18n descriptor: the English beside its id). */
  text: Message;
  copies: number;
  moments: readonly CardMoment[];
  /** Needs another seat as target. */
  targeted: boolean;
}

export const CARDS: Record<CardKind, CardInfo> = {
  horseshoe: {
    name: 'Spare Horseshoe',
    text: /*i18n*/ { id: 'pony-express.card.horseshoe', message: 'Play while deciding on re-throws: your next re-throw this turn costs no gold.' },
    copies: 2,
    moments: ['decide'],
    targeted: false,
  },
  tailwind: {
    name: 'Tailwind',
    text: /*i18n*/ { id: 'pony-express.card.tailwind', message: 'Play at the start of your turn: ride 2 spaces on at once. The space you reach does nothing.' },
    copies: 2,
    moments: ['start'],
    targeted: false,
  },
  'gold-strike': {
    name: 'Gold Strike',
    text: /*i18n*/ { id: 'pony-express.card.gold-strike', message: 'Play on your turn: take 2 gold from the bank.' },
    copies: 2,
    moments: ['start', 'decide', 'jail'],
    targeted: false,
  },
  pickpocket: {
    name: 'Pickpocket',
    text: /*i18n*/ { id: 'pony-express.card.pickpocket', message: 'Play on your turn: take 1 gold from a rider of your choice.' },
    copies: 2,
    moments: ['start', 'decide', 'jail'],
    targeted: true,
  },
  pardon: {
    name: "Governor's Pardon",
    text: /*i18n*/ { id: 'pony-express.card.pardon', message: 'Play in jail: stand up for free and take your turn.' },
    copies: 2,
    moments: ['jail'],
    targeted: false,
  },
  sandstorm: {
    name: 'Sandstorm',
    text: /*i18n*/ { id: 'pony-express.card.sandstorm', message: 'Play on your turn: a rider of your choice on the track goes 2 spaces back. The space it reaches does nothing.' },
    copies: 2,
    moments: ['start', 'decide'],
    targeted: true,
  },
  'sworn-word': {
    name: 'Sworn Word',
    text: /*i18n*/ { id: 'pony-express.card.sworn-word', message: 'Play before you claim: nobody may doubt your claim this turn.' },
    copies: 2,
    moments: ['decide'],
    targeted: false,
  },
  'short-cut': {
    name: 'Short Cut',
    text: /*i18n*/ { id: 'pony-express.card.short-cut', message: 'Play at the start of your turn: ride to the next station ahead for free. Its action does nothing.' },
    copies: 2,
    moments: ['start'],
    targeted: false,
  },
  spurs: {
    name: 'Spurs',
    text: /*i18n*/ { id: 'pony-express.card.spurs', message: 'Play before you claim: if you move by your claim this turn, ride 1 space further.' },
    copies: 2,
    moments: ['decide'],
    targeted: false,
  },
  telegraph: {
    name: 'Telegraph',
    text: /*i18n*/ { id: 'pony-express.card.telegraph', message: 'Play on your turn: draw 2 cards and keep 1.' },
    copies: 1,
    moments: ['start', 'decide'],
    targeted: false,
  },
  'lucky-shot': {
    name: 'Lucky Shot',
    text: /*i18n*/ { id: 'pony-express.card.lucky-shot', message: 'Play in a duel or the final duel before your flick: flick twice in a row; the extra flick is a bonus.' },
    copies: 1,
    moments: ['duel'],
    targeted: false,
  },
};

/** Card id → kind: the 20 cards in a fixed order (shuffled at setup). */
export const CARD_DECK: readonly CardKind[] = CARD_KINDS.flatMap((k) => Array<CardKind>(CARDS[k].copies).fill(k));
export const CARD_COUNT = CARD_DECK.length;

export function cardKind(id: number): CardKind {
  const k = CARD_DECK[id];
  if (k === undefined) throw new RangeError(`no card with id ${id}`);
  return k;
}

export const cardName = (id: number): string => CARDS[cardKind(id)].name;
