// What the board's plates print (our short words): each action square's name,
// what it gives and its tile's colour by kind, and each character card's
// effect in a few words, as messages (issue 25). Numbers come from the rules'
// data. Pure.
import type { Message, MessageValue, Text } from '../../../core/message.ts';
import type { CarsonSeatView } from '../rules/view.ts';
import { AMMO_FIREPOWER, BANKER_CASH, CAPTAIN_PRICES, COOLIE_ROADS, COWBOY_INCOME, GROCER_CASH, MERCENARY_FIREPOWER, PARCEL_INCOME, ROADS3, WAGE, type CharacterId, type SquareId } from '../data.ts';

/** The squares' words (short: a square is 5 cm wide; tests/i18n/carson-board.test.ts holds every language to it). */
const PRINT = {
  wages: /*i18n*/ { id: 'carson-city.print.wages', message: 'Wages' },
  ammo: /*i18n*/ { id: 'carson-city.print.ammo', message: 'Ammo' },
  roads: /*i18n*/ { id: 'carson-city.print.roads', message: 'Roads' },
  road: /*i18n*/ { id: 'carson-city.print.road', message: 'Road' },
  build: /*i18n*/ { id: 'carson-city.print.build', message: 'Build' },
  land: /*i18n*/ { id: 'carson-city.print.land', message: 'Land' },
  guns: /*i18n*/ { id: 'carson-city.print.guns', message: 'Guns' },
  gamble: /*i18n*/ { id: 'carson-city.print.gamble', message: 'Gamble' },
  estate: /*i18n*/ { id: 'carson-city.print.estate', message: 'Estate' },
  points: /*i18n*/ { id: 'carson-city.print.points', message: 'Points' },
  eachDollars: /*i18n*/ { id: 'carson-city.print.each-dollars', message: '${n} each' },
  each: /*i18n*/ { id: 'carson-city.print.each', message: '{n} each' },
  moreGuns: /*i18n*/ { id: 'carson-city.print.more-guns', message: '+{n} guns' },
  take: /*i18n*/ { id: 'carson-city.print.take', message: 'take {n}' },
  dice: /*i18n*/ { id: 'carson-city.print.dice', message: '{n} dice' },
  halfPoint: /*i18n*/ { id: 'carson-city.print.half-point', message: '½ pt' },
  onePoint: /*i18n*/ { id: 'carson-city.print.one-point', message: '1 pt' },
} as const;

const p = (key: keyof typeof PRINT, values?: Record<string, MessageValue>): Message => (values ? { id: PRINT[key].id, values } : { id: PRINT[key].id });

/**
 * What each square says, in a word or two printed large (the full rule is the
 * hover line's and the reference's, target-info.ts): a name and what it gives
 * (per parcel, gun or building owned; "each" per cowboy where several may
 * stand, or per point bought), and its tile colour by kind (green pays money,
 * blue pays points). Messages (a bare price is a string): the plate says them in
 * the reader's language.
 */
export const SQUARE_PRINT: Record<SquareId, { name: Message; gives: Text; tone: string }> = {
  wages: { name: p('wages'), gives: p('eachDollars', { n: WAGE }), tone: '#4d7a3a' },
  ammo: { name: p('ammo'), gives: p('moreGuns', { n: AMMO_FIREPOWER }), tone: '#7a3a2a' },
  roads3: { name: p('roads'), gives: p('take', { n: ROADS3 }), tone: '#6b5a3a' },
  road1: { name: p('road'), gives: p('each', { n: 1 }), tone: '#6b5a3a' },
  build12: { name: p('build'), gives: '$12', tone: '#8a5a2a' },
  build10: { name: p('build'), gives: '$10', tone: '#8a5a2a' },
  build8: { name: p('build'), gives: '$8', tone: '#8a5a2a' },
  build6: { name: p('build'), gives: '$6', tone: '#8a5a2a' },
  build5: { name: p('build'), gives: '$5', tone: '#8a5a2a' },
  build4: { name: p('build'), gives: '$4', tone: '#8a5a2a' },
  build3: { name: p('build'), gives: '$3', tone: '#8a5a2a' },
  'parcel-income': { name: p('land'), gives: `$${PARCEL_INCOME}`, tone: '#4d7a3a' },
  'cowboy-income': { name: p('guns'), gives: `$${COWBOY_INCOME}`, tone: '#4d7a3a' },
  gambling: { name: p('gamble'), gives: p('dice', { n: 2 }), tone: '#8a2a4a' },
  'parcel-points': { name: p('land'), gives: p('halfPoint'), tone: '#2a5a8a' },
  'cowboy-points': { name: p('guns'), gives: p('halfPoint'), tone: '#2a5a8a' },
  'estate-points': { name: p('estate'), gives: p('onePoint'), tone: '#2a5a8a' },
  buy5: { name: p('points'), gives: p('eachDollars', { n: 5 }), tone: '#2a4a7a' },
  buy4: { name: p('points'), gives: p('eachDollars', { n: 4 }), tone: '#2a4a7a' },
  buy3: { name: p('points'), gives: p('eachDollars', { n: 3 }), tone: '#2a4a7a' },
  buy2: { name: p('points'), gives: p('eachDollars', { n: 2 }), tone: '#2a4a7a' },
};

