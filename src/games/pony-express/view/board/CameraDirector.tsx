// Moves the camera to frame a flick (the start spot and the figures that
// matter) when a duel or Indian flick comes up, and back to the home view
// once the flicks are over: the kit's framing (fit a table rectangle in view)
// and CameraGlide (a short eased move, then the player may orbit freely again).
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CameraHome } from '../../../../scene/CameraRig.tsx';
import { CameraGlide, frameRect, rectAround, useCameraLens } from '../../../../scene/kit/index.ts';
import type { FlickStage } from '../../../../store/session/types.ts';
import type { CoverStore } from './cover.ts';

/**
 * A camera pose that frames the flick's start and its targets, seen from the
 * player's side about 60° down, so figures, the die and its path read clearly.
 * The margin keeps them clear of the HUD panels on both sides of the screen.
 */
export function frameFlick(stage: Pick<FlickStage, 'from' | 'setup'>, lens: { fovDeg?: number; aspect?: number } = {}): CameraHome {
  const pts = [stage.from, ...stage.setup.figures.filter((f) => f.role === 'target')];
  return frameRect(rectAround(pts), { ...lens, pitch: Math.PI / 3, margin: 2, minDistance: 66, maxDistance: 160 });
}

export function CameraDirector({ home, cover, stageOf }: { home: CameraHome; cover: CoverStore; stageOf: () => FlickStage | null }) {
  const flickStage = useStore(cover, (s) => s.flickStage);
  const lens = useCameraLens();
  // Home again only after a flick was framed: the room's own camera is left alone until then.
  const [framedOnce, setFramedOnce] = useState(false);
  useEffect(() => {
    if (flickStage !== null) setFramedOnce(true);
  }, [flickStage]);
  const stage = flickStage !== null ? stageOf() : null;
  const goal = stage ? frameFlick(stage, lens) : framedOnce ? home : null;
  return <CameraGlide goal={goal} />;
}
