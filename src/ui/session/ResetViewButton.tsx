// "Reset view": sends the room camera back to its home view (after a turn of
// the table with two fingers or the mouse). On a small screen only its icon
// shows; its name stays "Reset view" for every screen and reader.
import { requestViewReset } from '../../scene/view-frame.ts';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';

export function ResetViewButton({ className = 'hud-reset-view' }: { className?: string }) {
  useLanguage();
  const name = i18n._({ id: 'view.reset', message: 'Reset view' });
  return (
    <button className={className} aria-label={name} title={i18n._({ id: 'view.reset.title', message: 'Reset view: back to the home view' })} data-testid="reset-view" onClick={requestViewReset}>
      <span aria-hidden="true">⟲</span>
      <span className="wide-only" aria-hidden="true">
        {' '}
        {name}
      </span>
    </button>
  );
}
