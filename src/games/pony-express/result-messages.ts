// Mail Run's result in messages (issue 25): the score rows' labels, and the
// summary taken from the log's winning line, said in the reader's language.
// Plain data; English beside each id.
import type { Text } from '../../core/message.ts';
import { PONY_LOG } from './log-messages.ts';
import type { PonyState } from './types.ts';

export const PONY_RESULT = {
  delivered: /*i18n*/ { id: 'pony-express.score.delivered', message: 'Delivered the mail to Sacramento: {points}' },
  reached: /*i18n*/ { id: 'pony-express.score.reached', message: 'Space reached on the trail (riders who did not deliver)' },
} as const;

const WIN_LINES: ReadonlySet<string> = new Set([PONY_LOG.winMail.id, PONY_LOG.winHit.id, PONY_LOG.winBystander.id, PONY_LOG.winNobody.id]);

/** The summary: the log's line that says who won and why; the English summary when the log was left out (a bot's lean copy). */
export function winSummary(s: PonyState): Text {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const line = s.log[i]!;
    if (WIN_LINES.has(line.id)) return line;
  }
  return s.summary;
}
