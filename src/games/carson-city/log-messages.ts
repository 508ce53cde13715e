// Silver Creek County's log in messages, not sentences (issue 25): the rules
// write an id and its parameters, the view says it in the player's language.
// The English here is the catalogs' source (`npx lingui extract` reads the
// /*i18n*/ descriptors); German and Russian are in src/locales/ (Russian terms
// from seed 003: ковбой, дуэль, участок, жалованье, револьвер). Parcel names
// (C4) are coordinates and stay. Plain data: no i18n library here.
// settled.ts reads the duel and payment lines back by id and values, so a
// line's values are its facts (seats as seat messages, dollars as numbers).
import type { Seat } from '../../core/contract.ts';
import { listMessage, type Message, type MessageValue } from '../../core/message.ts';
import type { BuildingKind, CharacterId, SquareId } from './data.ts';

export const CARSON_LOG = {
  seat: /*i18n*/ { id: 'carson-city.seat', message: 'Player {n}' },
  start: /*i18n*/ { id: 'carson-city.log.start', message: '{players, plural, one {# player} other {# players}}, {seat} first; {seat} throws the town centre.' },
  centre: /*i18n*/ { id: 'carson-city.log.centre', message: 'The town centre is at {cell}: a house and four roads.' },
  mountains: /*i18n*/ { id: 'carson-city.log.mountains', message: '{where}{taken}{again}.' },
  mountainsNone: /*i18n*/ { id: 'carson-city.log.mountains-none', message: 'No mountain lands' },
  mountainsAt: /*i18n*/ { id: 'carson-city.log.mountains-at', message: '{count, plural, one {A mountain} other {# mountains}} at {cells}' },
  mountainsTaken: /*i18n*/ { id: 'carson-city.log.mountains-taken', message: '; {cells} {count, plural, one {is} other {are}} taken' },
  mountainsAgain: /*i18n*/ { id: 'carson-city.log.mountains-again', message: ': {left} to throw again' },
  turnOne: /*i18n*/ { id: 'carson-city.log.turn-one', message: 'Turn {turn} begins.' },
  turn: /*i18n*/ {
    id: 'carson-city.log.turn',
    message: 'Turn {turn} begins: the 1858 marker closes the ${price} square; {refill, plural, one {# new cowboy} other {# new cowboys}} each.',
  },
  character: /*i18n*/ { id: 'carson-city.log.character', message: '{seat} is the {character}.' },
  claims: /*i18n*/ { id: 'carson-city.log.claims', message: '{seat} claims {cell}.' },
  passes: /*i18n*/ { id: 'carson-city.log.passes', message: '{seat} passes.' },
  noBuild: /*i18n*/ { id: 'carson-city.log.no-build', message: '{seat} does not build.' },
  buysPoints: /*i18n*/ { id: 'carson-city.log.buys-points', message: '{seat} buys {count, plural, one {# point} other {# points}} at ${price}.' },
  gambles: /*i18n*/ { id: 'carson-city.log.gambles', message: '{seat} gambles: {a} + {b} = ${sum}.' },
  builds: /*i18n*/ { id: 'carson-city.log.builds', message: '{seat} builds a {building} on {cell} for ${price}.' },
  house: /*i18n*/ { id: 'carson-city.log.house', message: '{seat} adds a house on {cell}.' },
  overLimit: /*i18n*/ {
    id: 'carson-city.log.over-limit',
    message: '{seat} is over the cash limit: hands in ${paid} for {points, plural, one {# point} other {# points}}.',
  },
  gameOver: /*i18n*/ { id: 'carson-city.log.game-over', message: 'Game over: {scores}.' },
  seatAmount: /*i18n*/ { id: 'carson-city.log.seat-amount', message: '{seat} {n}' },
  seatDollars: /*i18n*/ { id: 'carson-city.log.seat-dollars', message: '{seat} ${n}' },
  resolving: /*i18n*/ { id: 'carson-city.log.resolving', message: 'Everyone has passed: the squares are resolved in order.' },
  wages: /*i18n*/ { id: 'carson-city.log.wages', message: 'Wages: {seats}.' },
  singleRoads: /*i18n*/ { id: 'carson-city.log.single-roads', message: 'Single roads: {seats}.' },
  duelFor: /*i18n*/ { id: 'carson-city.log.duel-for', message: 'Duel for {contest}: {seats}.' },
  against: /*i18n*/ { id: 'carson-city.log.against', message: '{a} against {b}' },
  duel: /*i18n*/ { id: 'carson-city.log.duel', message: 'Duel: {rolls}; {winner} wins.' },
  duelRoll: /*i18n*/ { id: 'carson-city.log.duel-roll', message: '{seat} {face} + {bonus} = {total}' },
  buysParcel: /*i18n*/ { id: 'carson-city.log.buys-parcel', message: '{seat} buys {cell} for ${price}.' },
  cannotBuy: /*i18n*/ { id: 'carson-city.log.cannot-buy', message: '{seat} cannot buy {cell} (${price}).' },
  raids: /*i18n*/ { id: 'carson-city.log.raids', message: '{seat} raids the building on {cell}.' },
  holds: /*i18n*/ { id: 'carson-city.log.holds', message: '{seat} holds the building on {cell}.' },
  cannotBuild: /*i18n*/ { id: 'carson-city.log.cannot-build', message: '{seat} cannot build the {building}.' },
  ammo: /*i18n*/ { id: 'carson-city.log.ammo', message: '{seat} takes the three-revolver token (+{firepower} firepower).' },
  roads: /*i18n*/ { id: 'carson-city.log.roads', message: '{seat} takes {count, plural, one {# road} other {# roads}}.' },
  parcelIncome: /*i18n*/ { id: 'carson-city.log.parcel-income', message: '{seat} collects ${n} parcel income.' },
  cowboyIncome: /*i18n*/ { id: 'carson-city.log.cowboy-income', message: '{seat} collects ${n} cowboy income.' },
  parcelPoints: /*i18n*/ { id: 'carson-city.log.parcel-points', message: '{seat} scores {n} for parcels.' },
  firepowerPoints: /*i18n*/ { id: 'carson-city.log.firepower-points', message: '{seat} scores {n} for firepower.' },
  buildingPoints: /*i18n*/ { id: 'carson-city.log.building-points', message: '{seat} scores {n} for buildings.' },
  estate: /*i18n*/ { id: 'carson-city.log.estate', message: 'Estate income: {list}.' },
  // What a contest is called in a duel's line (resolve.ts contestName says it in English for the signs).
  contestSquare: /*i18n*/ { id: 'carson-city.contest.square', message: 'the square' },
  contestEstate: /*i18n*/ { id: 'carson-city.contest.estate', message: 'estate income' },
  contestParcel: /*i18n*/ { id: 'carson-city.contest.parcel', message: 'parcel {cell}' },
  contestRaid: /*i18n*/ { id: 'carson-city.contest.raid', message: 'the building on {cell}' },
  contestBuild: /*i18n*/ { id: 'carson-city.contest.build', message: 'the construction square ${price}' },
  contestBuy: /*i18n*/ { id: 'carson-city.contest.buy', message: 'the ${price} points square' },
  // A settled duel throw, for the prompt area (throw-text.ts).
  throwFace: /*i18n*/ { id: 'carson-city.throw.face', message: '{seat} throws {face} in the duel for {contest}.' },
  throwFaceNext: /*i18n*/ { id: 'carson-city.throw.face-next', message: '{seat} throws {face} in the duel for {contest}; {next} throws next.' },
  throwDuel: /*i18n*/ { id: 'carson-city.throw.duel', message: 'Duel for {contest}: {rolls}; {winner} wins.' },
  throwThen: /*i18n*/ { id: 'carson-city.throw.then', message: '{first} {then}' },
} as const;

