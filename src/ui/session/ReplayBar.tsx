// Replay controls: step back and forth through the inputs (throws and flicks
// are re-simulated on the table from their recorded spec), play/pause, a
// warning when physics came out differently from the log, back to the game.
// Kept a narrow column (session.css) so a game's bottom panels fit beside it.
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';

export function ReplayBar({ session }: { session: SessionStore }) {
  useLanguage();
  const rp = useSession(session, (s) => s.replay);
  const busy = useSession(session, (s) => s.stage !== null && s.stage.mode === 'replay');
  if (!rp) return null;
  const total = rp.record.inputs.length;
  const a = session.actions;
  return (
    <section className="panel replay-bar" aria-label={i18n._({ id: 'replay.title', message: 'Replay' })} data-testid="replay">
      <div className="replay-head">
        <h2>{i18n._({ id: 'replay.title', message: 'Replay' })}</h2>
        <span className="replay-pos" data-testid="replay-step" title={i18n._({ id: 'replay.pos', message: 'Moves shown / moves in the game' })}>
          {rp.step} / {total}
        </span>
      </div>
      <div className="replay-controls">
        <button title={i18n._({ id: 'replay.start.title', message: 'Back to the first move' })} onClick={() => a.replaySeek(0)} disabled={rp.step === 0}>« {i18n._({ id: 'replay.start', message: 'Start' })}</button>
        <button title={i18n._({ id: 'replay.back.title', message: 'One move back (←)' })} onClick={() => a.replayStep(-1)} disabled={rp.step === 0 || busy}>◀ {i18n._({ id: 'replay.back', message: 'Back' })}</button>
        <button data-testid="replay-play" title={rp.playing ? i18n._({ id: 'replay.pause.title', message: 'Stop playing the moves' }) : i18n._({ id: 'replay.play.title', message: 'Play the moves one after another' })} onClick={() => a.replayPlay(!rp.playing)} disabled={rp.step >= total}>
          {rp.playing ? `❚❚ ${i18n._({ id: 'replay.pause', message: 'Pause' })}` : `▶ ${i18n._({ id: 'replay.play', message: 'Play' })}`}
        </button>
        {/* Never disabled while a throw re-runs: a click then waits its turn (the store queues it). */}
        <button data-testid="replay-step-forward" title={i18n._({ id: 'replay.step.title', message: 'One move forward (→)' })} onClick={() => a.replayStep(1)} disabled={rp.step + rp.queued >= total}>
          {i18n._({ id: 'replay.step', message: 'Step' })} ▸
        </button>
        <button title={i18n._({ id: 'replay.end.title', message: 'To the last move' })} onClick={() => a.replaySeek(total)} disabled={rp.step >= total}>{i18n._({ id: 'replay.end', message: 'End' })} »</button>
      </div>
      {rp.queued > 0 && <p className="replay-queued">{i18n._({ id: 'replay.queued', message: '{count, plural, one {# more step to come} other {# more steps to come}}', values: { count: rp.queued } })}</p>}
      <p className="replay-check">
        {i18n._({ id: 'replay.checked', message: '{count, plural, one {# throw re-simulated} other {# throws re-simulated}}', values: { count: rp.checked } })}
        {rp.mismatches.length > 0 ? (
          <strong className="bad" role="alert"> · {i18n._({ id: 'replay.mismatch', message: '{count} came out differently', values: { count: rp.mismatches.length } })}</strong>
        ) : (
          rp.checked > 0 && ` · ${i18n._({ id: 'replay.matched', message: 'all matched the log' })}`
        )}
      </p>
      <button className="primary" onClick={() => a.stopReplay()}>{i18n._({ id: 'replay.back-to-game', message: 'Back to the game' })}</button>
    </section>
  );
}
