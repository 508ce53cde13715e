// A board whose own figures stand where the session's FlickLayer draws its
// physical ones (Mail Run's riders and Indians, Main Street's duellists and
// the meeples on the doorways): which flick the layer shows and the figures
// it holds, with the layer shown while a flick shows and hidden after it (the
// timing is the kit's followFlickStages). Mail Run's camera frames the flick
// by its stage; both boards step their copies of those figures aside. Also
// the board's captioner: while the board is mounted, the session's staged
// flicks are captioned in the game's words, from the position the table shows.
import { useEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Stage } from '../../store/session/types.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { FlickCaption, FlickFacts } from '../session/flick-caption.ts';
import { flickStagingOf } from '../session/flick-staging.ts';
import { followFlickStages } from './flick-stages.ts';
import { flickLayer, setLayerVisible } from './session-layers.ts';
import { useKick } from './wake.ts';

export interface FlickCover {
  /** Figure ids (the rules' FigureSpot ids) the flick layer draws now. */
  flickIds: readonly string[];
  /** The stage id of the flick being shown (or lingering), null for none. */
  flickStage: number | null;
}

export type FlickCoverStore = StoreApi<FlickCover>;

export const createFlickCover = (): FlickCoverStore => createStore<FlickCover>()(() => ({ flickIds: [], flickStage: null }));

/**
 * Follows the session's stages into `cover`; `setVisible` shows or hides the
 * flick layer, `onChange` wakes the board. Returns the unsubscribe.
 */
export function followFlickCover(store: StoreApi<{ stage: Stage | null }>, cover: FlickCoverStore, setVisible: (visible: boolean) => void, onChange: () => void = () => undefined): () => void {
  return followFlickStages(store, {
    shown(stage, fresh) {
      setVisible(true);
      if (fresh) cover.setState({ flickIds: stage.setup.figures.map((f) => f.id), flickStage: stage.id });
      onChange();
    },
    hidden() {
      setVisible(false);
      cover.setState({ flickIds: [], flickStage: null });
      onChange();
    },
  });
}

/** The cover of this board's session, followed while the board is mounted. */
export function useFlickCover(session: { store: StoreApi<{ stage: Stage | null }> }): FlickCoverStore {
  const scene = useThree((s) => s.scene);
  const kick = useKick();
  const cover = useMemo(createFlickCover, []);
  useEffect(() => followFlickCover(session.store, cover, (visible) => setLayerVisible(flickLayer(scene), visible), kick), [session, cover, scene, kick]);
  return cover;
}

/** Captions the session's staged flicks with `caption`, given the state the table shows (a replay's, else the live one). */
export function useFlickCaptioner<S>(session: SessionStore<S>, caption: (facts: FlickFacts, state: S) => FlickCaption): void {
  const ref = useRef(caption);
  ref.current = caption;
  useEffect(() => {
    const staging = flickStagingOf(session);
    staging.setState({
      captioner: (facts) => {
        const s = session.store.getState();
        return ref.current(facts, s.replay ? s.replay.shown.state : s.live.state);
      },
    });
    return () => staging.setState({ captioner: null });
  }, [session]);
}
