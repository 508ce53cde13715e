import { describe, expect, it } from 'vitest';
import { choose } from '../../src/core/bot/choose.ts';
import { judge, OVERRULE_Z } from '../../src/core/bot/rollouts.ts';
import type { BotPlan } from '../../src/core/contract.ts';
import { toyPig, type ToyAction, type ToyState } from './fixtures/toy-pig.ts';

const start = (over: Partial<ToyState> = {}): ToyState => ({ ...toyPig.setup({ seed: 3, players: 2 }), ...over });
const plan = (type: ToyAction['type']): BotPlan<ToyAction> => ({ actions: [{ type }], label: type });

/** Toy pig whose hard bot weighs plans: the "heuristic" always rolls on, playouts end with the turn. */
const planned = {
  ...toyPig,
  bot: {
    ...toyPig.bot!,
    plans: (s: ToyState) => (s.pot > 0 ? [plan('roll'), plan('bank')] : [plan('roll')]),
    horizon: (start: ToyState, s: ToyState) => s.turn !== start.turn || s.phase === 'over',
    playoutPolicy: () => ({ pick: (_s: ToyState, actions: ToyAction[]) => actions.find((a) => a.type === 'bank') ?? actions[0]! }),
  },
};

describe('rollout improvement of the rules of thumb (hard with plans)', () => {
  it("keeps the heuristic's plan when another is better only within the noise", () => {
    const values = [
      [0.5, 0.6, 0.4, 0.5],
      [0.6, 0.5, 0.5, 0.45],
    ];
    const w = judge([plan('roll'), plan('bank')], values);
    expect(w.index).toBe(0);
    expect(w.why).toContain('keeps the rule of thumb');
  });

  it('overrules the heuristic when another plan wins in every paired playout', () => {
    const values = [
      [0.5, 0.6, 0.4, 0.5],
      [0.55, 0.62, 0.47, 0.52],
    ];
    const w = judge([plan('roll'), plan('bank')], values);
    expect(w.index).toBe(1);
    expect(w.plans[1]!.mean).toBeGreaterThan(w.plans[0]!.mean);
    expect(OVERRULE_Z).toBeGreaterThan(0);
  });

  it('banks a pot that wins the game outright, against a heuristic that would roll on', () => {
    const s = start({ scores: [18, 0], pot: 6 });
    for (const seed of [1, 2, 3]) {
      const c = choose(planned, s, 0, 'hard', seed);
      expect(c.action).toEqual({ type: 'bank' });
      expect(c.how).toBe('search');
    }
  });

  it('plays the only plan without playouts, and is deterministic for a seed', () => {
    expect(choose(planned, start({ pot: 0, phase: 'decide' }), 0, 'hard', 1).how).toBe('only');
    const s = start({ scores: [9, 12], pot: 7 });
    expect(choose(planned, s, 0, 'hard', 8)).toEqual(choose(planned, s, 0, 'hard', 8));
  });

  it('spends the budget in rounds of one playout per plan', () => {
    const c = choose(planned, start({ scores: [9, 12], pot: 7 }), 0, 'hard', 2, { budget: { iterations: 20 } });
    expect(c.stats!.iterations).toBe(20);
    expect(c.stats!.root.map((r) => r.visits)).toEqual([10, 10]);
  });
});
