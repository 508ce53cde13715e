// Tableau Gulch's result in messages (issue 25): the summary, the score rows'
// labels and the tie-break, said in the reader's language by the result screen
// and the log's final lines. Plain data; English beside each id.
import { message, type Message, type MessageValue } from '../../core/message.ts';
import { GAMBLER_LOG } from './log-messages.ts';
import type { GamblerState } from './types.ts';

export const GAMBLER_RESULT = {
  wins: /*i18n*/ { id: 'gambler.result.wins', message: '{why}. {seat} wins with {chips, plural, one {# chip} other {# chips}}.' },
  share: /*i18n*/ { id: 'gambler.result.share', message: '{why}. {seats} share first place with {chips, plural, one {# chip} other {# chips}}.' },
  and: /*i18n*/ { id: 'gambler.result.and', message: '{a} and {b}' },
  start: /*i18n*/ { id: 'gambler.score.start', message: 'Chips at the start' },
  collected: /*i18n*/ { id: 'gambler.score.collected', message: 'Collected for filled yellow rows' },
  paid: /*i18n*/ { id: 'gambler.score.paid', message: 'Paid for filled red rows' },
  before: /*i18n*/ { id: 'gambler.result.before', message: '{seat} (paid {paid}) before {next} (paid {nextPaid}) at {chips, plural, one {# chip} other {# chips}}' },
  splits: /*i18n*/ { id: 'gambler.result.splits', message: '{a}; {b}' },
  tieBreak: /*i18n*/ { id: 'gambler.result.tie-break', message: '{splits} (equal chips: whoever paid less into the bank ranks higher).' },
} as const;

/** Parts joined pairwise by the message `join` ("{a} and {b}"), in the reader's language. */
export const joined = (parts: readonly MessageValue[], join: string): MessageValue =>
  parts.slice(1).reduce<MessageValue>((a, b) => message(join, { a, b }), parts[0] ?? '');

/** Why the game ended, as the log's last "Game over" line said it (the state keeps it in English only); the English when the log was left out (a bot's lean copy). */
export function endWhy(s: GamblerState): MessageValue {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const line: Message = s.log[i]!;
    if (line.id === GAMBLER_LOG.gameOver.id && line.values?.['why'] !== undefined) return line.values['why'];
  }
  return s.endReason;
}
