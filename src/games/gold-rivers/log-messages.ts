// Gold in the Rivers' log in messages, not sentences (issue 25): the rules
// write an id and its parameters, the view says it in the player's language.
// The English here is the catalogs' source (`npx lingui extract` reads the
// /*i18n*/ descriptors); the German and Russian are in src/locales/. Plain data:
// the pure half imports no i18n library.
import type { Seat } from '../../core/contract.ts';
import type { Message, MessageValue } from '../../core/message.ts';
import type { GameLength } from './data.ts';

export const GOLD_RIVERS_LOG = {
  board: /*i18n*/ { id: 'gold-rivers.log.board', message: 'Board {board} of {count} ({length, select, short {short} other {standard}} field, {sites} sites).' },
  turn: /*i18n*/ { id: 'gold-rivers.log.turn', message: 'Turn {turn}: {seat}, range {range}.' },
  freeRange: /*i18n*/ { id: 'gold-rivers.log.free', message: 'free choice' },
  throw: /*i18n*/ { id: 'gold-rivers.log.throw', message: '{seat} throws {faces} = {number}.' },
  reveal: /*i18n*/ { id: 'gold-rivers.log.reveal', message: '{seat} reveals {span} ({count}).' },
  bury: /*i18n*/ { id: 'gold-rivers.log.bury', message: '{seat} buries {site} and hands a shovel to {other}.' },
  complete: /*i18n*/ { id: 'gold-rivers.log.complete', message: '{region} is complete: {seat} takes {count, plural, one {# gold nugget} other {# gold nuggets}}.' },
  seat: /*i18n*/ { id: 'gold-rivers.seat', message: 'Player {n}' },
} as const;

type LogKey = keyof typeof GOLD_RIVERS_LOG;

/** One log line: the message `key` with its parameters. */
export const logLine = (key: LogKey, values?: Record<string, MessageValue>): Message =>
  values ? { id: GOLD_RIVERS_LOG[key].id, values } : { id: GOLD_RIVERS_LOG[key].id };

/** A seat as the log names it ("Player 2"), in the reader's language. */
export const seatMessage = (seat: Seat): Message => logLine('seat', { n: seat + 1 });

export const boardLine = (board: number, count: number, length: GameLength, sites: number): Message =>
  logLine('board', { board, count, length, sites });
