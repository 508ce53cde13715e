// The flick variant's showdowns: while the session's FlickLayer draws the
// target and the bystanders of a flick (its own physical figures standing
// where our meeples stand), our meeples on those spaces step aside, so no
// figure shows twice. After the flick (timing: the kit's followFlickStages)
// we hide the layer and stand ours up again. Figure ids are the rules'
// (showdown.ts).
import { useEffect, useState } from 'react';
import { flickLayer, followFlickStages, setLayerVisible } from '../../../../scene/kit/index.ts';
import { doorwaySpace, showdownSpace } from '../../index.ts';
import type { StreetSession } from '../session.ts';

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
  useEffect(
    () =>
      followFlickStages(session.store, {
        shown(stage, fresh) {
          setLayerVisible(flickLayer(scene()), true);
          if (fresh) setCovered(new Set(stage.setup.figures.map((f) => figureSpace(f.id)).filter((s): s is number => s !== null)));
        },
        hidden() {
          setLayerVisible(flickLayer(scene()), false);
          setCovered(NONE);
        },
      }),
    [session, scene],
  );
  return covered;
}

type THREE_Scene = Parameters<typeof flickLayer>[0];
