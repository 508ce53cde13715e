// Where on the table the current decision's targets lie (the parcels, sites,
// boxes or dice a tap would act on), published by the game's board and read
// by the phone framing (DecisionFraming) and the test probe. A channel outside
// React, like view-frame.ts: a board needs no shared store with the camera,
// and a room that publishes nothing is simply not framed.
//
// Also the framing's answer for the DOM and the probe: whether the view is a
// focused region the player may slide (one finger pans, CameraRig), how many
// lit targets lie outside the board window now (the slide hint says so) and
// which bands of the window the tabs and the hint cover.
import { channel, type Listener } from './channel.ts';
export interface TablePoint {
  x: number;
  y: number;
  z: number;
}


/** Points closer than this (cm) are one target (two options acting on one building). */
const SAME_SPOT = 0.05;

const owners = new Map<symbol, readonly TablePoint[]>();
const targets = channel<readonly TablePoint[]>([]);

/** The union of every publisher's points, one per spot. */
function merged(): TablePoint[] {
  const out: TablePoint[] = [];
  for (const list of owners.values()) {
    for (const p of list) if (!out.some((q) => Math.abs(q.x - p.x) < SAME_SPOT && Math.abs(q.z - p.z) < SAME_SPOT)) out.push(p);
  }
  return out;
}

/** `owner`'s targets of the current decision (table cm), or an empty list / null when it has none. */
export function setDecisionTargets(owner: symbol, points: readonly TablePoint[] | null): void {
  if (points && points.length > 0) owners.set(owner, points);
  else owners.delete(owner);
  const next = merged();
  const old = targets.get();
  const same = old.length === next.length && old.every((p, i) => Math.abs(p.x - next[i]!.x) < SAME_SPOT && Math.abs(p.y - next[i]!.y) < SAME_SPOT && Math.abs(p.z - next[i]!.z) < SAME_SPOT);
  if (!same) targets.set(next);
}
export const decisionTargets = (): readonly TablePoint[] => targets.get();
export const onDecisionTargets = (l: Listener<readonly TablePoint[]>): (() => void) => targets.subscribe(l);

export interface SlideState {
  /** The decision's targets do not all fit at a tappable spacing: one finger slides the view. */
  sliding: boolean;
  /** Lit targets outside the board window now. */
  offScreen: number;
  /** Bands at the board window's top and foot (px) the tabs and the hint lie over: no target is framed under them. */
  inset: { top: number; bottom: number };
}
const slide = channel<SlideState>({ sliding: false, offScreen: 0, inset: { top: 0, bottom: 0 } });
export const setSlideState = (s: SlideState): void => {
  const old = slide.get();
  if (old.sliding !== s.sliding || old.offScreen !== s.offScreen || old.inset.top !== s.inset.top || old.inset.bottom !== s.inset.bottom) slide.set(s);
};
export const slideState = (): SlideState => slide.get();
export const onSlideState = (l: Listener<SlideState>): (() => void) => slide.subscribe(l);
