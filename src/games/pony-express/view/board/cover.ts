// Which flick the session's FlickLayer is showing (the camera frames it) and
// the figures it holds, and whether the session's layers stay visible (the
// timing is the kit's followFlickStages). Our own figures stand where the
// rules put them; Figures.tsx hides ours frame by frame while the layer draws
// the same ones.
import { createStore } from 'zustand/vanilla';
import { followFlickStages } from '../../../../scene/kit/flick-stages.ts';
import type { PonySession } from '../session.ts';

export { FLICK_LINGER_MS } from '../../../../scene/kit/flick-stages.ts';

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
  return followFlickStages(session.store, {
    shown(stage, fresh) {
      setLayerVisible(true);
      if (fresh) cover.setState({ flickIds: stage.setup.figures.map((f) => f.id), flickStage: stage.id });
      onChange();
    },
    hidden() {
      setLayerVisible(false);
      cover.setState({ flickIds: [], flickStage: null });
      onChange();
    },
  });
}
