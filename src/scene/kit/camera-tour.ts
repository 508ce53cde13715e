// A camera tour: places a game wants the player to see one after another (a
// square being settled, a flick about to be shot). Each step is shown for its
// dwell, then the next; skipTour drops what is left. TourCamera frames the
// step on screen and glides home when the steps run out — only once it has
// framed one, so the room's own camera is left alone until a tour begins.
// Silver Creek County's resolution tour (steps queued from two positions, a
// dwell each) and Mail Run's flick camera (one step while a flick is staged)
// use it.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface TourState<T> {
  /** The step on screen, or null between steps. */
  step: T | null;
  queue: T[];
  /** Steps shown so far (a test reads it; a count-up restarts on it). */
  shown: number;
}

export type CameraTour<T, X extends object = object> = StoreApi<TourState<T> & X>;

/** A tour with no step yet; `extra` is the game's own state shown beside it (e.g. the last money paid). */
export function createTour<T, X extends object = object>(extra: X): CameraTour<T, X> {
  return createStore<TourState<T> & X>()(() => ({ step: null, queue: [], shown: 0, ...extra }));
}

/** Adds steps after those already queued. */
export function queueSteps<T>(tour: StoreApi<TourState<T>>, steps: readonly T[]): void {
  if (steps.length > 0) tour.setState((t) => ({ queue: [...t.queue, ...steps] }));
}

/** Drops the step on screen and every queued one (the camera then goes home). */
export function skipTour<T>(tour: StoreApi<TourState<T>>): void {
  tour.setState({ step: null, queue: [] });
}

/** Shows the next queued step when none is shown (pure: the state after). */
export function nextStep<T>(t: TourState<T>): Pick<TourState<T>, 'step' | 'queue' | 'shown'> {
  if (t.step !== null || t.queue.length === 0) return t;
  const [step, ...queue] = t.queue;
  return { step: step!, queue, shown: t.shown + 1 };
}

/** Runs the tour's clock: the next step when none is shown, each held for dwell(step, steps still queued) ms. */
export function useTourClock<T>(tour: StoreApi<TourState<T>>, dwell: (step: T, left: number) => number): T | null {
  const step = useStore(tour, (t) => t.step);
  const queued = useStore(tour, (t) => t.queue.length);
  useEffect(() => {
    if (step === null && queued > 0) tour.setState(nextStep);
  }, [step, queued, tour]);
  useEffect(() => {
    if (step === null) return;
    const t = window.setTimeout(() => tour.setState({ step: null }), dwell(step, tour.getState().queue.length));
    return () => window.clearTimeout(t);
  }, [step, tour]); // eslint-disable-line react-hooks/exhaustive-deps -- the dwell is read when a step starts
  return step;
}
