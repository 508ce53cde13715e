// The result's score breakdown as a table: one row per scoring rule (its
// words from the game's data, a message or English), one column per seat in the order of the
// ranking, each cell the count and the points it gave, and the totals the
// ranking shows; the tie-break below it when it decided a place.
import type { GameResult, Seat } from '../../core/contract.ts';
import type { SeatConfig } from '../../core/log.ts';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { saySeatTitle } from '../../i18n/seat-names.ts';
import { formatText } from '../../i18n/format-message.ts';

export function ScoreBreakdown({ result, seats, noun }: { result: GameResult; seats: readonly SeatConfig[]; noun: string }) {
  useLanguage();
  const order: Seat[] = result.ranking.flat();
  const rules = result.breakdown[order[0] ?? 0] ?? [];
  if (rules.length === 0) return null;
  const name = (seat: Seat) => seats[seat]?.name ?? saySeatTitle(noun, seat);
  return (
    <>
      {/* Scrolls sideways when many seats do not fit a phone; focusable so a keyboard can scroll it too. */}
      <div className="score-breakdown" role="region" aria-labelledby="score-breakdown-caption" tabIndex={0} data-testid="score-breakdown">
        <table>
          <caption id="score-breakdown-caption">{i18n._({ id: 'score.caption', message: 'Where the points came from' })}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: 'score.rule', message: 'Rule' })}</th>
              {order.map((seat) => (
                <th scope="col" key={seat}>
                  {name(seat)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.map((rule, i) => (
              <tr key={rule.rule} data-rule={rule.rule}>
                <th scope="row">{formatText(rule.label)}</th>
                {order.map((seat) => {
                  const row = result.breakdown[seat]?.[i];
                  return (
                    <td key={seat} data-seat={seat}>
                      {row && row.count !== null && (
                        <span className="score-count">
                          {row.count}
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only"> {i18n._({ id: 'score.gives', message: 'gives' })} </span>
                        </span>
                      )}
                      <span className="score-points">{row?.points ?? 0}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className="total">
              <th scope="row">{i18n._({ id: 'score.total', message: 'Total' })}</th>
              {order.map((seat) => (
                <td key={seat} data-seat={seat} data-testid={`score-total-${seat}`}>
                  {result.scores[seat] ?? 0}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {result.tieBreak && (
        <p className="tie-break" data-testid="tie-break">
          {i18n._({ id: 'score.tie-break', message: 'Tie-break: {reason}', values: { reason: formatText(result.tieBreak) } })}
        </p>
      )}
    </>
  );
}
