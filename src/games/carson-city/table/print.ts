// What the board's plates print (our short words): each action square's name,
// what it gives and its tile's colour by kind, and each character card's
// effect in a few words. Numbers come from the rules' data. Pure.
import type { Message } from '../../../core/message.ts';
import type { CarsonSeatView } from '../rules/view.ts';
import { BANKER_CASH, CAPTAIN_PRICES, COOLIE_ROADS, GROCER_CASH, MERCENARY_FIREPOWER, type CharacterId, type SquareId } from '../data.ts';

/**
 * What each square says, in a word or two printed large (the full rule is the
 * hover line's and the reference's, target-info.ts): a name and what it gives
 * (per parcel, gun or building owned; "each" per cowboy where several may
 * stand, or per point bought), and its tile colour by kind (green pays money,
 * blue pays points).
 */
export const SQUARE_PRINT: Record<SquareId, { name: string; gives: string; tone: string }> = {
  wages: { name: 'Wages', gives: '$4 each', tone: '#4d7a3a' },
  ammo: { name: 'Ammo', gives: '+3 guns', tone: '#7a3a2a' },
  roads3: { name: 'Roads', gives: 'take 3', tone: '#6b5a3a' },
  road1: { name: 'Road', gives: '1 each', tone: '#6b5a3a' },
  build12: { name: 'Build', gives: '$12', tone: '#8a5a2a' },
  build10: { name: 'Build', gives: '$10', tone: '#8a5a2a' },
  build8: { name: 'Build', gives: '$8', tone: '#8a5a2a' },
  build6: { name: 'Build', gives: '$6', tone: '#8a5a2a' },
  build5: { name: 'Build', gives: '$5', tone: '#8a5a2a' },
  build4: { name: 'Build', gives: '$4', tone: '#8a5a2a' },
  build3: { name: 'Build', gives: '$3', tone: '#8a5a2a' },
  'parcel-income': { name: 'Land', gives: '$2', tone: '#4d7a3a' },
  'cowboy-income': { name: 'Guns', gives: '$2', tone: '#4d7a3a' },
  gambling: { name: 'Gamble', gives: '2 dice', tone: '#8a2a4a' },
  'parcel-points': { name: 'Land', gives: '½ pt', tone: '#2a5a8a' },
  'cowboy-points': { name: 'Guns', gives: '½ pt', tone: '#2a5a8a' },
  'estate-points': { name: 'Estate', gives: '1 pt', tone: '#2a5a8a' },
  buy5: { name: 'Points', gives: '$5 each', tone: '#2a4a7a' },
  buy4: { name: 'Points', gives: '$4 each', tone: '#2a4a7a' },
  buy3: { name: 'Points', gives: '$3 each', tone: '#2a4a7a' },
  buy2: { name: 'Points', gives: '$2 each', tone: '#2a4a7a' },
};

/** Each card's effect in a few words, printed large (the full effect is the hover line's and the reference's, from CHARACTER_INFO). */
export const CARD_PRINT: Record<CharacterId, string> = {
  sheriff: 'White cowboy',
  banker: `+$${BANKER_CASH} now`,
  grocer: `+$${GROCER_CASH} or 2× income`,
  coolie: `+${COOLIE_ROADS} roads, ½ price`,
  settler: '+1 free parcel',
  captain: `Hire 1–${CAPTAIN_PRICES.length - 1} cowboys`,
  mercenary: `+${MERCENARY_FIREPOWER} guns`,
};

export const HAND_WORDS = /*i18n*/ {
  id: 'carson-city.hand',
  message:
    '{roads, plural, one {# road} other {# roads}} and {markers, plural, one {# marker} other {# markers}} in hand, {supply, plural, one {# more cowboy} other {# more cowboys}} to come.',
};

/** What a mat shows as counts beside pictures, in words (the players' panel says it), as a message (issue 25). */
export const handWords = (s: Pick<CarsonSeatView, 'roads' | 'markers' | 'supply'>): Message => ({ id: HAND_WORDS.id, values: { roads: s.roads, markers: s.markers, supply: s.supply } });
