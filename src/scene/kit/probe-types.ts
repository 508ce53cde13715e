// What a board's probes are made of (probe.ts offers them on window.tabletop):
// a file of its own so that probe sets kept apart (flick-probe.ts) need not import the registry.
import type { RootState } from '@react-three/fiber';

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface WorldPoint {
  x: number;
  y: number;
  z: number;
}

/** What a probe may use: the scene and camera now, and the projection to page pixels. */
export interface ProbeTools {
  three(): RootState;
  /** Page pixels of a table point. */
  screen(p: WorldPoint): ScreenPoint;
  /** Page pixels of a named object's origin, or null when it is absent or hidden. */
  object(name: string): ScreenPoint | null;
  /** The dice waiting in the session's throw layer (shown ones, in throw order, with their index). */
  waitingDice(): (ScreenPoint & { index: number })[];
}

/** Offered on window.tabletop: a probe per name (whatever the board returns, with screen points in it). */
export type Probes = Record<string, (tools: ProbeTools) => unknown>;
