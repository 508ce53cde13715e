// WebGL context loss, inside the canvas: listens on the renderer's canvas and
// reports the context's state (context-loss.tsx shows it on the page). Its own
// file without the notice's stylesheet, so the scene worker can draw it too.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

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