/** The squares a contest can be about, as the duel's line names them. */
export const SQUARE_MESSAGES: Partial<Record<SquareId, Message>> = {
  wages: /*i18n*/ { id: 'carson-city.square.wages', message: 'wages' },
  ammo: /*i18n*/ { id: 'carson-city.square.ammo', message: 'ammunition' },
  roads3: /*i18n*/ { id: 'carson-city.square.roads3', message: 'three roads' },
  road1: /*i18n*/ { id: 'carson-city.square.road1', message: 'single road' },
  'parcel-income': /*i18n*/ { id: 'carson-city.square.parcel-income', message: 'parcel income' },
  'cowboy-income': /*i18n*/ { id: 'carson-city.square.cowboy-income', message: 'cowboy income' },
  gambling: /*i18n*/ { id: 'carson-city.square.gambling', message: 'gambling' },
  'parcel-points': /*i18n*/ { id: 'carson-city.square.parcel-points', message: 'parcel points' },
  'cowboy-points': /*i18n*/ { id: 'carson-city.square.cowboy-points', message: 'cowboy points' },
  'estate-points': /*i18n*/ { id: 'carson-city.square.estate-points', message: 'estate points' },
};

/** Building types in a sentence ("builds a ranch"). */
export const BUILDING_MESSAGES: Record<BuildingKind, Message> = {
  ranch: /*i18n*/ { id: 'carson-city.building.ranch', message: 'ranch' },
  mine: /*i18n*/ { id: 'carson-city.building.mine', message: 'mine' },
  drugstore: /*i18n*/ { id: 'carson-city.building.drugstore', message: 'drugstore' },
  bank: /*i18n*/ { id: 'carson-city.building.bank', message: 'bank' },
  saloon: /*i18n*/ { id: 'carson-city.building.saloon', message: 'saloon' },
  hotel: /*i18n*/ { id: 'carson-city.building.hotel', message: 'hotel' },
  church: /*i18n*/ { id: 'carson-city.building.church', message: 'church' },
  prison: /*i18n*/ { id: 'carson-city.building.prison', message: 'prison' },
};

