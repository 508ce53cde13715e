// Tableau Gulch's rule errors in messages (issue 25): why an input was refused,
// in the reader's language (`RuleError.said`, formatted by `errorText`). The
// English `message` beside each stays for tests and tools. Plain data.
import type { Message, MessageValue } from '../../core/message.ts';

export const GAMBLER_ERROR = {
  noFlicks: /*i18n*/ { id: 'gambler.error.illegal-action.no-flicks', message: 'Gambler has no flicks' },
  unknown: /*i18n*/ { id: 'gambler.error.illegal-action.unknown', message: '{type} is not an action of this game' },
  noSuchDie: /*i18n*/ { id: 'gambler.error.no-such-die', message: 'No unplaced die with that index in this throw' },
  noSuchRow: /*i18n*/ { id: 'gambler.error.no-such-row', message: 'No row with that index' },
  doesNotFit: /*i18n*/ { id: 'gambler.error.does-not-fit', message: 'A {face} does not fit the next box of row {row}' },
  mustPlace: /*i18n*/ { id: 'gambler.error.must-place', message: 'Place at least one fitting die first' },
  throwLimit: /*i18n*/ { id: 'gambler.error.throw-limit', message: 'At most {max} throws per turn' },
  noDice: /*i18n*/ { id: 'gambler.error.no-dice', message: 'No unplaced dice left to throw' },
} as const;

/** A rule error's message: `key` with its parameters. */
export const errorSaid = (key: keyof typeof GAMBLER_ERROR, values?: Record<string, MessageValue>): Message =>
  values ? { id: GAMBLER_ERROR[key].id, values } : { id: GAMBLER_ERROR[key].id };
