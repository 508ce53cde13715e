// The re-throw rule on a real cocked case: a die dropped tilted against the
// near rail comes to rest leaning on it (found by a search over tilt and
// distance), is judged cocked, and is re-thrown alone into the tray.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DiceRun,
  INNER_HALF_DEPTH,
  TABLE,
  initPhysics,
  readDie,
  simulateThrow,
  throwFromSeed,
  validateThrowSpec,
  type ThrowSpec,
} from '../../src/physics/index.ts';
import { FACES } from '../../src/core/dice-kinds.ts';

beforeAll(() => initPhysics());

const tilt = (deg: number) => ({ x: Math.sin((deg * Math.PI) / 360), y: 0, z: 0, w: Math.cos((deg * Math.PI) / 360) });

/** Two dice: die 0 falls flat in the middle; die 1 falls tilted 52° towards the near rail, 0.9 cm from it. */
const leaning: ThrowSpec = {
  kinds: ['d6', 'd6'],
  seed: 7,
  dice: [
    { position: { x: -10, y: 1.5, z: 20 }, rotation: tilt(0), linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } },
    { position: { x: 0, y: 1.5, z: INNER_HALF_DEPTH - 0.9 }, rotation: tilt(52), linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } },
  ],
};

describe('re-throw of a cocked die', () => {
  it('a die leaning on the rail is judged cocked and re-thrown alone; the result is read from real faces', () => {
    const run = new DiceRun(leaning, { impacts: false });
    while (!run.done && run.rethrows.length === 0) run.step();
    expect(run.rethrows).toHaveLength(1);
    const record = run.rethrows[0]!;
    expect(record).toMatchObject({ die: 1, reason: 'cocked', attempt: 1 });

    // It really leans on the rail: centre within a die's reach of the rail face, raised, no face up.
    const at = record.at!;
    expect(INNER_HALF_DEPTH - at.position.z).toBeLessThan(1.3);
    expect(at.position.y).toBeGreaterThan(0.9);
    expect(readDie('d6', at.rotation).kind).toBe('cocked');

    // The new start is in the tray and a valid throw input.
    const tray = TABLE.areas.tray;
    expect(Math.abs(record.init.position.x - tray.x)).toBeLessThanOrEqual(tray.halfWidth);
    expect(Math.abs(record.init.position.z - tray.z)).toBeLessThanOrEqual(tray.halfDepth);
    expect(() => validateThrowSpec({ kinds: ['d6'], dice: [record.init], seed: 1 })).not.toThrow();

    // Die 0 is left where it lay (frozen): only die 1 moves again.
    const die0Before = run.poses()[0];
    run.runToEnd();
    const result = run.result();
    expect(result.poses[0]).toEqual(die0Before);
    expect(result.faces).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      expect(FACES.d6).toContain(result.faces[i]);
      expect(readDie('d6', result.poses[i]!.rotation).kind).toBe('face');
    }
    expect(result.faces[0]).toBe(1); // it fell flat, upright
    expect(result.rethrows.every((r) => r.die === 1)).toBe(true);
    run.free();

    // Headless gives the same.
    expect(simulateThrow(leaning)).toEqual(result);
  });

  it('re-throws derive from the seed: another seed, another re-throw start', () => {
    const a = simulateThrow(leaning);
    const b = simulateThrow({ ...leaning, seed: 8 });
    expect(b.rethrows[0]!.reason).toBe('cocked');
    expect(b.rethrows[0]!.init).not.toEqual(a.rethrows[0]!.init);
  });

  it('dice thrown over the rail are re-thrown as off-table, never given a made-up face', () => {
    // Die launched hard over the near rail.
    const spec = throwFromSeed(['d6'], 1);
    spec.dice[0] = { position: { x: 0, y: 20, z: 36 }, rotation: tilt(0), linvel: { x: 0, y: 150, z: 400 }, angvel: { x: 0, y: 0, z: 0 } };
    const r = simulateThrow(spec);
    expect(r.rethrows[0]).toMatchObject({ die: 0, reason: 'off-table', attempt: 1 });
    expect(FACES.d6).toContain(r.faces[0]);
    expect(Math.abs(r.poses[0]!.position.z)).toBeLessThan(INNER_HALF_DEPTH);
  });
});
