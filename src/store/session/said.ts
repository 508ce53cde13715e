// The session's own refusals and notices as messages (issue 25): the English
// stays in RuleError.message (tests, tools, the online wire), the message beside
// it (`said`) is what the action bar and the notices show in the reader's language.
import { i18n } from '@lingui/core';
import { message, type Message, type MessageValue } from '../../core/message.ts';

export const SESSION_SAID = {
  replay: /*i18n*/ { id: 'session.refuse.replay', message: 'A replay is showing; leave it to play on.' },
  notAwaiting: /*i18n*/ { id: 'session.refuse.not-awaiting', message: '{kind, select, throw {Nothing waits for a throw now.} flick {Nothing waits for a flick now.} other {Nothing waits for that now.}}' },
  botPerforms: /*i18n*/ { id: 'session.refuse.bot-performs', message: '{seat} is a bot; it performs its own {kind, select, throw {throw} other {flick}}.' },
  handoff: /*i18n*/ { id: 'session.refuse.handoff', message: 'Pass the device to {seat} first.' },
  inMotion: /*i18n*/ { id: 'session.refuse.in-motion', message: '{kind, select, throw {The throw is already under way.} other {The flick is already under way.}}' },
  botSeat: /*i18n*/ { id: 'session.refuse.bot-seat', message: '{seat} is played by a bot.' },
  notLegal: /*i18n*/ { id: 'session.refuse.not-legal', message: 'That is not one of the moves open now.' },
  // A module exception is a fault in the game's code: its own text is English and technical, so the frame says
  // what happened and that nothing is lost, and hands the text on as a detail for a report, marked as English.
  rulesFailed: /*i18n*/ { id: 'session.refuse.rules-failed', message: 'The rules failed on this move (a fault in the game), so it was not made; nothing is lost. Detail for a report, in English: {reason}' },
  noSeat: /*i18n*/ { id: 'session.refuse.no-seat', message: 'Only a human seat can take a move back.' },
  otherGame: /*i18n*/ { id: 'session.refuse.other-game', message: 'This save is for {title}; open that game to load it.' },
  autosaveFailed: /*i18n*/ { id: 'session.autosave-failed', message: 'Autosave failed: {reason}' },
  couldNotDecide: /*i18n*/ { id: 'notice.could-not-decide', message: '{seat} could not decide ({reason})' },
  moveRefused: /*i18n*/ { id: 'notice.move-refused', message: "{seat}'s move was refused ({reason})" },
  replayWarning: /*i18n*/ { id: 'notice.replay-warning', message: "Replay warning: move {n} re-simulated differently ({diff}); the log's result is used." },
  stageFailed: /*i18n*/ { id: 'notice.stage-failed', message: '{kind, select, throw {The throw failed: {reason}} other {The flick failed: {reason}}}' },
} as const;

/** One of the session's messages with its values. */
export const sessionSaid = (d: { id: string }, values?: Record<string, MessageValue>): Message => message(d.id, values);

/** One of them said now, in the active language (a notice's text). Its English `message` is the fallback before extraction (dev, tests). */
export const sayNow = (d: { id: string; message?: string }, values?: Record<string, string | number>): string => i18n._(d.id, values, { message: d.message });


// Physics refusals are said by the core (no language there either): the session, the online session and the server share them.
export { PHYSICS_SAID, physicsSaid } from '../../core/physics-said.ts';
