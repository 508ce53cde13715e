// A finished game's score breakdown as log lines: one line per seat in the
// order of the ranking, each rule with its count and points and the total,
// then the tie-break when it decided. Every game's `log` appends these once
// `result` holds, so the log says what the result screen shows.

import type { GameResult, ScoreRow, Seat } from './contract.ts';
import type { Message, MessageValue, Text } from './message.ts';

/** "Buildings on your parcels, 2 each: 4 → 8" (a rule that counts nothing: "Points during the game: 13"). */
export const scoreRowText = (r: ScoreRow): string => `${r.label}: ${r.count === null ? '' : `${r.count} → `}${r.points}`;

export function scoreLines(result: GameResult, name: (seat: Seat) => string): string[] {
  const lines = result.ranking.flat().map((seat) => {
    const rows = result.breakdown[seat] ?? [];
    return `Final score, ${name(seat)}: ${rows.map(scoreRowText).join('; ')}; total ${result.scores[seat] ?? 0}.`;
  });
  if (result.tieBreak) lines.push(`Tie-break: ${result.tieBreak}`);
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
  // lane i18n-b (issue 25): a row whose label is a message, and two rows joined.
  row: /*i18n*/ { id: 'score.row', message: '{count, select, none {{label}: {points}} other {{label}: {count} → {points}}}' },
  rows: /*i18n*/ { id: 'score.rows', message: '{a}; {b}' },
} as const;

/** A score row in a log line: its label's message when the game gives one (issue 25), else its English text. */
const rowValue = (r: ScoreRow): MessageValue =>
  r.said ? { id: SCORE_LINE.row.id, values: { label: r.said, count: r.count === null ? 'none' : r.count, points: r.points } } : scoreRowText(r);

/** The rows of a seat joined "; " (as one English string when none is a message, so older logs read the same). */
const rowsValue = (rows: readonly ScoreRow[]): MessageValue =>
  rows.some((r) => r.said) ? rows.map(rowValue).reduce((a, b) => ({ id: SCORE_LINE.rows.id, values: { a, b } })) : rows.map(scoreRowText).join('; ');

export function messageScoreLines(result: GameResult, name: (seat: Seat) => MessageValue): Message[] {
  const lines: Message[] = result.ranking.flat().map((seat) => ({
    id: SCORE_LINE.final.id,
    values: { seat: name(seat), rows: rowsValue(result.breakdown[seat] ?? []), total: result.scores[seat] ?? 0 },
  }));
  if (result.tieBreak) lines.push({ id: SCORE_LINE.tieBreak.id, values: { reason: result.tieBreakSaid ?? result.tieBreak } });
  return lines;
}

/** logWithScores for a log of messages. */
export function messageLogWithScores(log: readonly Text[], result: GameResult | null, name: (seat: Seat) => MessageValue): Text[] {
  return result ? [...log, ...messageScoreLines(result, name)] : [...log];
}
