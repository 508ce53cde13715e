// Runs one throw for the screen: the deciding DiceRun stepped at the fixed
// timestep from variable frame times. Each frame hands back the poses to
// draw, the impact forces for sounds, the re-throws that just happened and,
// once everything rests, the result. No React, no three: vitest drives it
// with arbitrary frame times and checks it ends exactly as simulateThrow.
import { DiceRun } from '../physics/dice-run.ts';
import { PHYSICS } from '../physics/tuning.ts';
import type { Pose, RethrowRecord, ThrowResult, ThrowSpec } from '../physics/types.ts';
import { FixedStepper } from './fixed-stepper.ts';

export interface ThrowFrame {
  poses: Pose[];
  impacts: number[];
  rethrows: RethrowRecord[];
  /** Set on the frame the throw came to rest; the driver is freed then. */
  result: ThrowResult | null;
}

export class ThrowDriver {
  private readonly run: DiceRun;
  private readonly stepper: FixedStepper;
  private seenRethrows = 0;
  private freed = false;

  /** Throws PhysicsInputError for a bad spec (nothing created). `maxCatchUp`: simulated seconds one frame may run. */
  constructor(
    readonly id: number,
    spec: ThrowSpec,
    maxCatchUp = 0.15,
  ) {
    this.run = new DiceRun(spec);
    this.stepper = new FixedStepper(PHYSICS.timestep, Math.max(1, Math.round(maxCatchUp / PHYSICS.timestep)));
  }

  frame(delta: number): ThrowFrame {
    if (this.freed) throw new Error('ThrowDriver used after it finished');
    this.stepper.advance(this.run, delta);
    const rethrows = this.run.rethrows.slice(this.seenRethrows);
    this.seenRethrows = this.run.rethrows.length;
    const frame: ThrowFrame = { poses: this.run.poses(), impacts: this.run.takeImpacts(), rethrows, result: null };
    if (this.run.done) {
      frame.result = this.run.result();
      this.free();
    }
    return frame;
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    this.run.free();
  }
}
