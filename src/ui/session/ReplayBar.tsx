// Replay controls: step back and forth through the inputs (throws and flicks
// are re-simulated on the table from their recorded spec), play/pause, a
// warning when physics came out differently from the log, back to the game.
// Kept a narrow column (session.css) so a game's bottom panels fit beside it.
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';

export function ReplayBar({ session }: { session: SessionStore }) {
  const rp = useSession(session, (s) => s.replay);
  const busy = useSession(session, (s) => s.stage !== null && s.stage.mode === 'replay');
  if (!rp) return null;
  const total = rp.record.inputs.length;
  const a = session.actions;
  return (
    <section className="panel replay-bar" aria-label="Replay" data-testid="replay">
      <div className="replay-head">
        <h2>Replay</h2>
        <span className="replay-pos" data-testid="replay-step">
          {rp.step} / {total}
        </span>
      </div>
      <div className="replay-controls">
        <button aria-label="To the start" onClick={() => a.replaySeek(0)} disabled={rp.step === 0}>« Start</button>
        <button aria-label="One move back" onClick={() => a.replayStep(-1)} disabled={rp.step === 0 || busy}>◀</button>
        <button aria-label={rp.playing ? 'Pause' : 'Play'} onClick={() => a.replayPlay(!rp.playing)} disabled={rp.step >= total}>
          {rp.playing ? '❚❚' : '▶▶'}
        </button>
        <button aria-label="One move forward" onClick={() => a.replayStep(1)} disabled={rp.step >= total || busy}>▶</button>
        <button aria-label="To the end" onClick={() => a.replaySeek(total)} disabled={rp.step >= total}>End »</button>
      </div>
      <p className="replay-check">
        {rp.checked} throw{rp.checked === 1 ? '' : 's'} re-simulated
        {rp.mismatches.length > 0 ? (
          <strong className="bad" role="alert"> · {rp.mismatches.length} came out differently</strong>
        ) : (
          rp.checked > 0 && ' · all matched the log'
        )}
      </p>
      <button className="primary" onClick={() => a.stopReplay()}>Back to the game</button>
    </section>
  );
}