/** The characters, as the log names the seat that took one. */
export const CHARACTER_MESSAGES: Record<CharacterId, Message> = {
  sheriff: /*i18n*/ { id: 'carson-city.character.sheriff', message: 'Sheriff' },
  banker: /*i18n*/ { id: 'carson-city.character.banker', message: 'Banker' },
  grocer: /*i18n*/ { id: 'carson-city.character.grocer', message: 'Grocer' },
  coolie: /*i18n*/ { id: 'carson-city.character.coolie', message: 'Coolie' },
  settler: /*i18n*/ { id: 'carson-city.character.settler', message: 'Settler' },
  captain: /*i18n*/ { id: 'carson-city.character.captain', message: 'Captain' },
  mercenary: /*i18n*/ { id: 'carson-city.character.mercenary', message: 'Mercenary' },
};

type LogKey = keyof typeof CARSON_LOG;

/** One log line (or a part of one): the message `key` with its parameters. */
export const logLine = (key: LogKey, values?: Record<string, MessageValue>): Message =>
  values ? { id: CARSON_LOG[key].id, values } : { id: CARSON_LOG[key].id };

/** A seat as the log names it ("Player 2"), in the reader's language. */
export const seatMessage = (seat: Seat): Message => logLine('seat', { n: seat + 1 });

export const seatsMessage = (seats: readonly Seat[]): MessageValue => listMessage(seats.map(seatMessage));

/** Duellists joined "A against B against C". */
export const againstMessage = (seats: readonly Seat[]): MessageValue =>
  seats.slice(1).reduce<MessageValue>((a, seat) => logLine('against', { a, b: seatMessage(seat) }), seatMessage(seats[0]!));

export const idOf = (m: MessageValue): string | null => (typeof m === 'object' ? m.id : null);

/** Every message inside a value, depth first in reading order (a list's parts, a seat inside a line). */
export function partsOf(v: MessageValue | undefined, id: string): Message[] {
  if (v === undefined || typeof v !== 'object') return [];
  if (v.id === id) return [v];
  return Object.values(v.values ?? {}).flatMap((x) => partsOf(x, id));
}

/** The seat a seat message names (0-based), or -1. */
export const seatIn = (v: MessageValue | undefined): number =>
  typeof v === 'object' && v.id === CARSON_LOG.seat.id ? Number(v.values?.n ?? 0) - 1 : -1;
