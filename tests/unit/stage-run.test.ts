// stepStageRun: the throw and flick layers' per-frame start/step/fail logic.
import { describe, expect, it } from 'vitest';
import { FixedStepper } from '../../src/scene/fixed-stepper.ts';
import { stepStageRun, type StageRun } from '../../src/scene/session/stage-run.ts';

class FakeRun {
  steps = 0;
  freed = false;
  constructor(private readonly length: number, private readonly failAt = -1) {}
  get done() {
    return this.steps >= this.length;
  }
  step() {
    if (this.steps === this.failAt) throw new Error('body left the world');
    this.steps++;
  }
  free() {
    this.freed = true;
  }
}

const dt = 1 / 60;

describe('stepStageRun', () => {
  it('starts a run when the spec arrives, keeps stepping it, and replaces it for a new stage', () => {
    const running: { current: StageRun<FakeRun> | null } = { current: null };
    const stepper = new FixedStepper(dt, 4);
    const failures: string[] = [];
    const fail = (id: number, m: string) => failures.push(`${id}:${m}`);
    expect(stepStageRun(running, null, stepper, dt, fail)).toBeNull();
    let starts = 0;
    const first = { id: 1, start: () => (starts++, new FakeRun(10)) };
    const a = stepStageRun(running, first, stepper, dt, fail);
    expect(a).not.toBe('failed');
    const b = stepStageRun(running, first, stepper, dt, fail);
    expect(b).toBe(a);
    expect(starts).toBe(1);
    const firstRun = running.current!.run;
    expect(firstRun.steps).toBe(2);
    const c = stepStageRun(running, { id: 2, start: () => new FakeRun(10) }, stepper, dt, fail);
    expect(firstRun.freed).toBe(true);
    expect(c !== null && c !== 'failed' && c.id).toBe(2);
    expect(failures).toEqual([]);
  });

  it('reports a run that cannot start or fails mid-way, and frees it', () => {
    const running: { current: StageRun<FakeRun> | null } = { current: null };
    const stepper = new FixedStepper(dt, 4);
    const failures: string[] = [];
    const fail = (id: number, m: string) => failures.push(`${id}:${m}`);
    const broken = () => {
      throw new Error('bad spec');
    };
    expect(stepStageRun(running, { id: 3, start: broken }, stepper, dt, fail)).toBeNull();
    expect(failures).toEqual(['3:bad spec']);
    const failing = new FakeRun(10, 1);
    expect(stepStageRun(running, { id: 4, start: () => failing }, stepper, dt, fail)).not.toBe('failed');
    expect(stepStageRun(running, { id: 4, start: () => failing }, stepper, dt, fail)).toBe('failed');
    expect(failing.freed).toBe(true);
    expect(running.current).toBeNull();
    expect(failures).toEqual(['3:bad spec', '4:body left the world']);
  });
});
