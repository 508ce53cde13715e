// Mail Run's rule errors in messages (issue 25): why an input was refused, in
// the reader's language (`RuleError.said`, formatted by `errorText`). The
// English `message` beside each stays for tests and tools. Plain data.
import type { Message, MessageValue } from '../../core/message.ts';

export const PONY_ERROR = {
  noDice: /*i18n*/ { id: 'pony-express.error.no-dice', message: 'Pick at least one die to re-throw.' },
  keepOne: /*i18n*/ { id: 'pony-express.error.keep-one', message: 'One die must always stay as it is.' },
  badDice: /*i18n*/ { id: 'pony-express.error.bad-dice', message: 'Dice are numbered 0 to 4, each at most once.' },
  badLanding: /*i18n*/ { id: 'pony-express.error.bad-landing', message: "Re-thrown dice land 'cup' or 'open'." },
  rethrowGold: /*i18n*/ { id: 'pony-express.error.no-gold.rethrow', message: 'A re-throw costs {gold} gold.' },
  bailGold: /*i18n*/ { id: 'pony-express.error.no-gold.bail', message: 'Bail costs {gold} gold.' },
  badClaim: /*i18n*/ { id: 'pony-express.error.bad-claim', message: 'Unknown combination.' },
  ruledOut: /*i18n*/ { id: 'pony-express.error.claim-ruled-out', message: 'The open dice rule that claim out: everyone would see through it.' },
  notPlayable: /*i18n*/ { id: 'pony-express.error.card-not-playable', message: 'That card cannot be played now.' },
  notNow: /*i18n*/ { id: 'pony-express.error.illegal-action', message: '"{type}" is not allowed now.' },
} as const;

/** A rule error's message: `key` with its parameters. */
export const errorSaid = (key: keyof typeof PONY_ERROR, values?: Record<string, MessageValue>): Message =>
  values ? { id: PONY_ERROR[key].id, values } : { id: PONY_ERROR[key].id };
