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
        <span className="replay-pos" data-testid="replay-step" title="Moves shown / moves in the game">
          {rp.step} / {total}
        </span>
      </div>
      <div className="replay-controls">
        <button title="Back to the first move" onClick={() => a.replaySeek(0)} disabled={rp.step === 0}>« Start</button>
        <button title="One move back (←)" onClick={() => a.replayStep(-1)} disabled={rp.step === 0 || busy}>◀ Back</button>
        <button data-testid="replay-play" title={rp.playing ? 'Stop playing the moves' : 'Play the moves one after another'} onClick={() => a.replayPlay(!rp.playing)} disabled={rp.step >= total}>
          {rp.playing ? '❚❚ Pause' : '▶ Play'}
        </button>
        {/* Never disabled while a throw re-runs: a click then waits its turn (the store queues it). */}
        <button data-testid="replay-step-forward" title="One move forward (→)" onClick={() => a.replayStep(1)} disabled={rp.step + rp.queued >= total}>
          Step ▸
        </button>
        <button title="To the last move" onClick={() => a.replaySeek(total)} disabled={rp.step >= total}>End »</button>
      </div>
      {rp.queued > 0 && <p className="replay-queued">{rp.queued} more step{rp.queued === 1 ? '' : 's'} to come</p>}
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
