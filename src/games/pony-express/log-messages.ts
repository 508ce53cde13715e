// Mail Run's log in messages, not sentences (issue 25): the rules write an id
// and its parameters, the view says it in the player's language. The English
// here is the catalogs' source (`npx lingui extract` reads the /*i18n*/
// descriptors); German and Russian are in src/locales/ (terms from seed 000:
// Almosen, Nugget, Drilling …). Card names are ours and pass as they are.
// Plain data: the pure half imports no i18n library.
import type { Seat } from '../../core/contract.ts';
import { listMessage, type Message, type MessageValue } from '../../core/message.ts';
import type { Combo } from './rules/combos.ts';

export const PONY_LOG = {
  seat: /*i18n*/ { id: 'pony-express.seat', message: 'Rider {n}' },
  start: /*i18n*/ { id: 'pony-express.log.start', message: '{players, plural, one {# rider leaves} other {# riders leave}} St. Joseph with {gold} gold each.' },
  startShort: /*i18n*/ {
    id: 'pony-express.log.start-short',
    message: '{players, plural, one {# rider sets} other {# riders set}} out from space {space} (the short race) with {gold} gold each.',
  },
  dealt: /*i18n*/ { id: 'pony-express.log.dealt', message: '{seat} is dealt two cards.' },
  keeps: /*i18n*/ { id: 'pony-express.log.keeps', message: '{seat} keeps a card.' },
  round: /*i18n*/ { id: 'pony-express.log.round', message: "— Round {round}: {seat}'s turn." },
  alms: /*i18n*/ { id: 'pony-express.log.alms', message: '{seat} gets 1 gold as alms.' },
  throwsAll: /*i18n*/ { id: 'pony-express.log.throws-all', message: '{seat} throws all five dice under the cup.' },
  rethrowFree: /*i18n*/ {
    id: 'pony-express.log.rethrow-free',
    message: '{seat} gets a free re-throw and re-throws {count, plural, one {# die} other {# dice}} {landing, select, cup {under the cup} other {openly}}{open}.',
  },
  rethrowPaid: /*i18n*/ {
    id: 'pony-express.log.rethrow-paid',
    message: '{seat} pays {cost} gold and re-throws {count, plural, one {# die} other {# dice}} {landing, select, cup {under the cup} other {openly}}{open}.',
  },
  openKept: /*i18n*/ { id: 'pony-express.log.open-kept', message: ' (open: {faces})' },
  rethrown: /*i18n*/ { id: 'pony-express.log.rethrown', message: 'The re-thrown dice show {faces}.' },
  claimsNothing: /*i18n*/ { id: 'pony-express.log.claims-nothing', message: '{seat} claims nothing and stays.' },
  claims: /*i18n*/ { id: 'pony-express.log.claims', message: '{seat} claims {combo} ({steps, plural, one {# step} other {# steps}}).' },
  believes: /*i18n*/ { id: 'pony-express.log.believes', message: '{seat} believes it.' },
  doubts: /*i18n*/ { id: 'pony-express.log.doubts', message: '{seat} doubts! The cup is lifted: {faces}.' },
  truth: /*i18n*/ { id: 'pony-express.log.truth', message: '{seat} told the truth.' },
  falseSuspicion: /*i18n*/ { id: 'pony-express.log.false-suspicion', message: '{seat} goes to jail for the false suspicion.' },
  bluffing: /*i18n*/ { id: 'pony-express.log.bluffing', message: '{seat} was bluffing and stays put.' },
  takesClaimed: /*i18n*/ { id: 'pony-express.log.takes-claimed', message: '{seat} takes the {steps, plural, one {# claimed step} other {# claimed steps}}.' },
  stays: /*i18n*/ { id: 'pony-express.log.stays', message: '{seat} stays.' },
  rides: /*i18n*/ { id: 'pony-express.log.rides', message: '{seat} rides {steps} to space {space}.' },
  movesOn: /*i18n*/ { id: 'pony-express.log.moves-on', message: '{seat} moves on to space {space}.' },
  fallsBack: /*i18n*/ { id: 'pony-express.log.falls-back', message: '{seat} falls back to space {space}.' },
  holds: /*i18n*/ { id: 'pony-express.log.holds', message: '{seat} holds on to the mail: box {box}.' },
  reaches: /*i18n*/ { id: 'pony-express.log.reaches', message: '{seat} reaches Sacramento and takes the first mail box.' },
  finalDuel: /*i18n*/ { id: 'pony-express.log.final-duel', message: 'Final duel: {a} against {b}.' },
  duel: /*i18n*/ { id: 'pony-express.log.duel', message: 'Duel on space {space}: {a} against {b}.' },
  poker: /*i18n*/ { id: 'pony-express.log.poker', message: 'Poker round on space {space}: {seats}.' },
  meetsIndians: /*i18n*/ { id: 'pony-express.log.meets-indians', message: '{seat} meets the Indians.' },
  indiansFall: /*i18n*/ { id: 'pony-express.log.indians-fall', message: '{count, plural, one {# Indian falls} other {# Indians fall}}.' },
  indiansStand: /*i18n*/ { id: 'pony-express.log.indians-stand', message: 'The Indians stand firm.' },
  indianGold: /*i18n*/ { id: 'pony-express.log.indian-gold', message: '{seat} gains {gold} gold from the Indians.' },
  train: /*i18n*/ { id: 'pony-express.log.train', message: '{seat} pays {fare} gold for the train.' },
  mine: /*i18n*/ { id: 'pony-express.log.mine', message: 'Gold mine: {seat} throws {faces} ({combo}) and digs up {gold} gold.' },
  saloon: /*i18n*/ { id: 'pony-express.log.saloon', message: 'Saloon: {seat} throws {faces} ({combo}); the bill is {bill} gold.' },
  noCards: /*i18n*/ { id: 'pony-express.log.no-cards', message: 'No cards are left to draw.' },
  draws: /*i18n*/ { id: 'pony-express.log.draws', message: '{seat} draws {count, plural, one {# card} other {# cards}}.' },
  reshuffle: /*i18n*/ { id: 'pony-express.log.reshuffle', message: 'The discarded cards are shuffled into a new deck.' },
  jail: /*i18n*/ { id: 'pony-express.log.jail', message: '{seat} goes to jail ({why}).' },
  whyBystander: /*i18n*/ { id: 'pony-express.why.bystander', message: 'knocked over an uninvolved rider' },
  whySaloon: /*i18n*/ { id: 'pony-express.why.saloon', message: 'could not pay the saloon' },
  whyNoGold: /*i18n*/ { id: 'pony-express.why.no-gold', message: 'shot down without gold' },
  whyPoker: /*i18n*/ { id: 'pony-express.why.poker', message: 'could not pay the poker round' },
  bail: /*i18n*/ { id: 'pony-express.log.bail', message: '{seat} pays {gold} gold bail and stands up.' },
  sitsOut: /*i18n*/ { id: 'pony-express.log.sits-out', message: '{seat} sits the round out in jail.' },
  escapeTry: /*i18n*/ { id: 'pony-express.log.escape-try', message: '{seat} tries to escape: {faces} ({combo}), {gold} gold.' },
  escapes: /*i18n*/ { id: 'pony-express.log.escapes', message: '{seat} escapes and rides on.' },
  staysJailed: /*i18n*/ { id: 'pony-express.log.stays-jailed', message: '{seat} stays behind bars this round.' },
  hitPoor: /*i18n*/ { id: 'pony-express.log.hit-poor', message: '{shooter} hits {target}, who has no gold.' },
  hit: /*i18n*/ { id: 'pony-express.log.hit', message: '{shooter} hits {target} and takes {gold} gold.' },
  luckyShot: /*i18n*/ { id: 'pony-express.log.lucky-shot', message: '{seat} plays Lucky Shot: two flicks in a row.' },
  misses: /*i18n*/ { id: 'pony-express.log.misses', message: '{seat} misses.' },
  duellistsReturn: /*i18n*/ { id: 'pony-express.log.duellists-return', message: 'The duellists return to their space.' },
  pokerThrow: /*i18n*/ { id: 'pony-express.log.poker-throw', message: '{seat} throws {faces} ({combo}).' },
  pokerTie: /*i18n*/ { id: 'pony-express.log.poker-tie', message: 'Tie at the top: {seats} throw again.' },
  pokerStillTied: /*i18n*/ { id: 'pony-express.log.poker-still-tied', message: 'Still tied: nobody takes the pot.' },
  pokerWin: /*i18n*/ { id: 'pony-express.log.poker-win', message: '{seat} wins the poker round.' },
  pokerPaysBank: /*i18n*/ { id: 'pony-express.log.poker-pays-bank', message: '{seat} pays {paid}; the bank adds {bank}.' },
  pokerPays: /*i18n*/ { id: 'pony-express.log.poker-pays', message: '{seat} pays {gold} gold.' },
  plays: /*i18n*/ { id: 'pony-express.log.plays', message: '{seat} plays {card}.' },
  bankGold: /*i18n*/ { id: 'pony-express.log.bank-gold', message: '{seat} takes {gold} gold from the bank.' },
  pickpocket: /*i18n*/ { id: 'pony-express.log.pickpocket', message: '{seat} lifts {gold} gold from {other}.' },
  pardon: /*i18n*/ { id: 'pony-express.log.pardon', message: '{seat} walks out of jail.' },
  winMail: /*i18n*/ { id: 'pony-express.log.win-mail', message: '{seat} wins: the mail reaches the third mail box.' },
  winHit: /*i18n*/ { id: 'pony-express.log.win-hit', message: '{seat} wins the final duel with the first hit.' },
  winBystander: /*i18n*/ { id: 'pony-express.log.win-bystander', message: '{seat} wins the final duel: {other} knocked over an uninvolved rider.' },
  winNobody: /*i18n*/ { id: 'pony-express.log.win-nobody', message: '{seat} wins: nobody hit in the final duel, so the earlier arrival keeps the mail.' },
} as const;

