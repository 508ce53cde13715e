// What the table says to the seat in a few words, from the rules' state: what
// the phase asks of it now, why a place cannot take the cowboy in hand, a
// contest named on a sign, the resolution tour's sign and the sign over a
// target where others stand (who, and the duel odds). Rules knowledge (which
// phase asks what, which places a white cowboy may take, what a settled duel
// was), so it lives with the rules and its tests, not in the board or the HUD
// that print it. Messages (issue 25): the view says them. Pure.
import type { SquareId } from '../data.ts';
import type { Message, MessageValue } from '../../../core/message.ts';
import { BUILDING_MESSAGES } from '../log-messages.ts';
import { STEP_NAMES, stepOf } from '../reference-messages.ts';
import type { Contest } from '../types.ts';
import { cellName } from './board.ts';
import type { TargetInfo } from './target-info.ts';
import type { CarsonView } from './view.ts';

/** The turn panel's words, as messages (issue 25): the view says them in the player's language. */
export const TURN_WORDS = {
  draft: /*i18n*/ { id: 'carson-city.demand.draft', message: 'Claim a starting parcel: {touch, select, yes {tap} other {click}} a lit parcel on the map.' },
  settler: /*i18n*/ { id: 'carson-city.demand.settler', message: 'Settler: claim a free parcel ({touch, select, yes {tap} other {click}} a lit one).' },
  character: /*i18n*/ { id: 'carson-city.demand.character', message: '{touch, select, yes {Choose a character: tap its card.} other {Choose a character: click its card (or press 1–7).}}' },
  placeWhite: /*i18n*/ { id: 'carson-city.demand.place-white', message: 'The white cowboy is in hand: {touch, select, yes {tap} other {click}} an empty lit square or parcel.' },
  place: /*i18n*/ { id: 'carson-city.demand.place', message: 'Place a cowboy: {touch, select, yes {tap} other {click}} a lit square or parcel (a building to raid or defend), or pass.' },
  build: /*i18n*/ { id: 'carson-city.demand.build', message: 'Build the {building} (${price}): {touch, select, yes {tap} other {click}} one of your lit parcels, or do not build.' },
  house: /*i18n*/ { id: 'carson-city.demand.house', message: 'Place the free house on a lit parcel.' },
  buyPoints: /*i18n*/ { id: 'carson-city.demand.buy-points', message: 'Buy points at ${price} each.' },
  surrender: /*i18n*/ { id: 'carson-city.demand.surrender', message: 'Over the cash limit: hand in the excess (1 point per $10).' },
  nothingThere: /*i18n*/ { id: 'carson-city.hint.nothing-there', message: 'Nothing to do there now: pick a lit place.' },
  whiteCannot: /*i18n*/ { id: 'carson-city.hint.white-cannot', message: 'The white cowboy cannot go there (it needs a place nobody holds).' },
  onlyWhite: /*i18n*/ { id: 'carson-city.hint.only-white', message: 'Only the white cowboy can go there.' },
  noWhite: /*i18n*/ { id: 'carson-city.hint.no-white', message: 'The white cowboy belongs to the Sheriff, once a turn.' },
  throwFirst: /*i18n*/ { id: 'carson-city.hint.throw-first', message: 'Throw the dice first: drag them and let go, or press Space.' },
} as const;

const say = (key: keyof typeof TURN_WORDS, values?: Record<string, MessageValue>): Message => (values ? { id: TURN_WORDS[key].id, values } : { id: TURN_WORDS[key].id });

/** What the phase asks of the deciding seat (null when it is not the seat's decision, or nothing is asked). */
export function demandOf(view: CarsonView, mine: boolean, white: boolean, touch: boolean): Message | null {
  if (!mine) return null;
  const t = { touch: touch ? 'yes' : 'no' };
  switch (view.phase.kind) {
    case 'draft':
      return say('draft', t);
    case 'settler':
      return say('settler', t);
    case 'character':
      return say('character', t);
    case 'place':
      return say(white ? 'placeWhite' : 'place', t);
    case 'build':
      return say('build', { ...t, building: BUILDING_MESSAGES[view.phase.building], price: view.phase.price });
    case 'house':
      return say('house');
    case 'buy-points':
      return say('buyPoints', { price: view.phase.price });
    case 'surrender':
      return say('surrender');
    default:
      return null;
  }
}

/** Why a click on a place did nothing: another cowboy (white or not) could go there, or nothing can. */
export function whyNotThere(white: boolean, otherCowboyCould: boolean): Message {
  if (!otherCowboyCould) return say('nothingThere');
  return say(white ? 'whiteCannot' : 'onlyWhite');
}

export const NO_WHITE_COWBOY: Message = { id: TURN_WORDS.noWhite.id };
export const THROW_FIRST: Message = { id: TURN_WORDS.throwFirst.id };

/** Whether the 1858 marker has shut a buying square. */
export const isClosed = (q: SquareId, view: Pick<CarsonView, 'openBuyPrices'>): boolean => q.startsWith('buy') && !view.openBuyPrices.includes(Number(q.slice(3)));

