// Steps a physics run (DiceRun, FlickRun) at its fixed timestep from variable
// frame times: an accumulator, at most `maxSteps` per frame so a slow frame
// slows the roll down instead of freezing the page. Framework-free.

export interface SteppedRun {
  step(): void;
  readonly done: boolean;
}

export class FixedStepper {
  private accumulator = 0;

  constructor(
    private readonly timestep: number,
    private readonly maxSteps = 4,
  ) {}

  /** Advance `run` by the frame time `delta` (s); returns how many steps ran. */
  advance(run: SteppedRun, delta: number): number {
    // A frame after an idle pause reports the whole pause: never catch up on it.
    this.accumulator += Math.min(Math.max(delta, 0), this.timestep * this.maxSteps);
    let steps = 0;
    while (this.accumulator >= this.timestep && steps < this.maxSteps && !run.done) {
      run.step();
      this.accumulator -= this.timestep;
      steps++;
    }
    if (run.done) this.accumulator = 0;
    return steps;
  }

  reset(): void {
    this.accumulator = 0;
  }
}
