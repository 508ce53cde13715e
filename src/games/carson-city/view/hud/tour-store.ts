// What the resolution tour shows now, shared by the board (camera, signs,
// dice at the square) and the HUD (the income counted up in words): the kit's
// camera tour of the settled contests, and the last money paid on screen. One
// per session.
import { createTour, memoBySession, type CameraTour } from '../../../../scene/kit/index.ts';
import type { Settled } from '../../index.ts';
import type { CarsonSession } from '../session.ts';

export interface TourExtra {
  /** The last money paid out on screen (wages, incomes, gambling, estate), per seat: the HUD counts it up. */
  lastIncome: { caption: string; paid: { seat: number; amount: number }[] } | null;
}

export type CarsonTour = CameraTour<Settled, TourExtra>;

export const tourFor = memoBySession((_session: CarsonSession): CarsonTour => createTour<Settled, TourExtra>({ lastIncome: null }));
