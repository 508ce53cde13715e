// WebGL context loss (a driver reset, the GPU process restarting, too many
// tabs): while the context is gone the table cannot be drawn, so the room says
// so; when it comes back three.js rebuilds its GPU state and we draw a full
// frame at once (rooms render on demand, so without that nudge the restored
// canvas stayed blank until something moved); when it does not come back in a
// few seconds the notice offers a reload (games are autosaved after every move).
import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import './context-loss.css';

export type ContextState = 'ok' | 'lost' | 'gone';

/** How long a lost context may take to come back before the reload is offered. */
export const CONTEXT_RETURN_MS = 5_000;

/** Inside the Canvas: listens on the renderer's canvas and reports the context's state. */
export function ContextWatch({ onChange }: { onChange: (state: ContextState) => void }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const canvas = gl.domElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lost = (e: Event) => {
      // three.js prevents the default too; without it the browser would never restore the context.
      e.preventDefault();
      onChange('lost');
      clearTimeout(timer);
      timer = setTimeout(() => onChange('gone'), CONTEXT_RETURN_MS);
    };
    const restored = () => {
      clearTimeout(timer);
      onChange('ok');
      // three.js has rebuilt its state in its own listener (registered first); draw everything again now,
      // and once more on the next frame in case a texture upload landed after the first.
      invalidate();
      requestAnimationFrame(() => invalidate());
    };
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      clearTimeout(timer);
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [gl, invalidate, onChange]);
  return null;
}

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
