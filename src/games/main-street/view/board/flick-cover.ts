// The flick variant's showdowns: while the session's FlickLayer draws the
// target and the bystanders of a flick (its own physical figures standing
// where our meeples stand), our meeples on those spaces step aside, so no
// figure shows twice. After the flick the layer keeps its settled scene a
// moment (its caption), then we hide it and stand ours up again; a throw
// coming up ends that at once. Figure ids are the rules' (showdown.ts).
import { useEffect, useState } from 'react';
import { flickLayer, setLayerVisible } from '../../../../scene/kit/index.ts';
import { doorwaySpace, showdownSpace } from '../../index.ts';
import type { StreetSession } from '../session.ts';

export const FLICK_LINGER_MS = 800;
const NONE: ReadonlySet<number> = new Set();

/** The street space of a flick figure: duellist-a / duellist-b on the showdown spaces, doorway-<b> on building b's doorway. */
export function figureSpace(id: string): number | null {
  if (id === 'duellist-a') return showdownSpace(0);
  if (id === 'duellist-b') return showdownSpace(1);
  const m = /^doorway-(\d+)$/.exec(id);
  return m ? doorwaySpace(Number(m[1])) : null;
}

/** Spaces whose meeple the flick layer draws now. */
export function useFlickCover(session: StreetSession, scene: () => THREE_Scene): ReadonlySet<number> {
  const [covered, setCovered] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let showing: number | null = null;
    const clear = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    const done = () => {
      clear();
      showing = null;
      setLayerVisible(flickLayer(scene()), false);
      setCovered(NONE);
    };
    const update = () => {
      const stage = session.store.getState().stage;
      if (stage?.kind === 'flick') {
        clear();
        setLayerVisible(flickLayer(scene()), true);
        if (showing !== stage.id) {
          showing = stage.id;
          setCovered(new Set(stage.setup.figures.map((f) => figureSpace(f.id)).filter((s): s is number => s !== null)));
        }
        return;
      }
      if (showing === null) return;
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
  }, [session, scene]);
  return covered;
}

type THREE_Scene = Parameters<typeof flickLayer>[0];
