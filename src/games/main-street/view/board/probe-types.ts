// What window.tabletop.streetPoints() answers (board/probe.ts): page pixels
// of the street's targets, the dice waiting and at rest, the last throw's
// faces as the bodies showed them. No three.js here: tests and the HUD import it.
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
