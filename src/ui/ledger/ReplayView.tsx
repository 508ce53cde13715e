// One ledger line played again: the throw re-built from its stored input runs
// on a table of its own in slow motion (event mode's pace and close-up of a
// cocked die), and the faces it comes to are compared with the ledger's:
// "re-simulated: same faces", or plainly what differed. A line that cannot be
// replayed (dice under a cup, faces typed in, another physics version) says
// why instead.
import { useMemo, useState, type RefObject } from 'react';
import { i18n } from '@lingui/core';
import { formatMessage } from '../../i18n/format-message.ts';
import type { FaceValue } from '../../core/dice-kinds.ts';
import type { LedgerRow } from '../../core/ledger/rows.ts';
import { replayPlan, replayVerdict } from '../../store/ledger/replay-plan.ts';
import { ReplayTable } from '../../scene/ledger/ReplayTable.tsx';
import { SLOW_MOTION_PACE } from '../../event/cocked-throw.ts';
import { replayPace } from './replay-pace.ts';
import { diceText, gameTitle, lineName } from './labels.ts';

type Status = { kind: 'rolling' } | { kind: 'cocked' } | { kind: 'done'; faces: FaceValue[] } | { kind: 'failed'; message: string };

export function ReplayView({ row, heading, onBack }: { row: LedgerRow; heading: RefObject<HTMLHeadingElement | null>; onBack(): void }) {
  const plan = useMemo(() => replayPlan(row), [row]);
  const [status, setStatus] = useState<Status>({ kind: 'rolling' });
  const [pace, setPace] = useState(replayPace);
  /** Bumped by "Replay again": a fresh run of the same spec. */
  const [run, setRun] = useState(0);
  const again = (nextPace = pace) => {
    setPace(nextPace);
    setStatus({ kind: 'rolling' });
    setRun((n) => n + 1);
  };
  const verdict = plan.ok && status.kind === 'done' ? replayVerdict(plan.expected, status.faces) : null;
  return (
    <>
      <h2 id="ledger-title" ref={heading} tabIndex={-1}>
        {i18n._({ id: 'ui.replay.title', message: 'Replay of {line} · {game}', values: { line: lineName(row.game, row.index + 1), game: gameTitle(row.game) } })}
      </h2>
      <p>
        {row.faces
          ? i18n._({ id: 'ui.replay.threw', message: '{who} threw {dice}; the ledger has {faces}.', values: { who: row.who, dice: diceText(row.kinds), faces: row.faces.map(String).join(' · ') } })
          : i18n._({ id: 'ui.replay.threw-hidden', message: '{who} threw {dice}; the ledger has the faces under the cup.', values: { who: row.who, dice: diceText(row.kinds) } })}
      </p>
      {plan.ok ? (
        <>
          <div className="ledger-replay-stage">
            <ReplayTable
              key={run}
              spec={plan.spec}
              pace={pace}
              onDone={(faces) => setStatus({ kind: 'done', faces })}
              onFailed={(message) => setStatus({ kind: 'failed', message })}
              onCocked={(on) => setStatus((s) => (s.kind === 'done' ? s : { kind: on ? 'cocked' : 'rolling' }))}
            />
          </div>
          <p className={`ledger-verdict${verdict && !verdict.same ? ' bad' : ''}`} role="status" data-testid="replay-verdict" data-same={verdict ? String(verdict.same) : undefined}>
            {status.kind === 'rolling' && (pace < 1 ? i18n._({ id: 'ui.replay.rolling-slow', message: 'Re-simulating from the stored input, in slow motion…' }) : i18n._({ id: 'ui.replay.rolling', message: 'Re-simulating from the stored input…' }))}
            {status.kind === 'cocked' && i18n._({ id: 'ui.replay.cocked', message: 'A die landed cocked: the table throws it again.' })}
            {status.kind === 'failed' && i18n._({ id: 'ui.replay.failed', message: 'The replay failed: {reason}', values: { reason: status.message } })}
            {verdict && formatMessage(verdict.text)}
          </p>
        </>
      ) : (
        <p className="ledger-cannot" role="status" data-testid="replay-cannot">
          {formatMessage(plan.reason)}
        </p>
      )}
      <div className="ledger-actions">
        {plan.ok && (
          <>
            <button type="button" onClick={() => again()}>
              {i18n._({ id: 'ui.replay.again', message: 'Replay again' })}
            </button>
            <button type="button" aria-pressed={pace >= 1} onClick={() => again(pace >= 1 ? SLOW_MOTION_PACE : 1)}>
              {i18n._({ id: 'ui.replay.real-speed', message: 'Real speed' })}
            </button>
          </>
        )}
        <button type="button" className="primary" data-testid="replay-back" onClick={onBack}>
          {i18n._({ id: 'ui.replay.back', message: 'Back to the ledger' })}
        </button>
      </div>
    </>
  );
}
