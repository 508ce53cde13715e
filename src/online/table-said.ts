// The online table's own refusals as messages (issue 25). The server knows no
// reader's language: each TableError carries its English `message` (tools,
// logs) and, beside it, `said`, one of these with its values, which each
// client formats in its own reader's language (`errorText`). Rule errors carry
// the game's own message instead (the game's `said`); physics refusals the
// core's (src/core/physics-said.ts). Ids `online.error.<code>[.<case>]`.
import { message, type Message, type MessageValue } from '../core/message.ts';

export const TABLE_SAID = {
  unknownMessage: /*i18n*/ { id: 'online.error.unknown-message', message: 'The table does not take that message.' },
  oversized: /*i18n*/ { id: 'online.error.oversized', message: 'That message is too long for the table ({size} characters; at most {max}).' },
  malformed: /*i18n*/ { id: 'online.error.malformed', message: 'The table could not read that message.' },
  rateLimited: /*i18n*/ { id: 'online.error.rate-limited', message: 'Too many messages: at most {n} a second. This one and those after it were dropped.' },
  notHostSeats: /*i18n*/ { id: 'online.error.not-host.seats', message: 'Only the host sets the seats up.' },
  notHostStart: /*i18n*/ { id: 'online.error.not-host.start', message: 'Only the host starts the game.' },
  seatsSet: /*i18n*/ { id: 'online.error.already-started.seats', message: 'The game has started; the seats are set.' },
  alreadyStarted: /*i18n*/ { id: 'online.error.already-started', message: 'The game has already started.' },
  noSuchSeat: /*i18n*/ { id: 'online.error.no-such-seat', message: '{n, plural, one {This table has # seat.} other {This table has # seats.}}' },
  sitThere: /*i18n*/ { id: 'online.error.seat-taken.yours', message: 'You sit there; take another seat before making it a bot.' },
  holdSeat: /*i18n*/ { id: 'online.error.seat-taken.holding', message: 'You already hold a seat.' },
  seatNotOpen: /*i18n*/ { id: 'online.error.seat-taken', message: 'Seat {n} is not open.' },
  seatsOpen: /*i18n*/ { id: 'online.error.seats-open', message: 'Every human seat must be taken first (or given to a bot).' },
  spectatorHand: /*i18n*/ { id: 'online.error.spectator.hand', message: 'Spectators cannot hand seats over.' },
  spectatorBack: /*i18n*/ { id: 'online.error.spectator.take-back', message: 'Only a seated player takes their seat back.' },
  spectatorPlay: /*i18n*/ { id: 'online.error.spectator', message: 'Spectators watch; take an open seat to play.' },
  notStarted: /*i18n*/ { id: 'online.error.not-started', message: 'The host has not started the game yet.' },
  notAway: /*i18n*/ {
    id: 'online.error.not-away',
    message: 'A seat can be handed to a bot only after its player has been away, or has kept the game waiting for a move, for {sec, plural, one {# second} other {# seconds}}.',
  },
  notYourSeat: /*i18n*/ { id: 'online.error.not-your-seat', message: 'You do not hold seat {n}.' },
  wrongGame: /*i18n*/ { id: 'online.error.wrong-game', message: 'This table plays another game.' },
  stale: /*i18n*/ { id: 'online.error.stale', message: 'That move came too late: the game has moved on since.' },
  gameOver: /*i18n*/ { id: 'online.error.game-over', message: 'The game is over.' },
  notYourTurn: /*i18n*/ { id: 'online.error.not-your-turn', message: 'The game waits for seat {n}.' },
  standIn: /*i18n*/ { id: 'online.error.not-your-turn.stand-in', message: 'A bot plays your seat; take it back first.' },
  awaits: /*i18n*/ {
    id: 'online.error.awaits',
    message: '{kind, select, throw {The game waits for a throw.} flick {The game waits for a flick.} other {The game waits for a decision.}}',
  },
  /** A rule error of a game that gives no message of its own (its English inside). */
  ruleEnglish: /*i18n*/ { id: 'online.error.rule', message: 'The rules refuse that: {reason}' },
  cannotStart: /*i18n*/ { id: 'online.error.cannot-start', message: 'The game cannot start: {reason}' },
  badDrag: /*i18n*/ { id: 'online.error.bad-throw', message: 'That drag is not a throw the table can take.' },
  badFlick: /*i18n*/ { id: 'online.error.bad-flick', message: 'That aim or power is out of range.' },
  seatElsewhere: /*i18n*/ { id: 'online.error.seat-elsewhere', message: 'This seat was opened on another device.' },
} as const;

/** One of the table's refusals with its values. */
export const tableSaid = (d: { id: string }, values?: Record<string, MessageValue>): Message => message(d.id, values);
