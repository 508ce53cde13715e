// How fast a ledger replay plays: event mode's slow motion by default (a fifth
// of real time), real time on the player's choice; window.tabletop may set it
// (a spec on a software renderer has no 15 s to spare per throw).
import { SLOW_MOTION_PACE } from '../../event/cocked-throw.ts';

let pace = SLOW_MOTION_PACE;

export const replayPace = (): number => pace;

export function setReplayPace(value: number): void {
  if (!(typeof value === 'number' && value > 0 && value <= 1)) throw new Error(`the replay pace must be above 0 and at most 1 (real time), not ${String(value)}`);
  pace = value;
}
