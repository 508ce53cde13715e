// "Reset view": sends the room camera back to its home view (after a turn of
// the table with two fingers or the mouse). On a small screen only its icon
// shows; its name stays "Reset view" for every screen and reader.
import { requestViewReset } from '../../scene/view-frame.ts';

export function ResetViewButton({ className = 'hud-reset-view' }: { className?: string }) {
  return (
    <button className={className} aria-label="Reset view" title="Reset view: back to the home view" data-testid="reset-view" onClick={requestViewReset}>
      <span aria-hidden="true">⟲</span>
      <span className="wide-only" aria-hidden="true">
        {' '}
        Reset view
      </span>
    </button>
  );
}
