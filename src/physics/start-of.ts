// From a derived request and a recorded choice (src/core/derive.ts, log.ts;
// typed here by shape, since physics knows no engine) to the initial
// conditions physics runs: the one door the session, the driver's port and
// the save checker share, so a throw is built the same way live, headless and
// when a save is checked.
import type { DieKind } from './dice-kinds.ts';
import { validateFlickSpec } from './flick/validate.ts';
import { throwStart } from './throw-input.ts';
import type { FlickSpec, Gesture, ThrowArea, ThrowSpec } from './types.ts';

/** A throw's start: from the drag when one was recorded, else the seeded throw. Refuses a drag too weak to throw. */
export const throwSpecOf = (request: { kinds: DieKind[]; seed: number; area: ThrowArea }, choice: { gesture?: Gesture }): ThrowSpec =>
  throwStart(request.kinds, request.seed, request.area, choice.gesture);

/** A flick's impulse: the recorded aim and power from the derived start spot (checked: NaN or out of range throws). */
export const flickSpecOf = (request: { from: { x: number; z: number } }, choice: { angle: number; power: number }): FlickSpec =>
  validateFlickSpec({ from: { x: request.from.x, z: request.from.z }, angle: choice.angle, power: choice.power });