const CARD = {
  sheriff: /*i18n*/ { id: 'carson-city.print.card.sheriff', message: 'White cowboy' },
  banker: /*i18n*/ { id: 'carson-city.print.card.banker', message: '+${n} now' },
  grocer: /*i18n*/ { id: 'carson-city.print.card.grocer', message: '+${n} or 2× income' },
  coolie: /*i18n*/ { id: 'carson-city.print.card.coolie', message: '+{n} roads, ½ price' },
  settler: /*i18n*/ { id: 'carson-city.print.card.settler', message: '+1 free parcel' },
  captain: /*i18n*/ { id: 'carson-city.print.card.captain', message: '+1–{n} cowboys' },
  mercenary: /*i18n*/ { id: 'carson-city.print.card.mercenary', message: '+{n} guns' },
} satisfies Record<CharacterId, { id: string; message: string }>;

/** Each card's effect in a few words, printed large (the full effect is the hover line's and the reference's, from CHARACTER_INFO). */
export const CARD_PRINT: Record<CharacterId, Message> = {
  sheriff: { id: CARD.sheriff.id },
  banker: { id: CARD.banker.id, values: { n: BANKER_CASH } },
  grocer: { id: CARD.grocer.id, values: { n: GROCER_CASH } },
  coolie: { id: CARD.coolie.id, values: { n: COOLIE_ROADS } },
  settler: { id: CARD.settler.id },
  captain: { id: CARD.captain.id, values: { n: CAPTAIN_PRICES.length - 1 } },
  mercenary: { id: CARD.mercenary.id, values: { n: MERCENARY_FIREPOWER } },
};

/** The plates' other words: a card's cash limit, a mat's points, a shut buying square, the 1858 track, the tables' tabs. */
export const PLATE_WORDS = {
  keeps: /*i18n*/ { id: 'carson-city.print.keeps', message: 'keeps ${limit}' },
  points: /*i18n*/ { id: 'carson-city.print.pts', message: '{n, plural, one {# pt} other {# pts}}' },
  closed: /*i18n*/ { id: 'carson-city.print.closed', message: 'closed' },
  track: /*i18n*/ { id: 'carson-city.print.track', message: '◂ 1858: 1 per turn' },
  cards: /*i18n*/ { id: 'carson-city.region.cards', message: 'Cards' },
  mats: /*i18n*/ { id: 'carson-city.region.mats', message: 'Mats' },
} as const;

export const HAND_WORDS = /*i18n*/ {
  id: 'carson-city.hand',
  message:
    '{roads, plural, one {# road} other {# roads}} and {markers, plural, one {# marker} other {# markers}} in hand, {supply, plural, one {# more cowboy} other {# more cowboys}} to come.',
};

/** What a mat shows as counts beside pictures, in words (the players' panel says it), as a message (issue 25). */
export const handWords = (s: Pick<CarsonSeatView, 'roads' | 'markers' | 'supply'>): Message => ({ id: HAND_WORDS.id, values: { roads: s.roads, markers: s.markers, supply: s.supply } });
