// The flick bot aims by trying flicks in a headless copy of the world, then
// plays the plan with its level's noise. Its choices are played back through
// the same simulateFlick the table uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import {
  aimFlick,
  planFlick,
  simulateFlick,
  validateFlickSpec,
  FlickTrials,
  FLICK,
  openTargetScene,
  OPEN_TARGET_START,
  type AimSetup,
} from '../../src/physics/flick/index.ts';

beforeAll(() => initPhysics());

const from = { ...OPEN_TARGET_START };
const openTarget = openTargetScene;

const down = (setup: AimSetup, level: 'hard' | 'easy', seed: number): boolean => {
  const { outcome } = simulateFlick(setup, aimFlick(setup, level, seed));
  return outcome.fallen.includes('target') || outcome.offBoard.includes('target');
};

describe('trials in a snapshot copy of the world', () => {
  it('play exactly like the fresh world the table uses, given the same limits', () => {
    const setup = {
      die: 'poker' as const,
      figures: [
        { id: 't1', model: 'indian' as const, x: 3, z: -20, role: 'target' as const },
        { id: 't2', model: 'indian' as const, x: -8, z: -15, role: 'target' as const },
        { id: 'b1', model: 'rider' as const, x: 10, z: -25, role: 'bystander' as const },
      ],
    };
    const trials = new FlickTrials(setup, { stepCap: FLICK.stepCap, restSteps: FLICK.restSteps, impacts: false });
    let fallen = 0;
    for (const angle of [-0.1, 0.05, 0.08, 0.3]) {
      for (const power of [0.5, 0.9]) {
        const flick = { from, angle, power };
        const copy = trials.run(flick);
        expect(copy).toEqual(simulateFlick(setup, flick));
        fallen += copy.outcome.fallen.length;
      }
    }
    expect(trials.count).toBe(8);
    expect(fallen).toBeGreaterThan(0);
  });
});

describe('aimFlick', () => {
  it('is deterministic for a seed and returns a valid flick from the given start', () => {
    const setup = openTarget(3);
    const a = aimFlick(setup, 'hard', 11);
    expect(aimFlick(setup, 'hard', 11)).toEqual(a);
    expect(validateFlickSpec(a)).toEqual(a);
    expect(a.from).toEqual(from);
    expect(aimFlick(setup, 'hard', 12)).not.toEqual(a);
  });

  it('the planned flick (no noise) knocks over the target it was planned for', () => {
    const setup = openTarget(5);
    const plan = planFlick(setup, from);
    expect(plan.trials).toBeGreaterThan(5);
    expect(simulateFlick(setup, plan.flick).outcome.fallen).toEqual(['target']);
  });

  it('spares a bystander standing in front of one target by shooting at the open one', () => {
    const setup: AimSetup = {
      die: 'poker',
      from,
      figures: [
        { id: 'blocked', model: 'indian', x: -12, z: -15, role: 'target' },
        { id: 'innocent', model: 'rider', x: -6, z: 2.5, role: 'bystander' },
        { id: 'open', model: 'indian', x: 14, z: -12, role: 'target' },
      ],
    };
    const { outcome } = simulateFlick(setup, planFlick(setup, from).flick);
    expect(outcome.bystandersHit).toEqual([]);
    expect(outcome.fallen).toContain('open');
  });

  it('with no target at all, rolls the die where it touches nobody', () => {
    const setup: AimSetup = {
      die: 'poker',
      from,
      figures: [{ id: 'b', model: 'meeple', x: 0, z: 0, role: 'bystander' }],
    };
    const { outcome } = simulateFlick(setup, aimFlick(setup, 'hard', 1));
    expect(outcome.touched).toEqual([]);
    expect(outcome.bystandersHit).toEqual([]);
  });

  it('uses a start spot in front of the board when the rules name none', () => {
    const setup = openTarget(8);
    const { from: _from, ...withoutStart } = setup;
    const flick = aimFlick(withoutStart, 'hard', 2);
    expect(flick.from.z).toBeGreaterThan(14);
  });

  it('over 100 seeded tries the hard bot drops a single open target at least 70% of the time, the easy bot clearly less', () => {
    let hard = 0;
    let easy = 0;
    const tries = 100;
    for (let seed = 0; seed < tries; seed++) {
      const setup = openTarget(seed);
      if (down(setup, 'hard', seed)) hard++;
      if (down(setup, 'easy', seed)) easy++;
    }
    const hardRate = hard / tries;
    const easyRate = easy / tries;
    console.info(`flick bot hit rates over ${tries} tries: hard ${hardRate}, easy ${easyRate}`);
    expect(hardRate).toBeGreaterThanOrEqual(0.7);
    expect(easyRate).toBeLessThanOrEqual(hardRate - 0.15);
  });
});
