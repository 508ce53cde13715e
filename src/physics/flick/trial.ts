// A headless copy of a flick world for trying candidate flicks: the table and
// figures are built once and snapshotted; every trial restores that snapshot,
// so each candidate starts from exactly the same state. Trials stop at rest or
// at a short step cap, since the bot only needs the outcome.
import { RAPIER } from '../rapier.ts';
import type { FlickResult, FlickSetup, FlickSpec } from '../types.ts';
import { FLICK_SEARCH } from './tuning.ts';
import { configureWorld } from '../world.ts';
import { buildFlickScene, type FigureHandles } from './scene.ts';
import { FlickStepper, type StepLimits } from './stepper.ts';

export class FlickTrials {
  private readonly snapshot: Uint8Array;
  private readonly figures: FigureHandles[];
  /** Number of trials run so far (for the bench). */
  count = 0;

  /** `limits` default to the search's short ones; the full ones make a trial equal simulateFlick. */
  constructor(
    readonly setup: FlickSetup,
    private readonly limits: StepLimits = {
      stepCap: FLICK_SEARCH.stepCap,
      restSteps: FLICK_SEARCH.restSteps,
      impacts: false,
    },
  ) {
    const { world, figures } = buildFlickScene(setup, false);
    try {
      this.figures = figures;
      this.snapshot = world.takeSnapshot();
    } finally {
      world.free();
    }
  }

  /** Plays one candidate flick in a fresh copy of the world and returns what it did. */
  run(flick: FlickSpec): FlickResult {
    this.count++;
    const world = RAPIER.World.restoreSnapshot(this.snapshot);
    configureWorld(world);
    const stepper = new FlickStepper(world, this.setup, this.figures, flick, this.limits);
    try {
      while (!stepper.done) stepper.step();
      return { outcome: stepper.outcome(), steps: stepper.steps };
    } finally {
      stepper.free();
      world.free();
    }
  }
}
