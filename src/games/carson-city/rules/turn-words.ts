// What the table says to the seat in a few words, from the rules' state: what
// the phase asks of it now, why a place cannot take the cowboy in hand, a
// contest named on a sign, the resolution tour's sign and the sign over a
// target where others stand (who, and the duel odds). Rules knowledge (which
// phase asks what, which places a white cowboy may take, what a settled duel
// was), so it lives with the rules and its tests, not in the board or the HUD
// that print it. Plain English strings. Pure.
import { RESOLUTION_STEPS, type SquareId } from '../data.ts';
import type { Message, MessageValue } from '../../../core/message.ts';
import { BUILDING_MESSAGES } from '../log-messages.ts';
import type { Contest } from '../types.ts';
import { cellName } from './board.ts';
import type { Settled } from './settled.ts';
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

/** A contest in a few words for a sign over the table (the turn panel and the log name it in full). */
export function contestCaption(c: Contest): string {
  if (c.kind === 'estate') return 'Estate income';
  if (c.kind === 'parcel') return `Parcel ${cellName(c.cell)}`;
  if (c.kind === 'raid') return `Raid on ${cellName(c.cell)}`;
  if (c.square.startsWith('build')) return `Build $${c.square.slice(5)}`;
  if (c.square.startsWith('buy')) return `Points $${c.square.slice(3)}`;
  return RESOLUTION_STEPS.find((x) => x.id === c.square)?.name ?? c.square;
}

/** The tour sign's few lines for a settled contest (the turn panel's line and the log say it in full). */
export function settledSign(visit: Settled): string[] {
  const name = contestCaption(visit.contest);
  if (visit.duel) {
    const d = visit.duel;
    return [`Duel: ${name}`, d.seats.map((s, i) => `P${s + 1} ${d.faces[i]}→${d.totals[i]}`).join(' · '), `P${d.winner + 1} wins`];
  }
  const paid = visit.paid.map((p) => `P${p.seat + 1} +$${p.amount}`).join(' · ');
  if (visit.contest.kind === 'estate') return [name, paid || 'nothing paid'];
  return paid ? [name, paid] : [name];
}

/** The sign of a duel still waiting for dice: the contest and the faces thrown so far. */
export function pendingDuelSign(c: Contest, duel: { seats: readonly number[]; faces: readonly number[] }): string[] {
  return [`Duel: ${contestCaption(c)}`, duel.seats.map((s, i) => `P${s + 1} ${duel.faces[i] ?? '…'}`).join(' · ')];
}

/** One short line over a target where cowboys stand: who, and the deciding seat's duel odds (the turn panel says it in full). */
export function standingSign(info: Pick<TargetInfo, 'there' | 'odds'>): string | null {
  if (info.there.length === 0) return null;
  const who = info.there.map((p) => (p.white ? 'White' : `P${p.seat + 1}`)).join(' · ');
  if (info.odds === null) return `${who} here`;
  return info.there.some((p) => p.white) ? `${who} · no duel` : `${who} · you ${Math.round(info.odds * 100)} %`;
}
