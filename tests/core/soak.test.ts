// The soak tool catches what it promises to (issue 12, Soak): broken
// invariants after an input, a view that throws, a record whose save does not
// load back; the rollout bot plays legal moves. Toy game, a few games only.
import { describe, expect, it } from 'vitest';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { runSoak, soakLine, splitSoakArgs } from '../../src/tools/soak.ts';
import type { SimArgs } from '../../src/tools/sim-args.ts';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';

const args: SimArgs = { game: 'toy-pig', games: 3, seed: 1, players: 2, levels: ['easy', 'easy'], levelsGiven: false, physics: 'model', maxInputs: 2000, options: {}, jobs: 1 };
const quiet = () => undefined;

describe('the soak', () => {
  it('plays clean games clean, with both bots, and says which bot it used', () => {
    for (const bot of ['easy', 'rollout'] as const) {
      const s = runSoak(toyPig, args, bot, sampledPhysicsPort(), quiet);
      expect(s).toMatchObject({ games: 3, finished: 3, errors: 0, violations: 0, viewErrors: 0, saveRoundTripFailures: 0, bot });
      expect(s.decisions).toBeGreaterThan(0);
      expect(soakLine(s)).toMatch(new RegExp(`bot ${bot}, physics model: finished 3, errors 0, invariant violations 0.*slowest decision`));
    }
  });

  it('reports a broken invariant, a view that throws and a save that does not load back to the same state', () => {
    let views = 0;
    let setups = 0;
    const broken = {
      ...toyPig,
      invariants: (s: ToyState) => (s.scores.some((x) => x > 0) ? ['someone scored (planted)'] : []),
      view: (s: ToyState, seat: number | null) => {
        if (++views === 7) throw new Error('view exploded');
        return toyPig.view(s, seat);
      },
      // Not a pure setup: a replay of the save starts from another state.
      setup: (config: Parameters<typeof toyPig.setup>[0]): ToyState => ({ ...toyPig.setup(config), log: [`setup ${++setups}`] }),
    };
    const s = runSoak(broken, { ...args, games: 3 }, 'rollout', sampledPhysicsPort(), quiet);
    expect(s.violations).toBeGreaterThan(0);
    expect(s.viewErrors).toBe(1);
    expect(s.saveRoundTripFailures).toBe(3);
    const problems = s.problems.join('\n');
    expect(problems).toMatch(/invariant broken after input \d+: someone scored \(planted\)/);
    expect(problems).toMatch(/view threw after input \d+: view exploded/);
    expect(problems).toMatch(/its save loads to another state/);
  });

  it('takes --bot and keeps the sim flags, with sampled outcomes by default', () => {
    expect(splitSoakArgs(['--game', 'gambler', '--games', '10000'])).toEqual({ bot: 'easy', first: 0, rest: ['--game', 'gambler', '--games', '10000', '--physics', 'model'] });
    expect(splitSoakArgs(['--bot', 'rollout', '--physics', 'real'])).toEqual({ bot: 'rollout', first: 0, rest: ['--physics', 'real'] });
    expect(splitSoakArgs(['--first', '8000', '--games', '2000'])).toEqual({ bot: 'easy', first: 8000, rest: ['--games', '2000', '--physics', 'model'] });
    expect(splitSoakArgs(['--bot', 'hard'])).toMatch(/--bot must be easy or rollout/);
    expect(splitSoakArgs(['--levels', 'hard'])).toMatch(/--levels is a sim flag/);
  });
});
