// The board probe's answer (window.tabletop.streetPoints(): page pixels of
// the street's targets, the dice waiting and at rest, the last throw's faces
// as the bodies showed them) as the page holds it when the board is drawn in
// the scene worker (`?render=worker`, issue 26). Only the scene can project
// its points, and the page's tests ask synchronously, so the worker's board
// writes the answer here whenever it changes and the store crosses to the
// page (shared-stores.ts, written by the scene); the HUD then offers it
// (hud/page-probe.ts). When the page draws the board it stays empty: the
// board's own probe answers. No three.js here: the page imports it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { shareStore } from '../../../../scene/kit/shared-stores.ts';
import type { MeepleKind } from '../../index.ts';

export type TargetPoint = { target: string; x: number; y: number };

/** A settled showdown die on screen: where, a die edge's length in page px, the face the board shows (null: not the board's yet). */
export type RestingPoint = { x: number; y: number; edgePx: number; face: number | null };

/** The last throw's faces as the resting dice showed them, and the index of its input in the record. */
export type SettledRead = { input: number; faces: (number | null)[] };

export interface StreetPoints {
  buildings: (TargetPoint & { building: number })[];
  spaces: (TargetPoint & { space: number })[];
  saloon: TargetPoint;
  jail: TargetPoint;
  waiting: { x: number; y: number }[];
  resting: RestingPoint[];
  kind: MeepleKind | null;
  settled: SettledRead | null;
}

export type StreetPointsStore = StoreApi<{ points: StreetPoints | null }>;

export const streetPointsFor = memoBySession((session: object): StreetPointsStore => {
  const store = createStore<{ points: StreetPoints | null }>()(() => ({ points: null }));
  shareStore(session, 'street-points', store, 'scene');
  return store;
});
