// The slingshot plugged into a game session's pending flick (the seam of
// ../session/FlickLayer.tsx): keyboard aim starts at the nearest target, and
// the flick goes to the session as its { angle, power }.
import { useMemo } from 'react';
import type { FlickStage } from '../../store/session/types.ts';
import { FlickAim } from './FlickAim.tsx';
import { aimAt } from './flick-input.ts';

export interface SessionFlickAimProps {
  stage: FlickStage;
  /** False while the device must change hands or the die is in motion. */
  active: boolean;
  onFlick(aim: { angle: number; power: number }): void;
}

export function SessionFlickAim({ stage, active, onFlick }: SessionFlickAimProps) {
  const from = stage.from;
  const initialAngle = useMemo(() => {
    const targets = stage.setup.figures.filter((f) => f.role === 'target');
    const nearest = targets.sort((a, b) => Math.hypot(a.x - from.x, a.z - from.z) - Math.hypot(b.x - from.x, b.z - from.z))[0];
    return nearest ? aimAt(from, nearest) : 0;
  }, [stage.setup, from]);
  return <FlickAim from={from} die={stage.setup.die} active={active} initialAngle={initialAngle} onFlick={(spec) => onFlick({ angle: spec.angle, power: spec.power })} />;
}
