// WebGL context loss (a driver reset, the GPU process restarting, too many
// tabs): while the context is gone the table cannot be drawn, so the room says
// so; when it comes back three.js rebuilds its GPU state and we draw a full
// frame at once (rooms render on demand, so without that nudge the restored
// canvas stayed blank until something moved); when it does not come back in a
// few seconds the notice offers a reload (games are autosaved after every move).
import { i18n } from '@lingui/core';
import './context-loss.css';

// The canvas's watch (r3f) is context-watch.tsx's: not re-exported here, so the notice imports no three.js (a page
// whose scene is drawn in the worker shows it too, issue 26).
import type { ContextState } from './context-watch.tsx';

export type { ContextState };

/** The DOM notice over the canvas while the context is lost, with a reload once it seems gone for good. */
export function ContextNotice({ state }: { state: ContextState }) {
  if (state === 'ok') return null;
  return (
    <div className="notice context-notice" role="alert" data-testid="context-notice" data-state={state}>
      {state === 'lost' ? (
        <p>{i18n._({ id: 'ui.context.lost', message: 'The 3D view was lost (the graphics driver reset). Waiting for it to come back…' })}</p>
      ) : (
        <>
          <p>{i18n._({ id: 'ui.context.gone', message: 'The 3D view did not come back. Reload the page to draw it again: a game in progress is saved after every move and resumes where it was.' })}</p>
          <button type="button" data-testid="context-reload" onClick={() => location.reload()}>
            {i18n._({ id: 'ui.context.reload', message: 'Reload' })}
          </button>
        </>
      )}
    </div>
  );
}
