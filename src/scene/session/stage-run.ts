// One frame of a stage's physics run (a DiceRun or a FlickRun), shared by the
// throw and flick layers: the run starts when the stage's spec arrives (an
// older run is freed) and is stepped at the fixed timestep. A run that cannot
// start, or fails while stepping, is freed and reported, so the session can
// show the error and the stage does not hang. Framework-free.
import type { FixedStepper, SteppedRun } from '../fixed-stepper.ts';

export interface StageRun<R> {
  id: number;
  run: R;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * `next` is the stage whose spec is set (null while none is): its run starts
 * unless it is already the running one. Returns the run to draw this frame,
 * null when none runs, or 'failed' when stepping just failed (reported).
 */
export function stepStageRun<R extends SteppedRun & { free(): void }>(
  running: { current: StageRun<R> | null },
  next: { id: number; start: () => R } | null,
  stepper: FixedStepper,
  delta: number,
  fail: (id: number, message: string) => void,
): StageRun<R> | null | 'failed' {
  if (next && running.current?.id !== next.id) {
    running.current?.run.free();
    running.current = null;
    try {
      running.current = { id: next.id, run: next.start() };
      stepper.reset();
    } catch (error) {
      fail(next.id, messageOf(error));
    }
  }
  const current = running.current;
  if (!current) return null;
  try {
    stepper.advance(current.run, delta);
  } catch (error) {
    current.run.free();
    running.current = null;
    fail(current.id, messageOf(error));
    return 'failed';
  }
  return current;
}
