// One throw as a stepped simulation. The browser calls step() once per fixed
// timestep and draws poses(); simulateThrow() runs the same class to the end.
// Same spec → same world built the same way → bit-identical poses.
//
// Rounds: all dice roll until every rolling die has settled (or the step
// cap). Then each rolling die is read; those cocked, off the table or still
// moving are re-thrown alone (RethrowRecord), while the others are frozen
// where they lie so their faces stay what was read.
import type { World, EventQueue } from '@dimforge/rapier3d-compat';
import type { FaceValue } from './dice-kinds.ts';
import { RAPIER, initPhysics } from './rapier.ts';
import { SETTLE, THROW } from './dice-tuning.ts';
import { onTable } from './table.ts';
import { createTableWorld } from './world.ts';
import { createDieBody, resetDieBody, type DieBody } from './bodies.ts';
import { faceUp, readDie } from './faces.ts';
import { colliderTurn } from './die-symmetry.ts';
import { SettleTracker, isCalm } from './settle.ts';
import { rethrowInit } from './throw-input.ts';
import { validateThrowSpec } from './validate.ts';
import type { Pose, RethrowReason, RethrowRecord, ThrowResult, ThrowSpec } from './types.ts';

/** Contact forces below this (newtons) make no sound; a resting d6 (2.8 g: Rapier leaves the rounding out of the mass) presses 0.027 N. */
const IMPACT_THRESHOLD_N = 0.06;
/** A die centre this far (cm) beyond the rail face or below the top is gone, not just pressing in. */
const OFF_TABLE_TOLERANCE = 4;
/** Moving dice are looked for off the table every this many steps (a die gone is gone; a few steps later changes nothing). */
const OFF_TABLE_CHECK_EVERY = 4;
/** Our force unit is g·cm/s² = 1e-5 N. */
const FORCE_TO_NEWTON = 1e-5;

export interface DiceRunOptions {
  /** Collect contact forces for takeImpacts() (the browser wants them; headless runs skip the cost). */
  impacts?: boolean;
}

export class DiceRun {
  readonly spec: ThrowSpec;
  readonly rethrows: RethrowRecord[] = [];
  private world: World | null;
  private readonly queue: EventQueue | null;
  private readonly dice: DieBody[];
  private readonly tracker: SettleTracker;
  private readonly attempts: number[];
  private readonly offTable: boolean[];
  /** Steps before a fast die is read again (SETTLE.fastSkipSteps). */
  private readonly unread: number[];
  /** Dice rolling in the current round. */
  private rolling: number[];
  private roundSteps = 0;
  private totalSteps = 0;
  private impacts: number[] = [];
  private finished = false;
  private faces: FaceValue[] | null = null;
  /** The dice that came to rest standing on their rim (discs; read with the faces). */
  private edges: number[] = [];
  private lastPoses: Pose[] = [];

  /** Validates the spec first (PhysicsInputError, nothing created). Call initPhysics() before. */
  constructor(spec: ThrowSpec, options: DiceRunOptions = {}) {
    this.spec = validateThrowSpec(spec);
    const n = this.spec.kinds.length;
    this.world = createTableWorld();
    // Thrown dice get softer contacts than the shared world's (see THROW).
    this.world.integrationParameters.contact_natural_frequency = THROW.contactNaturalFrequency;
    const wantImpacts = options.impacts ?? true;
    this.queue = wantImpacts ? new RAPIER.EventQueue(true) : null;
    const threshold = wantImpacts ? IMPACT_THRESHOLD_N / FORCE_TO_NEWTON : undefined;
    const world = this.world;
    this.dice = this.spec.kinds.map((kind, i) =>
      createDieBody(world, kind, this.spec.dice[i] as ThrowSpec['dice'][number], {
        impactThreshold: threshold,
        material: THROW.die,
        colliderTurn: colliderTurn(kind, this.spec.seed, i),
      }),
    );
    this.tracker = new SettleTracker(n);
    this.attempts = new Array<number>(n).fill(0);
    this.offTable = new Array<boolean>(n).fill(false);
    this.unread = new Array<number>(n).fill(0);
    this.rolling = this.dice.map((_, i) => i);
  }

  get done(): boolean {
    return this.finished;
  }

  /** Physics steps taken so far (all rounds). */
  get steps(): number {
    return this.totalSteps;
  }