/** The poker-dice combinations as the log names them (seed 000: Paar, Drilling, Straße, Full House, Vierling, Fünfling). */
export const COMBO_MESSAGES: Record<Combo, Message> = {
  nothing: /*i18n*/ { id: 'pony-express.combo.nothing', message: 'nothing' },
  pair: /*i18n*/ { id: 'pony-express.combo.pair', message: 'a pair' },
  'two-pairs': /*i18n*/ { id: 'pony-express.combo.two-pairs', message: 'two pairs' },
  three: /*i18n*/ { id: 'pony-express.combo.three', message: 'three of a kind' },
  straight: /*i18n*/ { id: 'pony-express.combo.straight', message: 'a straight' },
  'full-house': /*i18n*/ { id: 'pony-express.combo.full-house', message: 'a full house' },
  four: /*i18n*/ { id: 'pony-express.combo.four', message: 'four of a kind' },
  five: /*i18n*/ { id: 'pony-express.combo.five', message: 'five of a kind' },
};

type LogKey = keyof typeof PONY_LOG;

/** One log line (or a part of one): the message `key` with its parameters. */
export const logLine = (key: LogKey, values?: Record<string, MessageValue>): Message =>
  values ? { id: PONY_LOG[key].id, values } : { id: PONY_LOG[key].id };

/** A rider as the log names it ("Rider 2"), in the reader's language. */
export const seatMessage = (seat: Seat): Message => logLine('seat', { n: seat + 1 });

/** A combination as a parameter (its id only: the catalog says it). */
export const comboMessage = (combo: Combo): Message => ({ id: COMBO_MESSAGES[combo].id });

/** Several riders as one parameter, joined in the reader's language. */
export const seatsMessage = (seats: readonly Seat[]): MessageValue => listMessage(seats.map(seatMessage));

/** Dice faces as the table shows them ("A K 9"): symbols, the same in every language. */
export const facesText = (faces: readonly string[]): string => faces.join(' ');
