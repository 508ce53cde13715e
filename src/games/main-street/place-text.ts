// What a place on Main Street's table says in words: the hover line for a
// building, a street space, the saloon or the jail (who is inside, the awning
// and what building costs, the meeple and marker on a space), the short
// lines its sign prints, and who a flick figure is. As messages (issue 25):
// the view says them in the player's language. They are the rules' view in
// players' words, so they live in the pure half and are tested without a
// screen (tests/games/main-street/place-text.test.ts). Meeples, seats and
// end triggers are the log's messages; building names are building-words.ts'.
import type { FigureSpot } from '../../core/contract.ts';
import type { Message, MessageValue } from '../../core/message.ts';
import { BUILDING_NAMES } from './data.ts';
import { buildingMessage } from './building-words.ts';
import { meepleMessage, meeplesMessage, seatMessage } from './log-messages.ts';
import { endTriggerMessage } from './rules/state.ts';
import type { BuildingView, MainStreetState, MainStreetView, MeepleCounts } from './types.ts';

export const PLACE_TEXT = {
  nobody: /*i18n*/ { id: 'main-street.place.nobody', message: 'nobody' },
  saloon: /*i18n*/ { id: 'main-street.place.saloon', message: 'Saloon: {inside}.' },
  jail: /*i18n*/ { id: 'main-street.place.jail', message: 'Jail: {inside}; {dynamite} dynamite.' },
  building: /*i18n*/ {
    id: 'main-street.place.building',
    message: '{building}: {inside} inside; {awning, select, none {no awning} other {awning {points} ({seat})}}; building costs {gold} gold + {stone} stone.',
  },
  space: /*i18n*/ {
    id: 'main-street.place.space',
    message: "{kind, select, showdown {Showdown space {side}} other {{building}'s doorway}}: {who}{marked, select, yes { (marker of {seat})} other {}}.",
  },
  free: /*i18n*/ { id: 'main-street.place.free', message: 'free' },
  crowd: /*i18n*/ { id: 'main-street.place.crowd', message: '{count, plural, =0 {empty} other {# inside}}' },
  awningSign: /*i18n*/ { id: 'main-street.sign.awning', message: 'awning {points} · P{n}' },
  costSign: /*i18n*/ { id: 'main-street.sign.cost', message: '{gold}g + {stone}s' },
  bank: /*i18n*/ { id: 'main-street.sign.bank', message: 'Bank' },
  bankCount: /*i18n*/ { id: 'main-street.sign.bank-count', message: 'next bar {price} gold' },
  bankEmpty: /*i18n*/ { id: 'main-street.sign.bank-empty', message: 'empty' },
  bag: /*i18n*/ { id: 'main-street.sign.bag', message: '{dynamite, plural, =0 {Bag} other {Bag · # dynamite}}' },
  bagCount: /*i18n*/ { id: 'main-street.sign.bag-count', message: '{gold} gold · {stone} stone' },
  graveyard: /*i18n*/ { id: 'main-street.sign.graveyard', message: 'Graveyard' },
  graveyardCount: /*i18n*/ { id: 'main-street.sign.graveyard-count', message: '{filled} of {total} filled' },
  supply: /*i18n*/ {
    id: 'main-street.supply',
    message:
      'Bank: {bars, plural, one {# bar} other {# bars}}{priced, select, yes { (next {price} gold)} other {}} · Bag: {gold} gold, {stone} stone, {dynamite} dynamite · Graves {filled}/{total}{last, select, yes { · Last round: {triggers}} other {}}',
  },
  target: /*i18n*/ { id: 'main-street.figure.target', message: 'The target {meeple}' },
  duellist: /*i18n*/ { id: 'main-street.figure.duellist', message: "{seat}'s {meeple}" },
  anyMeeple: /*i18n*/ { id: 'main-street.figure.meeple', message: 'meeple' },
  doorway: /*i18n*/ { id: 'main-street.figure.doorway', message: "The meeple at the {building}'s door" },
  bystander: /*i18n*/ { id: 'main-street.figure.bystander', message: 'A bystander' },
} as const;

type Key = keyof typeof PLACE_TEXT;
const say = (key: Key, values?: Record<string, MessageValue>): Message => (values ? { id: PLACE_TEXT[key].id, values } : { id: PLACE_TEXT[key].id });

const inside = (m: MeepleCounts): MessageValue => {
  const list = meeplesMessage(m);
  return list === '' ? say('nobody') : list;
};

