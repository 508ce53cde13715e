// The kit's camera tour (src/scene/kit/camera-tour.ts): steps queued in order,
// shown one at a time and counted, the game's own state beside them, and a
// skip that drops what is left.
import { describe, expect, it } from 'vitest';
import { createTour, nextStep, queueSteps, skipTour } from '../../src/scene/kit/camera-tour.ts';

describe('camera tour', () => {
  it('shows queued steps one at a time, in order, counting them', () => {
    const tour = createTour<string>({});
    queueSteps(tour, ['wages', 'ammo']);
    queueSteps(tour, ['estate']);
    tour.setState(nextStep);
    expect(tour.getState()).toMatchObject({ step: 'wages', queue: ['ammo', 'estate'], shown: 1 });
    // While a step is on screen the next waits.
    tour.setState(nextStep);
    expect(tour.getState().step).toBe('wages');
    tour.setState({ step: null });
    tour.setState(nextStep);
    expect(tour.getState()).toMatchObject({ step: 'ammo', queue: ['estate'], shown: 2 });
  });

  it('with nothing queued there is no next step', () => {
    const tour = createTour<string>({});
    tour.setState(nextStep);
    expect(tour.getState()).toMatchObject({ step: null, queue: [], shown: 0 });
  });

  it('a skip drops the step on screen and the queue, and keeps the game’s own state and the count', () => {
    const tour = createTour<number, { lastPaid: number | null }>({ lastPaid: 4 });
    queueSteps(tour, [1, 2, 3]);
    tour.setState(nextStep);
    skipTour(tour);
    expect(tour.getState()).toEqual({ step: null, queue: [], shown: 1, lastPaid: 4 });
  });
});
