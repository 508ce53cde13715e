// Settle detection, pure: a die is calm while its speeds are under the
// thresholds (or Rapier has put it to sleep); it has settled after a run of
// calm steps. The throw has settled when every tracked die has.
import { SETTLE } from './dice-tuning.ts';
import type { Vec3 } from './types.ts';

export interface Motion {
  linvel: Vec3;
  angvel: Vec3;
  /** Rapier's sleep flag, when known (a sleeping body also reports zero velocities). */
  sleeping?: boolean;
}

export function isCalm(m: Motion, linear: number = SETTLE.linear, angular: number = SETTLE.angular): boolean {
  if (m.sleeping) return true;
  const v2 = m.linvel.x * m.linvel.x + m.linvel.y * m.linvel.y + m.linvel.z * m.linvel.z;
  const w2 = m.angvel.x * m.angvel.x + m.angvel.y * m.angvel.y + m.angvel.z * m.angvel.z;
  return v2 < linear * linear && w2 < angular * angular;
}

/** Counts consecutive calm steps per die. */
export class SettleTracker {
  private readonly runs: number[];
  constructor(
    count: number,
    private readonly calmSteps: number = SETTLE.calmSteps,
  ) {
    this.runs = new Array<number>(count).fill(0);
  }

  /** Record one step for die i. */
  observe(i: number, calm: boolean): void {
    this.runs[i] = calm ? (this.runs[i] ?? 0) + 1 : 0;
  }

  /** Start counting die i afresh (after a re-throw). */
  reset(i: number): void {
    this.runs[i] = 0;
  }

  settled(i: number): boolean {
    return (this.runs[i] ?? 0) >= this.calmSteps;
  }

  /** Every die in `which` has settled. */
  allSettled(which: readonly number[]): boolean {
    return which.every((i) => this.settled(i));
  }
}
