// Which flick the session's FlickLayer is showing (the camera frames it) and
// the figures it holds, and whether the session's layers stay visible. The
// FlickLayer keeps its last figures until a throw comes up (then drops them);
// it has already held the settled scene with its caption before the rules
// heard the outcome (flick-staging.ts), so we let it linger only a moment
// more, then hide the layer: our own figures stand where the rules put them
// (Figures.tsx hides ours frame by frame while the layer draws the same ones).
import { createStore } from 'zustand/vanilla';
import type { PonySession } from '../session.ts';

export const FLICK_LINGER_MS = 800;

export interface CoverState {
  /** Figure ids (rider-<seat>, indian-<i>) drawn by the flick layer now. */
  flickIds: readonly string[];
  /** The stage id of the flick being shown (or lingering), null for none. */
  flickStage: number | null;
}

export type CoverStore = ReturnType<typeof createCoverStore>;

export function createCoverStore() {
  return createStore<CoverState>()(() => ({ flickIds: [], flickStage: null }));
}

/**
 * Follows the session's stages; returns an unsubscribe. `setLayerVisible`
 * shows or hides the flick layer group in the scene.
 */
export function followFlicks(session: PonySession, cover: CoverStore, setLayerVisible: (visible: boolean) => void, onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const update = () => {
    const stage = session.store.getState().stage;
    if (stage?.kind === 'flick') {
      clear();
      setLayerVisible(true);
      const ids = stage.setup.figures.map((f) => f.id);
      const cur = cover.getState();
      if (cur.flickStage !== stage.id) cover.setState({ flickIds: ids, flickStage: stage.id });
      onChange();
      return;
    }
    if (cover.getState().flickStage === null) return;
    const done = () => {
      clear();
      setLayerVisible(false);
      cover.setState({ flickIds: [], flickStage: null });
      onChange();
    };
    // A throw coming up clears the flick layer's figures at once: stand ours up at once too.
    if (stage?.kind === 'throw') done();
    else if (!timer) timer = setTimeout(done, FLICK_LINGER_MS);
  };
  update();
  const stop = session.store.subscribe((s, prev) => {
    if (s.stage !== prev.stage) update();
  });
  return () => {
    clear();
    stop();
  };
}
