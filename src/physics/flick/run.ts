// A flick from a fresh world: FlickRun steps it frame by frame for the browser
// (what is drawn is what decides), simulateFlick runs the same thing to the end
// headlessly. Both build the world the same way, so they agree bit for bit.
import type { World } from '@dimforge/rapier3d-compat';
import type { FlickResult, FlickSetup, FlickSpec, Pose } from '../types.ts';
import { FLICK } from './tuning.ts';
import { buildFlickScene } from './scene.ts';
import { FlickStepper, type FigureState } from './stepper.ts';
import { checkStartClear, validateFlickSetup, validateFlickSpec } from './validate.ts';

export interface FlickRunOptions {
  impacts?: boolean;
}

export class FlickRun {
  private readonly world: World;
  private readonly stepper: FlickStepper;
  private freed = false;

  /**
   * Validates both inputs (throws PhysicsInputError) before building anything.
   * Call initPhysics() first. `impacts` (default on) collects contact forces
   * for sounds; it does not change the motion.
   */
  constructor(setup: FlickSetup, flick: FlickSpec, options: FlickRunOptions = {}) {
    const impacts = options.impacts ?? true;
    const okSetup = validateFlickSetup(setup);
    const okFlick = validateFlickSpec(flick);
    checkStartClear(okSetup, okFlick);
    const { world, figures } = buildFlickScene(okSetup, impacts);
    this.world = world;
    this.stepper = new FlickStepper(this.world, okSetup, figures, okFlick, {
      stepCap: FLICK.stepCap,
      restSteps: FLICK.restSteps,
      impacts,
    });
  }

  /** One fixed timestep; does nothing once done. */
  step(): void {
    this.stepper.step();
  }

  get done(): boolean {
    return this.stepper.done;
  }

  get steps(): number {
    return this.stepper.steps;
  }

  diePose(): Pose {
    return this.stepper.diePose();
  }

  /** In the order of setup.figures. */
  figurePoses(): Pose[] {
    return this.stepper.figurePoses();
  }

  /** Live status of every figure (standing, fallen, off the board; touched), in setup order. */
  figureStates(): FigureState[] {
    return this.stepper.figureStates();
  }

  /** Contact force magnitudes (newtons) since the last call, for impact sounds. */
  takeImpacts(): number[] {
    return this.stepper.takeImpacts();
  }

  /** The settled outcome; only valid once done. */
  result(): FlickResult {
    if (!this.stepper.done) throw new Error('FlickRun.result() called before the flick came to rest');
    return { outcome: this.stepper.outcome(), steps: this.stepper.steps };
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    this.stepper.free();
    this.world.free();
  }
}

/** Runs a flick headlessly to rest (or the step cap) and returns what it did. */
export function simulateFlick(setup: FlickSetup, flick: FlickSpec): FlickResult {
  const run = new FlickRun(setup, flick, { impacts: false });
  try {
    while (!run.done) run.step();
    return run.result();
  } finally {
    run.free();
  }
}
