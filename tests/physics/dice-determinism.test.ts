// The same throw gives bit-identical poses: twice in this process, in a
// fresh child process, and stepped frame by frame (as the browser does).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiceRun, initPhysics, randomGesture, simulateThrow, throwFromGesture, throwFromSeed } from '../../src/physics/index.ts';
import type { ThrowResult, ThrowSpec } from '../../src/physics/index.ts';

beforeAll(() => initPhysics());

const physicsIndex = fileURLToPath(new URL('../../src/physics/index.ts', import.meta.url));
const specs: ThrowSpec[] = [
  throwFromSeed(['d6', 'd6', 'd6', 'd6', 'd6'], 2026),
  throwFromSeed(['poker', 'poker', 'poker', 'poker', 'poker'], 77, 'cup'),
  throwFromGesture(['disc01', 'disc02', 'disc12'], randomGesture(5), 5),
  throwFromGesture(['d6', 'd6', 'd6', 'd6', 'd6', 'd6', 'd6', 'd6', 'd6', 'd6'], randomGesture(11, 'player'), 11, 'player'),
];

/** Poses as exact bit patterns (JSON would round-trip doubles exactly too, but this says it plainly). */
const bits = (r: ThrowResult) =>
  r.poses.flatMap((p) => [p.position.x, p.position.y, p.position.z, p.rotation.x, p.rotation.y, p.rotation.z, p.rotation.w]);

describe('determinism', () => {
  it('the same throw twice in one process gives identical faces, steps, poses and re-throws', () => {
    for (const spec of specs) {
      const a = simulateThrow(spec);
      const b = simulateThrow(structuredClone(spec));
      expect(b).toEqual(a);
      expect(bits(b)).toEqual(bits(a));
    }
  });

  it('stepping DiceRun frame by frame (with impact events on) ends in the same poses as simulateThrow', () => {
    for (const spec of specs) {
      const headless = simulateThrow(spec);
      const run = new DiceRun(spec);
      let impacts = 0;
      while (!run.done) {
        run.step();
        impacts += run.takeImpacts().length;
      }
      expect(run.result()).toEqual(headless);
      expect(impacts).toBeGreaterThan(0);
      run.free();
    }
  });

  it('a child process gives the same poses, bit for bit', () => {
    const here = specs.map((s) => simulateThrow(s));
    const script = `
      import { initPhysics, simulateThrow } from ${JSON.stringify(physicsIndex)};
      await initPhysics();
      const specs = JSON.parse(process.env.SPECS);
      process.stdout.write(JSON.stringify(specs.map((s) => simulateThrow(s))));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, SPECS: JSON.stringify(specs) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status, child.stderr).toBe(0);
    const there = JSON.parse(child.stdout) as ThrowResult[];
    expect(there).toEqual(here);
    there.forEach((r, i) => expect(bits(r)).toEqual(bits(here[i] as ThrowResult)));
  });
});

describe('DiceRun lifecycle', () => {
  it('free() releases the world; the settled result and poses stay readable, stepping is refused', () => {
    const spec = specs[0] as ThrowSpec;
    const run = new DiceRun(spec, { impacts: false });
    run.runToEnd();
    const result = run.result();
    run.free();
    run.free(); // twice is harmless
    expect(run.poses()).toEqual(result.poses);
    expect(run.result()).toEqual(result);
    expect(run.done).toBe(true);
  });

  it('stepping a freed, unfinished run is a clear error', () => {
    const run = new DiceRun(specs[0] as ThrowSpec, { impacts: false });
    run.step();
    run.free();
    expect(() => run.step()).toThrow(/after free/);
    expect(() => run.result()).toThrow(/before the throw settled/);
  });
});