/** The hover line for a board target (moves.ts: `b3`, `s5`, saloon, jail); null for one the view does not have. */
export function hoverText(view: MainStreetView, target: string): Message | null {
  if (target === 'saloon') return say('saloon', { inside: inside(view.saloon) });
  if (target === 'jail') return say('jail', { inside: inside(view.jail), dynamite: view.jailDynamite });
  const n = Number(target.slice(1));
  if (target[0] === 'b') {
    const b = view.buildings[n];
    if (!b) return null;
    const awning = b.awning ? { awning: 'yes', points: b.awning.points, seat: seatMessage(b.awning.owner) } : { awning: 'none', points: 0, seat: '' };
    return say('building', { building: b.name, inside: inside(b.meeples), ...awning, gold: b.cost.gold, stone: b.cost.stone });
  }
  const sp = target[0] === 's' ? view.spaces[n] : undefined;
  if (!sp) return null;
  const where = sp.kind === 'showdown' ? { kind: 'showdown', side: sp.space === 0 ? 'A' : 'B', building: '' } : { kind: 'doorway', side: '', building: buildingMessage(sp.building ?? 0) };
  const marker = sp.owner !== null ? { marked: 'yes', seat: seatMessage(sp.owner) } : { marked: 'no', seat: '' };
  return say('space', { ...where, who: sp.meeple ? meepleMessage(sp.meeple) : say('free'), ...marker });
}

/** How many meeples stand in the saloon or the jail, for its sign ("3 inside", "empty"); the hover line names their kinds. */
export function crowdText(m: MeepleCounts): Message {
  return say('crowd', { count: Object.values(m).reduce((a, b) => a + b, 0) });
}

/** A building sign's second line: its awning and owner, or what building one costs. */
export const buildingSignText = (b: BuildingView): Message =>
  b.awning ? say('awningSign', { points: b.awning.points, n: b.awning.owner + 1 }) : say('costSign', { gold: b.cost.gold, stone: b.cost.stone });

/** The title and count lines of the bank's, the bag's and the graveyard's signs (the scoreboard's panel has every count in full). */
export function supplySigns(view: MainStreetView): Record<'bank' | 'bag' | 'graveyard', { title: Message; count: Message }> {
  return {
    bank: { title: say('bank'), count: view.bank.nextPrice === null ? say('bankEmpty') : say('bankCount', { price: view.bank.nextPrice }) },
    bag: { title: say('bag', { dynamite: view.bag.dynamite }), count: say('bagCount', { gold: view.bag.gold, stone: view.bag.stone }) },
    graveyard: { title: say('graveyard'), count: say('graveyardCount', { filled: view.graves.filled.length, total: view.graves.total }) },
  };
}

/** The scoreboard's line under the scores: the bank and the next bar's price, the bag, the graves, and the ends triggered. */
export function supplyLine(view: MainStreetView): Message {
  const { bag, graves } = view;
  const triggers = view.endTriggered.map(endTriggerMessage);
  return say('supply', {
    bars: view.bank.bars,
    priced: view.bank.nextPrice !== null ? 'yes' : 'no',
    price: view.bank.nextPrice ?? 0,
    gold: bag.gold,
    stone: bag.stone,
    dynamite: bag.dynamite,
    filled: graves.filled.length,
    total: graves.total,
    last: triggers.length > 0 ? 'yes' : 'no',
    triggers: triggers.length > 0 ? triggers.slice(1).reduce<MessageValue>((a, b) => ({ id: 'list.join', values: { a, b } }), triggers[0]!) : '',
  });
}

/** "Player 2's builder" for a flick's duellist, "The meeple at the Gunsmith's door" for a bystander. */
export function streetFigureName(f: Pick<FigureSpot, 'id' | 'owner'>, showdowns: MainStreetState['showdowns']): Message {
  const side = f.id === 'duellist-a' ? 0 : f.id === 'duellist-b' ? 1 : null;
  if (side !== null) {
    const duellist = showdowns[side];
    const owner = duellist?.owner ?? f.owner;
    const meeple = duellist ? meepleMessage(duellist.meeple) : say('anyMeeple');
    return owner === undefined ? say('target', { meeple }) : say('duellist', { seat: seatMessage(owner), meeple });
  }
  const building = /^doorway-(\d+)$/.exec(f.id);
  return building && BUILDING_NAMES[Number(building[1])] ? say('doorway', { building: buildingMessage(Number(building[1])) }) : say('bystander');
}
