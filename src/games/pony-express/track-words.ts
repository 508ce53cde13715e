// The words Mail Run paints on its table, as messages (issue 25): the track's
// captions (a space's own word, the mail boxes, the duel spots, the Indians'
// camp and flick line, the desert, the legend) and the signs by the gold piles
// and the rider's dice. The board formats them when it paints, and repaints on
// a language change. Place names (St. Joseph, Sacramento) and the title are
// ours and stay. Plain data and pure functions; English beside each id.
// Terms from seed 000: Bahnhof, Postkiste, Duell, Indianer, Becher, Nugget.
import { message, type Message } from '../../core/message.ts';
import { MAILBOXES, TRACK_LENGTH, STATION_FARES, nextStation, spaceKind, type SpaceKind } from './data/board.ts';

export const TRACK_WORDS = {
  start: /*i18n*/ { id: 'pony-express.board.start', message: 'start' },
  mail: /*i18n*/ { id: 'pony-express.board.mail', message: 'mail!' },
  fare: /*i18n*/ { id: 'pony-express.board.fare', message: '→{to}: {fare}g' },
  lastStop: /*i18n*/ { id: 'pony-express.board.last-stop', message: 'last stop' },
  box: /*i18n*/ { id: 'pony-express.board.box', message: '{last, select, yes {box {n}: win} other {box {n}}}' },
  duel: /*i18n*/ { id: 'pony-express.board.duel', message: 'DUEL {spot}' },
  camp: /*i18n*/ { id: 'pony-express.board.camp', message: 'Indian camp' },
  flickLine: /*i18n*/ { id: 'pony-express.board.flick-line', message: 'Indian flick line' },
  desert: /*i18n*/ { id: 'pony-express.board.desert', message: 'DESERT — re-throws cost 2 gold' },
  spaces: /*i18n*/ { id: 'pony-express.board.spaces', message: 'Spaces:' },
  legend: /*i18n*/ {
    id: 'pony-express.board.legend',
    message: '{kind, select, station {station} indians {indians} mine {gold mine} saloon {saloon} relay {relay} other {trail}}',
  },
  bank: /*i18n*/ { id: 'pony-express.ui.bank', message: 'Bank' },
  gold: /*i18n*/ { id: 'pony-express.board.gold', message: '{n} gold' },
  cupHidden: /*i18n*/ { id: 'pony-express.board.cup-hidden', message: 'under the cup (hidden)' },
  cupLifted: /*i18n*/ { id: 'pony-express.board.cup-lifted', message: 'cup lifted: all dice shown' },
  openAside: /*i18n*/ { id: 'pony-express.board.open-aside', message: 'set aside open' },
} as const;

const say = (key: keyof typeof TRACK_WORDS, values?: Parameters<typeof message>[1]): Message => message(TRACK_WORDS[key].id, values);

/** The word a space prints of its own (a station's next stop and fare, the start, the mail), or null: its picture says the rest. */
export function spaceWord(space: number): Message | null {
  if (space === 1) return say('start');
  if (space === TRACK_LENGTH) return say('mail');
  if (spaceKind(space) !== 'station') return null;
  const fare = STATION_FARES[space];
  const to = nextStation(space);
  return fare !== undefined && to !== null ? say('fare', { to, fare }) : say('lastStop');
}

/** A mail box's caption: "box 1", "box 3: win" (the last one wins). */
export const mailBoxWord = (box: number): Message => say('box', { n: box, last: box === MAILBOXES ? 'yes' : 'no' });

/** A duel spot's caption: "DUEL A". */
export const duelWord = (spot: 'A' | 'B'): Message => say('duel', { spot });

/** A kind of space as the legend names it. */
export const legendWord = (kind: SpaceKind): Message => say('legend', { kind });

/** The captions of the track's places without a parameter. */
export const trackWord = (key: 'camp' | 'flickLine' | 'desert' | 'spaces'): Message => say(key);

/** A gold pile's sign: its owner (the bank's name here; a rider's is its seat name) and its count. */
export const pileSign = (gold: number, bank: boolean): { title: Message | null; count: Message } => ({ title: bank ? say('bank') : null, count: say('gold', { n: gold }) });

/** The signs by the rider's dice: the cup's (hidden, or lifted for all to see) and the open dice set aside. */
export const diceSigns = (revealed: boolean): { cup: Message; open: Message } => ({ cup: say(revealed ? 'cupLifted' : 'cupHidden'), open: say('openAside') });
