// window.tabletop.sceneAtRest(): true when the scene has no frame left to draw
// (r3f's demand frameloop: nothing glides, rolls or follows a hand). A browser
// test reads board points once they hold still; with the scene in the worker
// (issue 26) the points the page has are those of the worker's last frame, so
// equal readings alone cannot tell a camera at rest from one whose next frame
// is late on a busy machine. Registered where the scene is drawn (RoomStage):
// on the page it is answered there, in the worker the probe relay streams it.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { registerAutomation } from '../ui/automation.ts';

/** Nothing asked for another frame: the frames drawn so far show the scene as it is. */
export const atRest = (internal: { frames: number }): boolean => internal.frames === 0;

export function useAtRestProbe(): void {
  const get = useThree((s) => s.get);
  useEffect(() => registerAutomation({ sceneAtRest: () => atRest(get().internal) }), [get]);
}
