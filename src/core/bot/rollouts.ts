// Hard's search for games that give plans (BotHooks.plans): a rollout
// improvement of the rules of thumb. Each plan (the heuristic's first, then a
// few others the game thinks worth a look) is played from a determinized copy
// of the state and continued by the game's own playout policy up to its
// horizon, then judged by `evaluate`. Every plan meets the same random draws
// in a round (common random numbers: the same hidden sample, the same dice
// as far as the lines keep in step), so the comparison sees the plans'
// difference rather than the dice's. The heuristic's plan stands unless
// another beats it by more than OVERRULE_Z standard errors of the paired
// difference: a playout policy as good as the heuristic, one step improved,
// plays at least as well as the heuristic (the rollout algorithm's promise),
// and the guard keeps sampling noise from trading a sound move for a lucky one.

import type { BotPlan, GameModule, Seat } from '../contract.ts';
import { samplePhysical } from '../outcome-model.ts';
import { randomFromSeed, type Random } from '../rng.ts';
import type { SearchBudget } from './levels.ts';
import { rewardFromResult, sanitizeValues } from './reward.ts';

/** How many standard errors of the paired difference a plan must win by to overrule the heuristic's. */
export const OVERRULE_Z = 1;

/** Rounds (one playout of every plan) at the least, whatever the budget says. */
const MIN_ROUNDS = 2;
/** Rounds after which plans that have ended alike in every round so far are taken to be alike (their lines met: the dice cannot tell them apart). */
const SURE_ROUNDS = 4;

/** True when every plan's playouts so far ended exactly as the first plan's did, round by round. */
const allAlike = (values: readonly number[][]): boolean => values.every((vs) => vs.every((v, j) => v === values[0]![j]));

export interface PlanStats {
  label: string;
  playouts: number;
  /** Mean value for the deciding seat, in [0, 1]. */
  mean: number;
}

export interface WeighedPlans {
  /** The plan picked (0: the heuristic's). */
  index: number;
  plans: PlanStats[];
  playouts: number;
  /** The pick in one line, with the figures that decided it. */
  why: string;
}

/** A playout's policy: the game's, else its rollout policy, else a uniform pick. */
type Policy<S, A> = (state: S, actions: A[], random: Random) => A;

export function weighPlans<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  players: number,
  plans: readonly BotPlan<A>[],
  budget: SearchBudget,
  random: Random,
): WeighedPlans {
  if (plans.length === 0) throw new Error('no plan to weigh');
  const hooks = module.bot;
  const own = hooks?.playoutPolicy?.(state, seat);
  const policy: Policy<S, A> = own
    ? (s, acts, r) => own.pick(s, acts, r)
    : (hooks?.rolloutAction?.bind(hooks) ?? ((_s, acts, r) => acts[Math.floor(r() * acts.length)]!));
  const horizon = hooks?.horizon;
  const values: number[][] = plans.map(() => []);
  const rounds = Math.max(MIN_ROUNDS, Math.floor(budget.iterations / plans.length));
  const started = now();
  for (let round = 0; round < rounds; round++) {
    if (round >= MIN_ROUNDS && now() - started > budget.timeCapMs) break;
    const seed = Math.floor(random() * 0x100000000);
    plans.forEach((plan, i) => values[i]!.push(playout(module, state, seat, players, plan.actions, policy, horizon, budget.rolloutDepth, randomFromSeed(seed))));
    if (round + 1 >= SURE_ROUNDS && allAlike(values)) break;
  }
  return judge(plans, values);
}

/** Value for `seat` of playing `actions` from a determinized `state` and then the policy up to the horizon; -1 when the plan is refused. */
function playout<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  players: number,
  actions: readonly A[],
  policy: Policy<S, A>,
  horizon: ((start: S, s: S) => boolean) | undefined,
  depth: number,
  random: Random,
): number {
  const start = module.bot?.determinize ? module.bot.determinize(state, seat, random) : state;
  let s = start;
  for (const action of actions) {
    const next = module.apply(s, { kind: 'action', seat, action });
    if (!next.ok) return -1;
    s = next.state;
  }
  for (let step = 0; step < depth; step++) {
    if (horizon?.(start, s)) break;
    const aw = module.awaiting(s);
    if (aw.kind === 'end') break;
    let next;
    if (aw.kind === 'decision') {
      const legal = module.legalActions(s);
      if (legal.length === 0) break;
      next = module.apply(s, { kind: 'action', seat: aw.seat, action: legal.length === 1 ? legal[0]! : policy(s, legal, random) });
    } else {
      next = module.apply(s, samplePhysical(module, s, aw, random));
    }
    if (!next.ok) break;
    s = next.state;
  }
  const result = module.result(s);
  if (result) return rewardFromResult(result, players)[seat] ?? 0;
  const evaluate = module.bot?.evaluate;
  return evaluate ? sanitizeValues(evaluate(s, players), players)[seat]! : 0.5;
}

const mean = (xs: readonly number[]): number => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The best plan by mean, if it beats the heuristic's (plan 0) by more than OVERRULE_Z standard errors of the paired difference. */
export function judge<A>(plans: readonly BotPlan<A>[], values: readonly number[][]): WeighedPlans {
  const stats: PlanStats[] = plans.map((p, i) => ({ label: p.label, playouts: values[i]!.length, mean: mean(values[i]!) }));
  const playouts = stats.reduce((a, p) => a + p.playouts, 0);
  let best = 0;
  stats.forEach((p, i) => {
    if (p.mean > stats[best]!.mean) best = i;
  });
  const base = `weighed ${plans.length} plans by ${stats[0]!.playouts} playouts each`;
  const fmt = (x: number): string => x.toFixed(3);
  if (best === 0) return { index: 0, plans: stats, playouts, why: `${base}: the rule of thumb's is best (${fmt(stats[0]!.mean)})` };
  const diffs = values[best]!.map((v, j) => v - values[0]![j]!);
  const d = mean(diffs);
  const variance = diffs.length > 1 ? diffs.reduce((a, x) => a + (x - d) ** 2, 0) / (diffs.length - 1) : Infinity;
  const se = Math.sqrt(variance / diffs.length);
  const figures = `${fmt(stats[best]!.mean)} against the rule of thumb's ${fmt(stats[0]!.mean)} (${plans[0]!.label}), difference ${fmt(d)} ± ${fmt(se)}`;
  if (d > OVERRULE_Z * se) return { index: best, plans: stats, playouts, why: `${base}: ${figures}` };
  return { index: 0, plans: stats, playouts, why: `${base}: keeps the rule of thumb, ${plans[best]!.label} ${figures}` };
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
