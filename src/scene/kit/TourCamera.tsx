// The camera of a tour (camera-tour.ts): glides to the framing of the step on
// screen, and home once no step is left — but only after it has framed one, so
// until a tour begins the room's own camera (and the player's orbit) is left
// alone. Silver Creek County's Tour and the kit's FlickCamera use it.
import { useEffect, useState } from 'react';
import type { CameraHome } from '../camera.ts';
import { CameraGlide } from './CameraGlide.tsx';

export function TourCamera({ goal, home }: { goal: CameraHome | null; home: CameraHome }) {
  const [framedOnce, setFramedOnce] = useState(false);
  const framing = goal !== null;
  useEffect(() => {
    if (framing) setFramedOnce(true);
  }, [framing]);
  return <CameraGlide goal={goal ?? (framedOnce ? home : null)} />;
}
