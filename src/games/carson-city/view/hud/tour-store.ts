// What the resolution tour shows now, shared by the board (camera, signs,
// dice at the square) and the HUD (the income counted up in words): the
// visit on screen and the queue still to show. One per session.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import type { Settled } from '../../index.ts';
import type { CarsonSession } from '../session.ts';

export interface TourState {
  visit: Settled | null;
  queue: Settled[];
  /** Visits shown so far (a test reads it). */
  shownCount: number;
  /** The last money paid out on screen (wages, incomes, gambling, estate), per seat: the HUD counts it up. */
  lastIncome: { caption: string; paid: { seat: number; amount: number }[] } | null;
}

export const tourFor = memoBySession((_session: CarsonSession): StoreApi<TourState> => createStore<TourState>()(() => ({ visit: null, queue: [], shownCount: 0, lastIncome: null })));
