// The dice ledger: every throw of the play here or of every game on this
// device, what each die kind's faces came to against fair dice (a chart, the
// counts, a chi-square sentence), the re-throws and, for poker dice, the hands
// against the 7,776-throw table. A line's Replay plays that throw again from
// its stored input (ReplayView). A modal dialog (use-modal: focus inside, Esc
// closes, the page behind inert); every control is a button, so mouse, keys
// and touch work alike.
import { formatMessage } from '../../i18n/format-message.ts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { currentLanguage } from '../../i18n/language.ts';
import { formatDecimal, formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/react.ts';
import { summarize, type KindStats, type LedgerSummary } from '../../core/ledger/summary.ts';
import { POKER_HAND_COUNTS, POKER_HAND_LABEL } from '../../core/ledger/poker-hands.ts';
import { ledgerCsv } from '../../core/ledger/csv.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import type { LedgerScope, LedgerSource } from '../../store/ledger/source.ts';
import { useModal } from '../session/use-modal.ts';
import { FaceChart } from './FaceChart.tsx';
import { fairnessText } from './fairness-text.ts';
import { ReplayView } from './ReplayView.tsx';
import { diceText, gameTitle, kindTitle, lineName, rethrowText } from './labels.ts';
import { downloadText } from '../session/save-file.ts';
import './ledger.css';

/** Lines shown at first, and added by each "Show more". */
const PAGE = 40;

/** "12.5 %", "12,5 %": one decimal in the page's language. */
const percent = (x: number | null): string => (x === null ? '—' : `${new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x * 100)} %`);

function KindSection({ stats }: { stats: KindStats }) {
  const rethrown = stats.rethrows.cocked + stats.rethrows['off-table'] + stats.rethrows.unsettled;
  return (
    <section className="ledger-kind" aria-labelledby={`ledger-kind-${stats.kind}`} data-testid={`ledger-kind-${stats.kind}`}>
      <h3 id={`ledger-kind-${stats.kind}`}>{kindTitle(stats.kind)}</h3>
      <FaceChart stats={stats} />
      <p className="ledger-sentence" data-testid="ledger-sentence">
        {fairnessText(stats.said)}
      </p>
      <p className="ledger-figures">
        {stats.chiSquare !== null && (
          <>
            {i18n._({ id: 'ui.ledger.chi-square', message: 'χ² = {chi} with {df, plural, one {# degree} other {# degrees}} of freedom.', values: { chi: formatDecimal(stats.chiSquare, 2), df: stats.df } })}{' '}
          </>
        )}
        {rethrown > 0
          ? i18n._({
              id: 'ui.ledger.rethrown-why',
              message: 'Thrown again: {rethrown} of {base, plural, one {# die} other {# dice}} ({share}: {cocked} cocked, {off} off the table, {unsettled} unsettled).',
              values: { rethrown, base: stats.rethrowBase, share: percent(stats.rethrowShare), cocked: stats.rethrows.cocked, off: stats.rethrows['off-table'], unsettled: stats.rethrows.unsettled },
            })
          : i18n._({ id: 'ui.ledger.rethrown', message: 'Thrown again: {rethrown} of {base, plural, one {# die} other {# dice}} ({share}).', values: { rethrown, base: stats.rethrowBase, share: percent(stats.rethrowShare) } })}
        {stats.standsOnEdge && (
          <span data-testid="ledger-edges">
            {' '}
            {i18n._({ id: 'ui.ledger.edges', message: 'Stood on edge: {edges} of {base, plural, one {# disc} other {# discs}} ({share}), each counted as its larger face.', values: { edges: stats.edges, base: stats.edgeBase, share: percent(stats.edgeShare) } })}
          </span>
        )}
      </p>
    </section>
  );
}

function PokerSection({ poker }: { poker: NonNullable<LedgerSummary['poker']> }) {
  return (
    <section className="ledger-kind" aria-labelledby="ledger-poker" data-testid="ledger-poker">
      <h3 id="ledger-poker">{i18n._({ id: 'ui.ledger.poker', message: 'Poker hands ({throws, plural, one {# throw} other {# throws}} of five dice)', values: { throws: poker.throws } })}</h3>
      <table className="ledger-hands">
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'ui.ledger.hand', message: 'Hand' })}</th>
            <th scope="col">{i18n._({ id: 'ui.ledger.thrown', message: 'Thrown' })}</th>
            <th scope="col">{i18n._({ id: 'ui.ledger.fair', message: 'Fair dice would give' })}</th>
            <th scope="col">{i18n._({ id: 'ui.ledger.of-all', message: 'Of all {total} throws', values: { total: formatNumber(7776) } })}</th>
          </tr>
        </thead>
        <tbody>
          {poker.hands.map((h) => (
            <tr key={h.hand}>
              <th scope="row">{i18n._(POKER_HAND_LABEL[h.hand])}</th>
              <td>{h.count}</td>
              <td>{formatDecimal(h.expected, h.expected < 10 ? 2 : 1)}</td>
              <td>{formatNumber(POKER_HAND_COUNTS[h.hand])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Lines({ rows, device, onReplay }: { rows: LedgerRow[]; device: boolean; onReplay(row: LedgerRow): void }) {
  const [shown, setShown] = useState(PAGE);
  const newest = useMemo(() => rows.slice(-shown).reverse(), [rows, shown]);
  if (rows.length === 0) return <p data-testid="ledger-empty">{i18n._({ id: 'ui.ledger.empty', message: 'No throws yet.' })}</p>;
  return (
    <>
      <div className="ledger-lines-wrap">
        <table className="ledger-lines" data-testid="ledger-lines">
          <thead>
            <tr>
              {device && <th scope="col">{i18n._({ id: 'ui.ledger.game', message: 'Game' })}</th>}
              <th scope="col">{i18n._({ id: 'ui.ledger.number', message: 'No.' })}</th>
              <th scope="col">{i18n._({ id: 'ui.ledger.who', message: 'Who' })}</th>
              <th scope="col">{i18n._({ id: 'ui.ledger.dice', message: 'Dice' })}</th>
              <th scope="col">{i18n._({ id: 'ui.ledger.faces', message: 'Faces' })}</th>
              <th scope="col">{i18n._({ id: 'ui.ledger.rethrows', message: 'Re-throws' })}</th>
              <th scope="col">
                <span className="visually-hidden">{i18n._({ id: 'ui.ledger.replay', message: 'Replay' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {newest.map((r) => (
              <tr key={`${r.gameKey}:${r.index}`} data-testid="ledger-line">
                {device && <td>{gameTitle(r.game)}</td>}
                <td>{r.index + 1}</td>
                <td>{r.who}</td>
                <td>{diceText(r.kinds)}</td>
                <td>{r.faces ? r.faces.map(String).join(' · ') : i18n._({ id: 'ui.ledger.under-cup', message: 'under the cup' })}</td>
                <td>{rethrowText(r.rethrows)}</td>
                <td>
                  <button type="button" data-testid="ledger-replay" aria-label={device ? i18n._({ id: 'ui.ledger.replay-line-of', message: 'Replay {line} of {game}', values: { line: lineName(r.game, r.index + 1), game: gameTitle(r.game) } }) : i18n._({ id: 'ui.ledger.replay-line', message: 'Replay {line}', values: { line: lineName(r.game, r.index + 1) } })} onClick={() => onReplay(r)}>
                    ▶ {i18n._({ id: 'ui.ledger.replay', message: 'Replay' })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <button type="button" className="ledger-more" onClick={() => setShown((n) => n + PAGE)}>
          {i18n._({ id: 'ui.ledger.more', message: 'Show {count} more of {older, plural, one {# older throw} other {# older throws}}', values: { count: Math.min(PAGE, rows.length - shown), older: rows.length - shown } })}
        </button>
      )}
    </>
  );
}

export interface LedgerPanelProps {
  source: LedgerSource;
  open: boolean;
  onClose(): void;
}

export function LedgerPanel({ source, open, onClose }: LedgerPanelProps) {
  useLanguage();
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useModal(card, open, { heading, onClose });
  if (!open) return null;
  return (
    <div className="ledger-cover" onClick={onClose}>
      <div ref={card} className="ledger-card" role="dialog" aria-modal="true" aria-labelledby="ledger-title" data-testid="ledger" onClick={(e) => e.stopPropagation()}>
        <LedgerBody source={source} heading={heading} onClose={onClose} />
      </div>
    </div>
  );
}

function LedgerBody({ source, heading, onClose }: { source: LedgerSource; heading: React.RefObject<HTMLHeadingElement | null>; onClose(): void }) {
  const [scope, setScope] = useState<LedgerScope>('here');
  const [replaying, setReplaying] = useState<LedgerRow | null>(null);
  // The button that opened a replay (or went back) leaves the page: the focus goes to the new heading, inside the dialog.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [replaying, heading]);
  const version = useSyncExternalStore(source.subscribe, source.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when the lines changed
  const rows = useMemo(() => source.rows(scope), [source, scope, version]);
  const summary = useMemo(() => summarize(rows), [rows]);
  const notice = source.notice();
  const device = scope === 'device';
  const download = () => downloadText(`dice-ledger-${device ? 'device' : rows[0]?.game ?? 'here'}.csv`, ledgerCsv(rows), 'text/csv;charset=utf-8');

  if (replaying) {
    return <ReplayView row={replaying} heading={heading} onBack={() => setReplaying(null)} />;
  }
  return (
    <>
      <h2 id="ledger-title" ref={heading} tabIndex={-1}>
        {i18n._({ id: 'ui.ledger.title', message: 'Dice ledger' })}
      </h2>
      {notice && (
        <p className="ledger-notice" role="alert" data-testid="ledger-notice">
          {notice}
        </p>
      )}
      <div className="ledger-scope" role="group" aria-label={i18n._({ id: 'ui.ledger.which', message: 'Which throws' })}>
        <button type="button" aria-pressed={!device} onClick={() => setScope('here')}>
          {formatMessage(source.hereSaid)}
        </button>
        <button type="button" aria-pressed={device} data-testid="ledger-scope-device" onClick={() => setScope('device')}>
          {i18n._({ id: 'ui.ledger.device', message: 'All games on this device' })}
        </button>
      </div>
      <p className="ledger-total" data-testid="ledger-total">
        {device
          ? i18n._({ id: 'ui.ledger.total-device', message: '{count, plural, one {# throw} other {# throws}} on this device.', values: { count: rows.length } })
          : i18n._({ id: 'ui.ledger.total', message: '{count, plural, one {# throw} other {# throws}}.', values: { count: rows.length } })}
      </p>
      {summary.kinds.map((k) => (
        <KindSection key={k.kind} stats={k} />
      ))}
      {summary.poker && <PokerSection poker={summary.poker} />}
      <h3>{i18n._({ id: 'ui.ledger.lines', message: 'Throws, newest first' })}</h3>
      <Lines key={scope} rows={rows} device={device} onReplay={setReplaying} />
      <div className="ledger-actions">
        <button type="button" data-testid="ledger-csv" disabled={rows.length === 0} onClick={download}>
          {i18n._({ id: 'ui.ledger.csv', message: 'Download CSV' })}
        </button>
        <button type="button" className="primary" onClick={onClose}>
          {i18n._({ id: 'ui.close', message: 'Close' })}
        </button>
      </div>
    </>
  );
}
