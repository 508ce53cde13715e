// One flick in progress inside a world that already holds the table and the
// figures: adds the die, steps at the fixed timestep, records what the die
// touched and the impacts, detects rest, and reads the outcome as plain data.
import { RAPIER } from '../rapier.ts';
import type { EventQueue, RigidBody, World } from '@dimforge/rapier3d-compat';
import type { FlickOutcome } from '../types.ts';
import type { FlickSetup, FlickSpec, Pose } from '../types.ts';
import { FLICK, IMPACT_TO_NEWTON } from './tuning.ts';
import { insideTable } from './board.ts';
import type { DieBody } from '../bodies.ts';
import { buildFlickedDie } from './die.ts';
import { figureFallen, figureOffBoard, poseOf } from './figures.ts';
import type { FigureHandles } from './scene.ts';

export interface StepLimits {
  stepCap: number;
  restSteps: number;
  /** Collect contact forces for takeImpacts() (the browser wants them; headless runs skip the cost). */
  impacts: boolean;
}

/** One figure as it stands right now: upright, tipped past 45°, or off the board; and whether the die touched it. */
export interface FigureState {
  id: string;
  state: 'standing' | 'fallen' | 'off-board';
  touched: boolean;
}

export class FlickStepper {
  readonly die: DieBody;
  private readonly figureBodies: RigidBody[];
  private readonly figureOfCollider = new Map<number, number>();
  private readonly touchedFlags: boolean[];
  private readonly queue: EventQueue;
  private impacts: number[] = [];
  private quietSteps = 0;
  steps = 0;
  done = false;

  constructor(
    readonly world: World,
    readonly setup: FlickSetup,
    figures: FigureHandles[],
    flick: FlickSpec,
    private readonly limits: StepLimits,
  ) {
    this.figureBodies = figures.map((f) => {
      const body = world.getRigidBody(f.body);
      if (!body) throw new Error(`flick world lost figure body ${f.body}`);
      return body;
    });
    figures.forEach((f, i) => f.colliders.forEach((c) => this.figureOfCollider.set(c, i)));
    this.touchedFlags = figures.map(() => false);
    this.die = buildFlickedDie(world, setup.die, flick, limits.impacts);
    this.queue = new RAPIER.EventQueue(true);
  }

  step(): void {
    if (this.done) return;
    this.world.step(this.queue);
    this.steps++;
    const dieHandle = this.die.collider.handle;
    this.queue.drainCollisionEvents((a, b, started) => {
      if (!started) return;
      const other = a === dieHandle ? b : b === dieHandle ? a : -1;
      const figure = this.figureOfCollider.get(other);
      if (figure !== undefined) this.touchedFlags[figure] = true;
    });
    if (this.limits.impacts) {
      this.queue.drainContactForceEvents((e) => {
        this.impacts.push(e.totalForceMagnitude() * IMPACT_TO_NEWTON);
      });
    }
    this.quietSteps = this.allQuiet() ? this.quietSteps + 1 : 0;
    if (this.quietSteps >= this.limits.restSteps || this.steps >= this.limits.stepCap) this.done = true;
  }

  /** Every body that still counts is asleep or slower than the rest thresholds. */
  private allQuiet(): boolean {
    // Cheapest reads first: every read is a call into wasm.
    const quiet = (b: RigidBody): boolean => {
      if (b.isSleeping()) return true;
      const v = b.linvel();
      if (v.x * v.x + v.y * v.y + v.z * v.z < FLICK.restLinear ** 2) {
        const w = b.angvel();
        if (w.x * w.x + w.y * w.y + w.z * w.z < FLICK.restAngular ** 2) return true;
      }
      return b.translation().y < FLICK.lostBelowY;
    };
    return quiet(this.die.body) && this.figureBodies.every(quiet);
  }

  diePose(): Pose {
    return poseOf(this.die.body);
  }

  figurePoses(): Pose[] {
    return this.figureBodies.map(poseOf);
  }

  /** In the order of setup.figures. */
  figureStates(): FigureState[] {
    return this.figureBodies.map((body, i) => ({
      id: this.setup.figures[i]?.id ?? '',
      state: figureOffBoard(body) ? 'off-board' : figureFallen(body) ? 'fallen' : 'standing',
      touched: this.touchedFlags[i] === true,
    }));
  }

  /** Contact force magnitudes (newtons) since the last call, for impact sounds. */
  takeImpacts(): number[] {
    const out = this.impacts;
    this.impacts = [];
    return out;
  }

  /** The outcome as it stands now (final once `done`). */
  outcome(): FlickOutcome {
    const ids = (pick: (i: number) => boolean) =>
      this.setup.figures.filter((_, i) => pick(i)).map((f) => f.id);
    const fallen = this.figureBodies.map(figureFallen);
    const off = this.figureBodies.map(figureOffBoard);
    const p = this.die.body.translation();
    return {
      kind: 'flick',
      touched: ids((i) => this.touchedFlags[i] === true),
      fallen: ids((i) => fallen[i] === true),
      offBoard: ids((i) => off[i] === true),
      bystandersHit: ids(
        (i) => this.setup.figures[i]?.role === 'bystander' && (fallen[i] === true || off[i] === true),
      ),
      dieRest: { x: p.x, z: p.z },
      dieOffTable: !insideTable(p),
    };
  }

  free(): void {
    this.queue.free();
  }
}
