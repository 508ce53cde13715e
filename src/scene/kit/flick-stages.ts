// Follows the session's flick stages for a game board whose own figures stand
// where the session's FlickLayer draws its physical ones (Mail Run's riders and
// Indians, Main Street's duellists and bystanders): while a flick shows, the
// board hides its copies; after it, the layer has already held the settled
// scene with its caption (flick-staging.ts), so it lingers only a moment more,
// then the board stands its own figures up again. A throw coming up ends that
// at once (the layer drops its figures for the dice).
import type { StoreApi } from 'zustand/vanilla';
import type { FlickStage, Stage } from '../../store/session/types.ts';

export const FLICK_LINGER_MS = 800;

export interface FlickStageHooks {
  /** A flick stage shows (`fresh`: a new one, not the same stage updated). */
  shown(stage: FlickStage, fresh: boolean): void;
  /** The last flick is over: stand the board's figures up again. */
  hidden(): void;
}

/** Subscribes to the session's stages; returns the unsubscribe (which also drops a pending linger). */
export function followFlickStages(store: StoreApi<{ stage: Stage | null }>, hooks: FlickStageHooks): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let showing: number | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const done = () => {
    clear();
    showing = null;
    hooks.hidden();
  };
  const update = () => {
    const stage = store.getState().stage;
    if (stage?.kind === 'flick') {
      clear();
      const fresh = showing !== stage.id;
      showing = stage.id;
      hooks.shown(stage, fresh);
      return;
    }
    if (showing === null) return;
    if (stage?.kind === 'throw') done();
    else if (!timer) timer = setTimeout(done, FLICK_LINGER_MS);
  };
  update();
  const stop = store.subscribe((s, prev) => {
    if (s.stage !== prev.stage) update();
  });
  return () => {
    clear();
    stop();
  };
}
