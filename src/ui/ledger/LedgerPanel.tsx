// The dice ledger: every throw of the play here or of every game on this
// device, what each die kind's faces came to against fair dice (a chart, the
// counts, a chi-square sentence), the re-throws and, for poker dice, the hands
// against the 7,776-throw table. A line's Replay plays that throw again from
// its stored input (ReplayView). A modal dialog (use-modal: focus inside, Esc
// closes, the page behind inert); every control is a button, so mouse, keys
// and touch work alike.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { summarize, type KindStats, type LedgerSummary } from '../../core/ledger/summary.ts';
import { POKER_HAND_COUNTS, POKER_HAND_LABEL } from '../../core/ledger/poker-hands.ts';
import { ledgerCsv } from '../../core/ledger/csv.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import type { LedgerScope, LedgerSource } from '../../store/ledger/source.ts';
import { useModal } from '../session/use-modal.ts';
import { FaceChart } from './FaceChart.tsx';
import { ReplayView } from './ReplayView.tsx';
import { KIND_TITLE, diceText, gameTitle, lineNoun, rethrowText } from './labels.ts';
import { downloadText } from '../session/save-file.ts';
import './ledger.css';

/** Lines shown at first, and added by each "Show more". */
const PAGE = 40;

const percent = (x: number | null): string => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

function KindSection({ stats }: { stats: KindStats }) {
  const rethrown = stats.rethrows.cocked + stats.rethrows['off-table'] + stats.rethrows.unsettled;
  return (
    <section className="ledger-kind" aria-labelledby={`ledger-kind-${stats.kind}`} data-testid={`ledger-kind-${stats.kind}`}>
      <h3 id={`ledger-kind-${stats.kind}`}>{KIND_TITLE[stats.kind]}</h3>
      <FaceChart stats={stats} />
      <p className="ledger-sentence" data-testid="ledger-sentence">
        {stats.sentence}
      </p>
      <p className="ledger-figures">
        {stats.chiSquare !== null && (
          <>
            χ² = {stats.chiSquare.toFixed(2)} with {stats.df} degrees of freedom.{' '}
          </>
        )}
        Thrown again: {rethrown} of {stats.rethrowBase} dice ({percent(stats.rethrowShare)}
        {rethrown > 0 && `: ${stats.rethrows.cocked} cocked, ${stats.rethrows['off-table']} off the table, ${stats.rethrows.unsettled} unsettled`}).
        {stats.standsOnEdge && (
          <span data-testid="ledger-edges">
            {' '}
            Stood on edge: {stats.edges} of {stats.edgeBase} discs ({percent(stats.edgeShare)}), each counted as its larger face.
          </span>
        )}
      </p>
    </section>
  );
}

function PokerSection({ poker }: { poker: NonNullable<LedgerSummary['poker']> }) {
  return (
    <section className="ledger-kind" aria-labelledby="ledger-poker" data-testid="ledger-poker">
      <h3 id="ledger-poker">Poker hands ({poker.throws} throws of five dice)</h3>
      <table className="ledger-hands">
        <thead>
          <tr>
            <th scope="col">Hand</th>
            <th scope="col">Thrown</th>
            <th scope="col">Fair dice would give</th>
            <th scope="col">Of all 7,776 throws</th>
          </tr>
        </thead>
        <tbody>
          {poker.hands.map((h) => (
            <tr key={h.hand}>
              <th scope="row">{POKER_HAND_LABEL[h.hand]}</th>
              <td>{h.count}</td>
              <td>{h.expected.toFixed(h.expected < 10 ? 2 : 1)}</td>
              <td>{POKER_HAND_COUNTS[h.hand].toLocaleString('en-US')}</td>
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
  if (rows.length === 0) return <p data-testid="ledger-empty">No throws yet.</p>;
  return (
    <>
      <div className="ledger-lines-wrap">
        <table className="ledger-lines" data-testid="ledger-lines">
          <thead>
            <tr>
              {device && <th scope="col">Game</th>}
              <th scope="col">No.</th>
              <th scope="col">Who</th>
              <th scope="col">Dice</th>
              <th scope="col">Faces</th>
              <th scope="col">Re-throws</th>
              <th scope="col">
                <span className="visually-hidden">Replay</span>
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
                <td>{r.faces ? r.faces.map(String).join(' · ') : 'under the cup'}</td>
                <td>{rethrowText(r.rethrows)}</td>
                <td>
                  <button type="button" data-testid="ledger-replay" aria-label={`Replay ${lineNoun(r.game)} ${r.index + 1}${device ? ` of ${gameTitle(r.game)}` : ''}`} onClick={() => onReplay(r)}>
                    ▶ Replay
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <button type="button" className="ledger-more" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more of {rows.length - shown} older throws
        </button>
      )}
    </>
  );
}

export function LedgerPanel({ source, open, onClose }: { source: LedgerSource; open: boolean; onClose(): void }) {
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
        Dice ledger
      </h2>
      {notice && (
        <p className="ledger-notice" role="alert" data-testid="ledger-notice">
          {notice}
        </p>
      )}
      <div className="ledger-scope" role="group" aria-label="Which throws">
        <button type="button" aria-pressed={!device} onClick={() => setScope('here')}>
          {source.here}
        </button>
        <button type="button" aria-pressed={device} data-testid="ledger-scope-device" onClick={() => setScope('device')}>
          All games on this device
        </button>
      </div>
      <p className="ledger-total" data-testid="ledger-total">
        {rows.length === 1 ? '1 throw' : `${rows.length.toLocaleString('en-US')} throws`}
        {device ? ' on this device.' : '.'}
      </p>
      {summary.kinds.map((k) => (
        <KindSection key={k.kind} stats={k} />
      ))}
      {summary.poker && <PokerSection poker={summary.poker} />}
      <h3>Throws, newest first</h3>
      <Lines key={scope} rows={rows} device={device} onReplay={setReplaying} />
      <div className="ledger-actions">
        <button type="button" data-testid="ledger-csv" disabled={rows.length === 0} onClick={download}>
          Download CSV
        </button>
        <button type="button" className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
