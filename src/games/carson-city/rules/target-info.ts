// What a target on the board is, in words, for a table's info line and the
// sign over the target: a parcel (what stands on it, its owner, its price or
// its income), an action square (what it gives, the building and price on a
// construction square) or a character card; who stands there; and, when the
// seat deciding now could put a cowboy where another player's stands, the duel
// odds (duelOdds: every die face, the firepower known now). Rules knowledge
// (prices, incomes, odds), so it lives with the rules. Messages, not sentences
// (issue 25): the view says them in the reader's language. Pure.
import { BUILD_PRICES, CHARACTER_INFO, type CharacterId, type SquareId } from '../data.ts';
import { listMessage, type Message, type MessageValue } from '../../../core/message.ts';
import { BUILDING_MESSAGES, CHARACTER_MESSAGES, seatMessage } from '../log-messages.ts';
import { BUILDING_INCOMES, CHARACTER_EFFECTS, STEP_DOES, STEP_NAMES, stepOf } from '../reference-messages.ts';
import type { CarsonState, Placement, Target } from '../types.ts';
import { buildingIncome, cellName, parcelPrice } from './board.ts';
import { duelOdds } from './duel.ts';

/** A line of the info: a fact, or the deciding seat's duel odds (the HUD marks that one out: a kind, not its words). */
export interface InfoLine {
  said: Message;
  kind: 'fact' | 'odds';
}

export interface TargetInfo {
  title: Message;
  lines: InfoLine[];
  /** Seats (and the white cowboy) standing there. */
  there: Placement[];
  /** The deciding seat's chance to win a duel there, when it would be one. */
  odds: number | null;
}

export const INFO_WORDS = {
  card: /*i18n*/ { id: 'carson-city.info.card', message: '{number} {name} (keeps ${limit})' },
  takenBy: /*i18n*/ { id: 'carson-city.info.taken-by', message: 'Taken by {seat}.' },
  free: /*i18n*/ { id: 'carson-city.info.free', message: 'Free this turn.' },
  buildSquare: /*i18n*/ { id: 'carson-city.info.build-square', message: 'Construction square ${price}' },
  buySquare: /*i18n*/ { id: 'carson-city.info.buy-square', message: 'Buying points at ${price}' },
  offers: /*i18n*/ { id: 'carson-city.info.offers', message: 'Offers a {building}: {income}' },
  noOffer: /*i18n*/ { id: 'carson-city.info.no-offer', message: 'No building on offer.' },
  parcel: /*i18n*/ { id: 'carson-city.info.parcel', message: 'Parcel {cell}' },
  empty: /*i18n*/ { id: 'carson-city.info.empty', message: 'empty' },
  house: /*i18n*/ { id: 'carson-city.info.house', message: 'a house' },
  mountain: /*i18n*/ { id: 'carson-city.info.mountain', message: 'a mountain' },
  building: /*i18n*/ { id: 'carson-city.info.building', message: 'a {building}' },
  claimFree: /*i18n*/ { id: 'carson-city.info.claim-free', message: 'Unowned, {piece}; claimed free now (a cowboy would pay ${price}).' },
  forSale: /*i18n*/ { id: 'carson-city.info.for-sale', message: 'Unowned, {piece}; a cowboy buys it for ${price}.' },
  owned: /*i18n*/ { id: 'carson-city.info.owned', message: "{seat}'s, {piece}." },
  pays: /*i18n*/ { id: 'carson-city.info.pays', message: 'Pays ${n} at estate income.' },
  there: /*i18n*/ { id: 'carson-city.info.there', message: 'There: {who}.' },
  white: /*i18n*/ { id: 'carson-city.info.white', message: 'the white cowboy (Sheriff)' },
  noChallenge: /*i18n*/ { id: 'carson-city.info.no-challenge', message: 'Nobody may challenge the white cowboy.' },
  odds: /*i18n*/ { id: 'carson-city.info.odds', message: 'Your duel odds here: {odds} %.' },
} as const;

