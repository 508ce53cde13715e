// A finished game's score breakdown as log lines: one line per seat in the
// order of the ranking, each rule with its count and points and the total,
// then the tie-break when it decided. Every game's `log` appends these once
// `result` holds, so the log says what the result screen shows.

import type { GameResult, ScoreRow, Seat } from './contract.ts';
import { message, type Message, type MessageValue, type Text } from './message.ts';

/** A label in English words: an English one as it is, a message by its English source (or its id) for a log without a language. */
const englishOf = (t: Text): string => (typeof t === 'string' ? t : (t.message ?? t.id));

/** "Buildings on your parcels, 2 each: 4 → 8" (a rule that counts nothing: "Points during the game: 13"). */
export const scoreRowText = (r: ScoreRow): string => `${englishOf(r.label)}: ${r.count === null ? '' : `${r.count} → `}${r.points}`;

export function scoreLines(result: GameResult, name: (seat: Seat) => string): string[] {
  const lines = result.ranking.flat().map((seat) => {
    const rows = result.breakdown[seat] ?? [];
    return `Final score, ${name(seat)}: ${rows.map(scoreRowText).join('; ')}; total ${result.scores[seat] ?? 0}.`;
  });
  if (result.tieBreak) lines.push(`Tie-break: ${englishOf(result.tieBreak)}`);
  return lines;
}

/** The rules' log lines, with the score breakdown after them once the game has a result. */
export function logWithScores(log: readonly string[], result: GameResult | null, name: (seat: Seat) => string): string[] {
  return result ? [...log, ...scoreLines(result, name)] : [...log];
}

/** The score lines as messages (issue 25), for a game whose log is in messages: the view says them in the player's language. */
export const SCORE_LINE = {
  final: /*i18n*/ { id: 'score.final', message: 'Final score, {seat}: {rows}; total {total}.' },
  tieBreak: /*i18n*/ { id: 'score.tie-break', message: 'Tie-break: {reason}' },
  row: /*i18n*/ { id: 'score.row', message: '{label}: {count} → {points}' },
  rowPoints: /*i18n*/ { id: 'score.row.points', message: '{label}: {points}' },
  rows: /*i18n*/ { id: 'score.rows', message: '{a}; {b}' },
} as const;

/** One score row as a message (its label a message or English), so a translated label reads translated in the log too. */
const rowMessage = (r: ScoreRow): Message =>
  r.count === null ? message(SCORE_LINE.rowPoints.id, { label: r.label, points: r.points }) : message(SCORE_LINE.row.id, { label: r.label, count: r.count, points: r.points });

/** A seat's rows joined by "; " as one parameter. */
function rowsMessage(rows: readonly ScoreRow[]): MessageValue {
  if (rows.length === 0) return '';
  return rows.slice(1).reduce<MessageValue>((a, r) => message(SCORE_LINE.rows.id, { a, b: rowMessage(r) }), rowMessage(rows[0]!));
}

export function messageScoreLines(result: GameResult, name: (seat: Seat) => MessageValue): Message[] {
  const lines: Message[] = result.ranking.flat().map((seat) => ({
    id: SCORE_LINE.final.id,
    values: { seat: name(seat), rows: rowsMessage(result.breakdown[seat] ?? []), total: result.scores[seat] ?? 0 },
  }));
  if (result.tieBreak) lines.push({ id: SCORE_LINE.tieBreak.id, values: { reason: result.tieBreak } });
  return lines;
}

/** logWithScores for a log of messages. */
export function messageLogWithScores(log: readonly Text[], result: GameResult | null, name: (seat: Seat) => MessageValue): Text[] {
  return result ? [...log, ...messageScoreLines(result, name)] : [...log];
}
