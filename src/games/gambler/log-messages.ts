// Tableau Gulch's log in messages, not sentences (issue 25): the rules write
// an id and its parameters, the view says it in the player's language. The
// English here is the catalogs' source (`npx lingui extract` reads the
// /*i18n*/ descriptors); German and Russian are in src/locales/. Plain data:
// the pure half imports no i18n library. Tableau names are ours and stay.
import type { Seat } from '../../core/contract.ts';
import type { Message, MessageValue } from '../../core/message.ts';

export const GAMBLER_LOG = {
  seat: /*i18n*/ { id: 'gambler.seat', message: 'Player {n}' },
  threwNothingFits: /*i18n*/ { id: 'gambler.log.threw-nothing-fits', message: '{seat} threw {faces}: nothing fits, the turn is over.' },
  threw: /*i18n*/ { id: 'gambler.log.threw', message: '{seat} threw {faces}.' },
  placed: /*i18n*/ { id: 'gambler.log.placed', message: '{seat} placed a {face} in row {row}.' },
  placedCollected: /*i18n*/ { id: 'gambler.log.placed-collected', message: '{seat} placed a {face} in row {row} and collected {chips}.' },
  placedPaid: /*i18n*/ { id: 'gambler.log.placed-paid', message: '{seat} placed a {face} in row {row} and paid {chips}.' },
  placedOwed: /*i18n*/ {
    id: 'gambler.log.placed-owed',
    message: '{seat} placed a {face} in row {row} and owed {owed}: paid all {chips} chips and plays on at 0.',
  },
  placedAll: /*i18n*/ { id: 'gambler.log.placed-all', message: '{seat} has placed every die of the turn.' },
  stopped: /*i18n*/ { id: 'gambler.log.stopped', message: '{seat} stopped and took back {count, plural, one {# die} other {# dice}}.' },
  roundAbandoned: /*i18n*/ { id: 'gambler.log.round-abandoned', message: 'Round {round} ({tableau}) is abandoned: {why}.' },
  roundOver: /*i18n*/ { id: 'gambler.log.round-over', message: 'Round {round} ({tableau}) is over: the tableau is full.' },
  chips: /*i18n*/ { id: 'gambler.log.chips', message: 'Chips: {list}.' },
  seatChips: /*i18n*/ { id: 'gambler.log.seat-chips', message: '{seat} {chips}' },
  roundStarts: /*i18n*/ {
    id: 'gambler.log.round-starts',
    message: 'Round {round}: {tableau} comes up; dice are shared out ({each} each{aside}); {seat} starts.',
  },
  aside: /*i18n*/ { id: 'gambler.log.aside', message: ', {count} aside' },
  gameOver: /*i18n*/ { id: 'gambler.log.game-over', message: '{why}. Game over.' },
  noDiceLeft: /*i18n*/ { id: 'gambler.why.no-dice', message: 'no player holds a die any more' },
  stuck: /*i18n*/ { id: 'gambler.why.stuck', message: '{laps} laps passed without a die placed' },
  reached: /*i18n*/ { id: 'gambler.why.reached', message: '{seat} reached {target} chips' },
  shortDone: /*i18n*/ { id: 'gambler.why.short-done', message: "The short game's {rounds} tableaux are done" },
  tenthDone: /*i18n*/ { id: 'gambler.why.tenth-done', message: 'The tenth tableau is done' },
  stackDone: /*i18n*/ { id: 'gambler.why.stack-done', message: 'The whole stack has been played and nobody reached {target}' },
} as const;

type LogKey = keyof typeof GAMBLER_LOG;

/** One log line (or a part of one): the message `key` with its parameters. */
export const logLine = (key: LogKey, values?: Record<string, MessageValue>): Message =>
  values ? { id: GAMBLER_LOG[key].id, values } : { id: GAMBLER_LOG[key].id };

/** A seat as the log names it ("Player 2"), in the reader's language. */
export const seatMessage = (seat: Seat): Message => logLine('seat', { n: seat + 1 });
