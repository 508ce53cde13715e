// Gold in the Rivers' rule errors in messages (issue 25): why an input was
// refused, in the reader's language (`RuleError.said`, formatted by `errorText`).
// The English `message` beside each stays for tests and tools. Plain data.
import type { Message, MessageValue } from '../../core/message.ts';

export const GOLD_RIVERS_ERROR = {
  noThrow: /*i18n*/ { id: 'gold-rivers.error.illegal-action.no-throw', message: 'No throw is awaited.' },
  noFlicks: /*i18n*/ { id: 'gold-rivers.error.illegal-action.no-flicks', message: 'Gold in the Rivers has no flicks.' },
  notObject: /*i18n*/ { id: 'gold-rivers.error.illegal-action.not-object', message: 'The action must be an object.' },
  unknown: /*i18n*/ { id: 'gold-rivers.error.illegal-action.unknown', message: 'Unknown action {type}: reveal, bury or confirm.' },
  nothingToReveal: /*i18n*/ { id: 'gold-rivers.error.illegal-action.nothing-to-reveal', message: 'Nothing to reveal now.' },
  nothingToBury: /*i18n*/ { id: 'gold-rivers.error.illegal-action.nothing-to-bury', message: 'Nothing to bury now.' },
  noMove: /*i18n*/ { id: 'gold-rivers.error.illegal-action.no-move', message: 'No move is being made.' },
  mustConfirm: /*i18n*/ { id: 'gold-rivers.error.must-confirm', message: 'The move is made: confirm it or undo it.' },
  rowEnds: /*i18n*/ { id: 'gold-rivers.error.no-such-site.row', message: 'Pick the first and the last marker of the row.' },
  burySite: /*i18n*/ { id: 'gold-rivers.error.no-such-site.bury', message: 'Pick a revealed marker to bury.' },
  notARow: /*i18n*/ { id: 'gold-rivers.error.not-a-row', message: '{first} and {last} are not on one straight line.' },
  notAdjacent: /*i18n*/ { id: 'gold-rivers.error.not-adjacent', message: 'Free choice: one marker, or two neighbouring ones.' },
  wrongCount: /*i18n*/ { id: 'gold-rivers.error.wrong-count', message: 'The row holds {n, plural, one {# site} other {# sites}}; the number is {number}.' },
  notFaceDown: /*i18n*/ {
    id: 'gold-rivers.error.not-face-down',
    message: '{site} holds {what, select, open {revealed gold} other {a cleared site}}: the row must be face-down markers without a gap.',
  },
  freeNoBurying: /*i18n*/ { id: 'gold-rivers.error.no-burying.free', message: 'Free choice: burying is no longer allowed.' },
  buryingOver: /*i18n*/ { id: 'gold-rivers.error.no-burying.over', message: 'Burying ended with turn {turn} (the turn cap).' },
  noShovel: /*i18n*/ { id: 'gold-rivers.error.no-shovel', message: 'You have no shovel left.' },
  notOpen: /*i18n*/ { id: 'gold-rivers.error.not-open', message: '{site} holds no revealed gold.' },
  nothingToConfirm: /*i18n*/ { id: 'gold-rivers.error.nothing-to-confirm', message: 'Make your move first: reveal a row or bury a marker.' },
} as const;

/** A rule error's message: `key` with its parameters. */
export const errorSaid = (key: keyof typeof GOLD_RIVERS_ERROR, values?: Record<string, MessageValue>): Message =>
  values ? { id: GOLD_RIVERS_ERROR[key].id, values } : { id: GOLD_RIVERS_ERROR[key].id };
