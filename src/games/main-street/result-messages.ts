// Main Street's result in messages (issue 25): the score rows' labels, the
// summary (the log's own end line) and the tie-break, beside the English the
// result keeps for tests and tools; the result screen and the log's score
// lines show these in the reader's language. Plain data.
import type { Seat } from '../../core/contract.ts';
import type { Message, MessageValue } from '../../core/message.ts';
import { SCORE_LINE } from '../../core/score-lines.ts';
import { AWNING_HIGH, AWNING_LOW, BAR_POINTS, type SCORE_RULES } from './data.ts';
import { MAIN_STREET_LOG, seatMessage } from './log-messages.ts';

export const SCORE_RULE_MESSAGES: Record<keyof typeof SCORE_RULES, Message> = {
  gold: /*i18n*/ { id: 'main-street.score.gold', message: 'Gold, 1 each' },
  bars: /*i18n*/ { id: 'main-street.score.bars', message: 'Gold bars, {points} each' },
  low: /*i18n*/ { id: 'main-street.score.low', message: 'Awnings on the {side} side' },
  high: /*i18n*/ { id: 'main-street.score.high', message: 'Awnings on the {side} side' },
};

const RULE_VALUES: Record<keyof typeof SCORE_RULES, Record<string, number> | undefined> = {
  gold: undefined,
  bars: { points: BAR_POINTS },
  low: { side: AWNING_LOW },
  high: { side: AWNING_HIGH },
};

/** A score rule's label as a message. */
export const scoreRuleSaid = (rule: keyof typeof SCORE_RULES): Message => {
  const values = RULE_VALUES[rule];
  return values ? { id: SCORE_RULE_MESSAGES[rule].id, values } : { id: SCORE_RULE_MESSAGES[rule].id };
};

export const RESULT_MESSAGES = {
  tiePair: /*i18n*/ {
    id: 'main-street.result.tie-pair',
    message: '{first} ({firstWealth} gold and stone) before {second} ({secondWealth}) at {points} points',
  },
  tieBreak: /*i18n*/ { id: 'main-street.result.tie-break', message: '{pairs} (equal points: more gold and stone together ranks higher).' },
} as const;

/** One pair of seats the tie-break put in order. */
export const tiePairSaid = (first: Seat, firstWealth: number, second: Seat, secondWealth: number, points: number): Message => ({
  id: RESULT_MESSAGES.tiePair.id,
  values: { first: seatMessage(first), firstWealth, second: seatMessage(second), secondWealth, points },
});

/** The tie-break's pairs as one sentence. */
export const tieBreakSaid = (pairs: readonly Message[]): Message => ({
  id: RESULT_MESSAGES.tieBreak.id,
  values: { pairs: pairs.slice(1).reduce<MessageValue>((a, b) => ({ id: SCORE_LINE.rows.id, values: { a, b } }), pairs[0]!) },
});

/** The summary: the log's end line (why the game ended), the last one the rules wrote. */
export function summarySaid(log: readonly (string | Message)[]): Message | undefined {
  const ends = new Set<string>([MAIN_STREET_LOG.ends.id, MAIN_STREET_LOG.noMeeple.id]);
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i]!;
    if (typeof line === 'object' && ends.has(line.id)) return line;
  }
  return undefined;
}
