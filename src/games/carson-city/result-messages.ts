// Silver Creek County's result in messages (issue 25): the score rows' labels,
// the summary and the tie-break, beside the English the result keeps for tests
// and tools; the result screen and the log's score lines show these in the
// reader's language. Plain data.
import type { Seat } from '../../core/contract.ts';
import type { Message, MessageValue } from '../../core/message.ts';
import { SCORE_LINE } from '../../core/score-lines.ts';
import { FINAL_CASH_PER_POINT, FINAL_POINTS_PER_PIECE, type ScoreRuleId } from './data.ts';
import { seatMessage } from './log-messages.ts';

export const SCORE_RULE_MESSAGES: Record<ScoreRuleId, Message> = {
  points: /*i18n*/ { id: 'carson-city.score.points', message: 'Points during the game' },
  buildings: /*i18n*/ { id: 'carson-city.score.buildings', message: 'Buildings on your parcels, {each} each' },
  houses: /*i18n*/ { id: 'carson-city.score.houses', message: 'Houses on your parcels, {each} each' },
  mountains: /*i18n*/ { id: 'carson-city.score.mountains', message: 'Mountains on your parcels, {each} each' },
  money: /*i18n*/ { id: 'carson-city.score.money', message: 'Money, 1 point per ${cash}' },
};

/** A score rule's label as a message. */
export const scoreRuleSaid = (rule: ScoreRuleId): Message =>
  rule === 'points'
    ? { id: SCORE_RULE_MESSAGES.points.id }
    : rule === 'money'
      ? { id: SCORE_RULE_MESSAGES.money.id, values: { cash: FINAL_CASH_PER_POINT } }
      : { id: SCORE_RULE_MESSAGES[rule].id, values: { each: FINAL_POINTS_PER_PIECE } };

export const RESULT_MESSAGES = {
  summary: /*i18n*/ { id: 'carson-city.result.summary', message: '{seat} wins with {points, plural, one {# point} other {# points}}.' },
  before: /*i18n*/ { id: 'carson-city.result.before', message: '{a} before {b}' },
  tied: /*i18n*/ { id: 'carson-city.result.tied', message: '{seats} at {points, plural, one {# point} other {# points}}' },
  tieBreak: /*i18n*/ { id: 'carson-city.result.tie-break', message: '{groups} (equal points: whoever passed first in the last turn ranks higher).' },
} as const;

const joined = (parts: readonly MessageValue[], id: string): MessageValue => parts.slice(1).reduce<MessageValue>((a, b) => ({ id, values: { a, b } }), parts[0]!);

export const summarySaid = (winner: Seat, points: number): Message => ({ id: RESULT_MESSAGES.summary.id, values: { seat: seatMessage(winner), points } });

/** Groups of tied seats, each in the order the tie-break put them, with their points. */
export const tieBreakSaid = (groups: readonly { seats: readonly Seat[]; points: number }[]): Message => ({
  id: RESULT_MESSAGES.tieBreak.id,
  values: {
    groups: joined(
      groups.map((g) => ({ id: RESULT_MESSAGES.tied.id, values: { seats: joined(g.seats.map(seatMessage), RESULT_MESSAGES.before.id), points: g.points } })),
      SCORE_LINE.rows.id,
    ),
  },
});