/** The signs' words over the table (issue 25): short, as a sign is read from the chair. */
export const SIGN_WORDS = {
  /** A seat on a sign, in two letters ("P2"): the turn panel and the log name it in full. */
  seat: /*i18n*/ { id: 'carson-city.sign.seat', message: 'P{n}' },
  white: /*i18n*/ { id: 'carson-city.sign.white', message: 'White' },
  dots: /*i18n*/ { id: 'carson-city.sign.dots', message: '{a} · {b}' },
  parcel: /*i18n*/ { id: 'carson-city.sign.parcel', message: 'Parcel {cell}' },
  raid: /*i18n*/ { id: 'carson-city.sign.raid', message: 'Raid on {cell}' },
  build: /*i18n*/ { id: 'carson-city.sign.build', message: 'Build ${price}' },
  buy: /*i18n*/ { id: 'carson-city.sign.buy', message: 'Points ${price}' },
  duel: /*i18n*/ { id: 'carson-city.sign.duel', message: 'Duel: {contest}' },
  rolled: /*i18n*/ { id: 'carson-city.sign.rolled', message: '{seat} {face}→{total}' },
  face: /*i18n*/ { id: 'carson-city.sign.face', message: '{seat} {face}' },
  wins: /*i18n*/ { id: 'carson-city.sign.wins', message: '{seat} wins' },
  paid: /*i18n*/ { id: 'carson-city.sign.paid', message: '{seat} +${n}' },
  nothingPaid: /*i18n*/ { id: 'carson-city.sign.nothing-paid', message: 'nothing paid' },
  here: /*i18n*/ { id: 'carson-city.sign.here', message: '{who} here' },
  noDuel: /*i18n*/ { id: 'carson-city.sign.no-duel', message: '{who} · no duel' },
  odds: /*i18n*/ { id: 'carson-city.sign.odds', message: '{who} · you {odds} %' },
  /** Where the setup dice put the town centre or a mountain. */
  centre: /*i18n*/ { id: 'carson-city.sign.centre', message: '{cell}: town centre' },
  mountain: /*i18n*/ { id: 'carson-city.sign.mountain', message: '{cell}: mountain' },
} as const;

const sign = (key: keyof typeof SIGN_WORDS, values?: Record<string, MessageValue>): Message => (values ? { id: SIGN_WORDS[key].id, values } : { id: SIGN_WORDS[key].id });

/** A seat as a sign names it ("P2"). */
export const signSeat = (seat: number): Message => sign('seat', { n: seat + 1 });

/** Parts in a row, "A · B · C" (callers pass one part at least: a contest has its seats). */
const dotted = (parts: readonly Message[]): Message => parts.slice(1).reduce((a, b) => sign('dots', { a, b }), parts[0]!);

/** A contest in a few words for a sign over the table (the turn panel and the log name it in full). */
export function contestCaption(c: Contest): Message {
  if (c.kind === 'estate') return { id: STEP_NAMES.estate.id };
  if (c.kind === 'parcel') return sign('parcel', { cell: cellName(c.cell) });
  if (c.kind === 'raid') return sign('raid', { cell: cellName(c.cell) });
  if (c.square.startsWith('build')) return sign('build', { price: Number(c.square.slice(5)) });
  if (c.square.startsWith('buy')) return sign('buy', { price: Number(c.square.slice(3)) });
  const step = stepOf(c.square);
  return step ? { id: STEP_NAMES[step].id } : { id: c.square };
}

/**
 * What a sign needs of a settled contest: settled.ts's `Settled` has it. Said here as a shape,
 * not imported, because settled.ts takes its captions from this file (no import cycle).
 */
export interface SettledForSign {
  contest: Contest;
  paid: readonly { seat: number; amount: number }[];
  duel: { seats: readonly number[]; faces: readonly number[]; totals: readonly number[]; winner: number } | null;
}

/** The tour sign's few lines for a settled contest (the turn panel's line and the log say it in full). */
export function settledSign(visit: SettledForSign): Message[] {
  const name = contestCaption(visit.contest);
  if (visit.duel) {
    const d = visit.duel;
    const rolls = dotted(d.seats.map((s, i) => sign('rolled', { seat: signSeat(s), face: d.faces[i] ?? 0, total: d.totals[i] ?? 0 })));
    return [sign('duel', { contest: name }), rolls, sign('wins', { seat: signSeat(d.winner) })];
  }
  const paid = visit.paid.map((p) => sign('paid', { seat: signSeat(p.seat), n: p.amount }));
  if (visit.contest.kind === 'estate') return [name, paid.length > 0 ? dotted(paid) : sign('nothingPaid')];
  return paid.length > 0 ? [name, dotted(paid)] : [name];
}

/** The sign of a duel still waiting for dice: the contest and the faces thrown so far. */
export function pendingDuelSign(c: Contest, duel: { seats: readonly number[]; faces: readonly number[] }): Message[] {
  const faces = dotted(duel.seats.map((s, i) => sign('face', { seat: signSeat(s), face: duel.faces[i] ?? '…' })));
  return [sign('duel', { contest: contestCaption(c) }), faces];
}

/** One short line over a target where cowboys stand: who, and the deciding seat's duel odds (the turn panel says it in full). */
export function standingSign(info: Pick<TargetInfo, 'there' | 'odds'>): Message | null {
  if (info.there.length === 0) return null;
  const who = dotted(info.there.map((p) => (p.white ? sign('white') : signSeat(p.seat))));
  if (info.odds === null) return sign('here', { who });
  return info.there.some((p) => p.white) ? sign('noDuel', { who }) : sign('odds', { who, odds: Math.round(info.odds * 100) });
}

/** Where the setup dice put the town centre or a mountain, on the sign by the landed dice. */
export const landingSign = (cell: number, centre: boolean): Message => sign(centre ? 'centre' : 'mountain', { cell: cellName(cell) });
