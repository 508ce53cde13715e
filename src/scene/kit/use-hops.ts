// Plays a board's HopPlan (hops.ts) in its frame: where each trip is goes to
// the board's own drawing (Main Street's instanced pieces, Mail Run's rider
// figures) on refs, never React state; a hold passed is told to the board
// once; the demand frameloop stays awake until every trip has landed.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { HopPlan, Point3, Trip } from './hops.ts';

export interface HopDrawing<L> {
  /** Before the trips are placed; true while something else of the board still moves (keeps frames coming). */
  before?(): boolean;
  /** A trip under way: where it is, the progress of its hop or flight, and seconds since its take-off. */
  at(trip: Trip<L>, point: Point3, progress: number, u: number): void;
  /** After every trip is placed (write the meshes). */
  after?(): void;
  /** A trip's hold was passed: the board shows the piece in its place (or no longer in its old one). */
  onPass?(id: number): void;
}

export function useHops<L>(plan: HopPlan<L>, drawing: HopDrawing<L>): void {
  const ref = useRef(drawing);
  ref.current = drawing;
  useFrame(({ invalidate }) => {
    const d = ref.current;
    const more = d.before?.() ?? false;
    const { busy, passed } = plan.step(performance.now() / 1000, (trip, point, progress, u) => d.at(trip, point, progress, u));
    d.after?.();
    for (const id of passed) d.onPass?.(id);
    if (busy || more) invalidate();
  });
}