  /** Advance one fixed timestep (no-op once done). */
  step(): void {
    if (this.finished) return;
    const world = this.live();
    if (this.queue) world.step(this.queue);
    else world.step();
    this.totalSteps++;
    this.roundSteps++;
    if (this.queue) {
      this.queue.drainContactForceEvents((e) => {
        this.impacts.push(e.totalForceMagnitude() * FORCE_TO_NEWTON);
      });
    }
    for (const i of this.rolling) {
      const { body } = this.dice[i] as DieBody;
      if (this.offTable[i]) {
        this.tracker.observe(i, true);
        continue;
      }
      // Each vector read crosses into WASM and allocates (~0.4 µs), so read as
      // little as the rule needs: a sleeping die is calm (a flag, no vector); a
      // die moving fast is not calm whatever it spins; only a moving die can
      // leave the table, and it is looked for every few steps (endRound checks
      // every die once more).
      if (body.isSleeping()) {
        this.tracker.observe(i, true);
        continue;
      }
      if ((this.unread[i] as number) > 0) {
        // Fast at its last read: still moving (see SETTLE.fastSpeed).
        this.unread[i] = (this.unread[i] as number) - 1;
        this.tracker.observe(i, false);
        continue;
      }
      const linvel = body.linvel();
      const v2 = linvel.x * linvel.x + linvel.y * linvel.y + linvel.z * linvel.z;
      const slow = v2 < SETTLE.linear * SETTLE.linear;
      const fast = v2 > SETTLE.fastSpeed * SETTLE.fastSpeed;
      if (fast) this.unread[i] = SETTLE.fastSkipSteps;
      // A fast die is read every few steps anyway; the others are looked for off the table every few steps.
      const lookOff = fast || (!slow && this.roundSteps % OFF_TABLE_CHECK_EVERY === 0);
      if (lookOff && !onTable(body.translation(), -OFF_TABLE_TOLERANCE)) {
        // Gone: stop simulating it; it is re-thrown after the round.
        this.offTable[i] = true;
        body.setEnabled(false);
        this.tracker.observe(i, true);
        continue;
      }
      const wasSettled = this.tracker.settled(i);
      this.tracker.observe(i, slow && isCalm({ linvel, angvel: body.angvel() }));
      // Settled dice go to sleep at once (Rapier would wait 2 s): a sleeping
      // body costs the step nothing, and a die that hits it wakes it up.
      if (SETTLE.sleepWhenSettled && !wasSettled && this.tracker.settled(i)) body.sleep();
    }
    if (this.tracker.allSettled(this.rolling) || this.roundSteps >= SETTLE.stepCap) this.endRound();
  }

  /** Step until done (headless). */
  runToEnd(): void {
    while (!this.finished) this.step();
  }

  /** Where every die is now (after free(): where they were when freed). */
  poses(): Pose[] {
    if (!this.world) return this.lastPoses.map((p) => structuredClone(p));
    return this.dice.map(({ body }) => {
      const p = body.translation();
      const q = body.rotation();
      return { position: { x: p.x, y: p.y, z: p.z }, rotation: { x: q.x, y: q.y, z: q.z, w: q.w } };
    });
  }

  /** Collision force magnitudes (newtons) since the last call, for impact sounds. */
  takeImpacts(): number[] {
    const out = this.impacts;
    this.impacts = [];
    return out;
  }

  /** The settled result; valid once done. */
  result(): ThrowResult {
    if (!this.finished || !this.faces) throw new Error('DiceRun.result() called before the throw settled');
    return { faces: [...this.faces], edges: [...this.edges], steps: this.totalSteps, poses: this.poses(), rethrows: [...this.rethrows] };
  }

  /** Release the WASM memory. The run cannot step afterwards. */
  free(): void {
    if (!this.world) return;
    this.lastPoses = this.poses();
    this.world.free();
    this.queue?.free();
    this.world = null;
  }

  private live(): World {
    if (!this.world) throw new Error('DiceRun used after free()');
    return this.world;
  }

  private endRound(): void {
    const again: { die: number; reason: RethrowReason }[] = [];
    for (const i of this.rolling) {
      const { body } = this.dice[i] as DieBody;
      let reason: RethrowReason | null = null;
      if (this.offTable[i] || !onTable(body.translation(), -OFF_TABLE_TOLERANCE)) reason = 'off-table';
      else if (!this.tracker.settled(i)) reason = 'unsettled';
      else if (faceUp(this.spec.kinds[i] as ThrowSpec['kinds'][number], body.rotation()) === null) reason = 'cocked';
      if (reason) again.push({ die: i, reason });
      else body.setBodyType(RAPIER.RigidBodyType.Fixed, false);
    }
    if (again.length === 0) {
      this.finished = true;
      this.faces = this.dice.map(({ body }, i) => {
        const reading = readDie(this.spec.kinds[i] as ThrowSpec['kinds'][number], body.rotation());
        if (reading.kind === 'cocked') throw new Error(`die ${i} is cocked after settling`);
        if (reading.kind === 'edge') this.edges.push(i);
        return reading.value;
      });
      return;
    }
    // Re-throw each failed die alone, in die order (deterministic).
    const judged = this.poses();
    const rethrown = new Set(again.map((a) => a.die));
    const others = this.dice.filter((_, i) => !rethrown.has(i)).map(({ body }) => body.translation());
    for (const { die, reason } of again) {
      const attempt = (this.attempts[die] ?? 0) + 1;
      if (attempt > SETTLE.maxAttempts) {
        throw new Error(`die ${die} still ${reason} after ${SETTLE.maxAttempts} re-throws (seed ${this.spec.seed})`);
      }
      this.attempts[die] = attempt;
      const init = rethrowInit(this.spec, die, attempt, others);
      resetDieBody(this.dice[die] as DieBody, init, THROW.die);
      this.offTable[die] = false;
      this.unread[die] = 0;
      this.tracker.reset(die);
      this.rethrows.push({ die, reason, attempt, init, at: judged[die] as Pose });
      others.push(init.position);
    }
    this.rolling = again.map((a) => a.die);
    this.roundSteps = 0;
  }
}

/** Headless: simulate a throw to rest, re-throws included; frees its world. */
export function simulateThrow(spec: ThrowSpec): ThrowResult {
  const run = new DiceRun(spec, { impacts: false });
  try {
    run.runToEnd();
    return run.result();
  } finally {
    run.free();
  }
}

export { initPhysics };