const say = (key: keyof typeof INFO_WORDS, values?: Record<string, MessageValue>): Message => (values ? { id: INFO_WORDS[key].id, values } : { id: INFO_WORDS[key].id });
const fact = (said: Message): InfoLine => ({ said, kind: 'fact' });

const who = (p: Placement): Message => (p.white ? say('white') : seatMessage(p.seat));

function squareTitle(q: SquareId): Message {
  if (q.startsWith('build')) return say('buildSquare', { price: Number(q.slice(5)) });
  if (q.startsWith('buy')) return say('buySquare', { price: Number(q.slice(3)) });
  const step = stepOf(q);
  return step ? { id: STEP_NAMES[step].id } : { id: q };
}

/** What stands on a parcel, in a word or two ("a ranch"). */
function pieceOn(piece: CarsonState['map'][number]['piece']): Message {
  if (piece === null) return say('empty');
  if (piece === 'house' || piece === 'mountain') return say(piece);
  return say('building', { building: BUILDING_MESSAGES[piece] });
}

/** What `n` is now, for the seat `decider` deciding (null: nobody is, so no odds). */
export function describeTarget(n: Target | { kind: 'card'; character: CharacterId }, s: CarsonState, decider: number | null): TargetInfo {
  if (n.kind === 'card') {
    const info = CHARACTER_INFO[n.character];
    const holder = s.characters.findIndex((c) => c === n.character);
    return {
      title: say('card', { number: info.number, name: CHARACTER_MESSAGES[n.character], limit: info.limit }),
      lines: [fact(CHARACTER_EFFECTS[n.character]), fact(holder >= 0 ? say('takenBy', { seat: seatMessage(holder) }) : say('free'))],
      there: [],
      odds: null,
    };
  }
  const there = s.placements.filter((p) => (p.target.kind === 'square' ? n.kind === 'square' && p.target.square === n.square : n.kind !== 'square' && p.target.cell === n.cell));
  const lines: InfoLine[] = [];
  let title: Message;
  if (n.kind === 'square') {
    title = squareTitle(n.square);
    const step = stepOf(n.square);
    if (step) lines.push(fact(STEP_DOES[step]));
    if (n.square.startsWith('build')) {
      const i = BUILD_PRICES.indexOf(Number(n.square.slice(5)) as (typeof BUILD_PRICES)[number]);
      const kind = s.row[i];
      lines.push(fact(kind ? say('offers', { building: BUILDING_MESSAGES[kind], income: BUILDING_INCOMES[kind] }) : say('noOffer')));
    }
  } else {
    const cell = s.map[n.cell]!;
    title = say('parcel', { cell: cellName(n.cell) });
    const piece = pieceOn(cell.piece);
    // Draft and Settler claims are free; only a cowboy sent to buy a parcel pays its price.
    const claimFree = s.phase.kind === 'draft' || s.phase.kind === 'settler';
    if (cell.owner === null) lines.push(fact(say(claimFree ? 'claimFree' : 'forSale', { piece, price: parcelPrice(s.map, n.cell) })));
    else {
      lines.push(fact(say('owned', { seat: seatMessage(cell.owner), piece })));
      if (cell.piece && cell.piece !== 'house' && cell.piece !== 'mountain') {
        lines.push(fact(say('pays', { n: buildingIncome(s.map, n.cell, s.characters[cell.owner] === 'grocer' ? s.grocerDouble : null) })));
      }
    }
  }
  if (there.length > 0) lines.push(fact(say('there', { who: listMessage(there.map(who)) })));
  let odds: number | null = null;
  if (decider !== null && there.some((p) => p.seat !== decider || p.white) && !(n.kind === 'square' && (n.square === 'wages' || n.square === 'road1'))) {
    odds = duelOdds(s, decider, n);
    if (there.some((p) => p.white)) lines.push(fact(say('noChallenge')));
    else lines.push({ said: say('odds', { odds: Math.round(odds * 100) }), kind: 'odds' });
  }
  return { title, lines, there, odds };
}
