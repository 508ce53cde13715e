// The bot's one entry point: pick an action for `seat` in `state` at a level,
// deterministically for a seed. Easy: a small search, sometimes a random
// legal move, a little noise on the values. Heuristic: the game's rules of
// thumb, no search (heuristic.ts). Hard: a bigger search.

import type { GameModule, Seat } from '../contract.ts';
import type { BotLevel } from '../log.ts';
import { randomFromSeed, type Random } from '../rng.ts';
import { defaultHeuristic } from './heuristic.ts';
import { BUDGETS, type SearchBudget } from './levels.ts';
import { weighPlans } from './rollouts.ts';
import { actionKey, Search, type SearchStats } from './search.ts';

export interface ChooseOptions {
  /** Seats in the game (default: the state's numeric `players` field, else the module's maximum). */
  players?: number;
  /** Override parts of the level's budget (tests, bench, tuning). */
  budget?: Partial<SearchBudget>;
}

export interface Choice<A> {
  action: A;
  /** Why: 'only' (single legal move), 'random' (easy's epsilon), 'search', 'heuristic' (rules of thumb). */
  how: 'only' | 'random' | 'search' | 'heuristic';
  stats: SearchStats | null;
  /** The reason in one line (the sim's --explain prints it). */
  why: string;
}

export class BotError extends Error {
  override name = 'BotError';
}

export function chooseAction<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  level: BotLevel,
  seed: number,
  opts: ChooseOptions = {},
): A {
  return choose(module, state, seat, level, seed, opts).action;
}

export function choose<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  level: BotLevel,
  seed: number,
  opts: ChooseOptions = {},
): Choice<A> {
  const aw = module.awaiting(state);
  if (aw.kind !== 'decision' || aw.seat !== seat) {
    throw new BotError(`seat ${seat} has no decision to make (the game awaits ${aw.kind})`);
  }
  const random = randomFromSeed(seed);
  const players = opts.players ?? inferPlayers(module, state);
  const legal = module.legalActions(state);
  if (legal.length === 0) throw new BotError(`seat ${seat} must decide but has no legal action`);
  if (legal.length === 1) return { action: legal[0]!, how: 'only', stats: null, why: 'the only legal move' };
  if (level === 'heuristic') {
    const hand = module.bot?.heuristic;
    const pick = hand ? hand(state, seat, legal, random) : defaultHeuristic(module, state, seat, legal, players, random);
    const key = actionKey(pick.action);
    // A rules-of-thumb player is hand-written code: never let a slip of it reach the table.
    if (!legal.some((a) => actionKey(a) === key)) throw new BotError(`the ${module.id} heuristic picked an illegal move ${key}`);
    return { action: pick.action, how: 'heuristic', stats: null, why: pick.why };
  }
  const budget: SearchBudget = { ...BUDGETS[level], ...module.bot?.budgets?.[level], ...opts.budget };
  // Search copies the state thousands of times: let the game drop what play never reads (its log).
  const root = module.bot?.lean ? module.bot.lean(state) : state;
  if (level === 'hard' && module.bot?.plans) return choosePlan(module, root, seat, players, legal, budget, random);
  const search = new Search(module, root, seat, players, budget, random);
  const candidates = search.candidates(state);
  if (candidates.length === 1) return { action: candidates[0]!, how: 'only', stats: null, why: 'the only move worth searching' };
  if (budget.epsilon > 0 && random() < budget.epsilon) {
    return { action: candidates[Math.floor(random() * candidates.length)]!, how: 'random', stats: null, why: 'a random move (easy plays one now and then)' };
  }
  const stats = search.run();
  let best: A = candidates[0] as A;
  let bestScore = -Infinity;
  for (const a of candidates) {
    const c = search.child(actionKey(a));
    if (!c) continue;
    // Most visited wins (robust child); the mean breaks ties; easy adds noise to the mean instead.
    const score = budget.noise > 0 ? c.mean + budget.noise * gaussian(random) : c.visits + c.mean * 1e-3;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  const mine = search.child(actionKey(best));
  const why = `searched ${stats.iterations} playouts over ${candidates.length} moves: ${mine?.visits ?? 0} visits, value ${(mine?.mean ?? 0).toFixed(2)}`;
  if (level === 'hard' && module.bot?.heuristic) {
    const kept = keepRuleOfThumb(module, state, seat, legal, seed, search, best, mine);
    if (kept) return { action: kept.action, how: 'search', stats, why: `${why}; keeps the rule of thumb (${kept.why})` };
  }
  return { action: best, how: 'search', stats, why };
}

/** Hard in a game that gives plans: the heuristic's plan unless playouts show another better (rollouts.ts). */
function choosePlan<S, A>(module: GameModule<S, A>, root: S, seat: Seat, players: number, legal: A[], budget: SearchBudget, random: Random): Choice<A> {
  const plans = module.bot!.plans!(root, seat, legal, random);
  const first = plans[0]?.actions[0];
  if (first === undefined) throw new BotError(`the ${module.id} bot gave no plan`);
  if (plans.length === 1) return { action: first, how: 'heuristic', stats: null, why: `the only plan worth weighing: ${plans[0]!.label}` };
  const weighed = weighPlans(module, root, seat, players, plans, budget, random);
  const key = actionKey(plans[weighed.index]!.actions[0]);
  const action = legal.find((a) => actionKey(a) === key);
  if (action === undefined) throw new BotError(`the ${module.id} bot planned an illegal move ${key}`);
  const stats: SearchStats = { iterations: weighed.playouts, root: weighed.plans.map((p) => ({ key: p.label, visits: p.playouts, mean: p.mean })) };
  return { action, how: 'search', stats, why: weighed.why };
}

/** Playouts the rule of thumb's move needs before the search may overrule it, and the margin in value it must lose by. */
export const OVERRULE = { visits: 8, margin: 0.03 } as const;

/**
 * Hard searches on top of the game's rules of thumb: the heuristic's move
 * stands unless the search, having tried it, found another clearly better
 * (by OVERRULE.margin). A few hundred noisy playouts would otherwise now and
 * then trade a sound move for a lucky one. Null: the search's move stands.
 */
function keepRuleOfThumb<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  legal: A[],
  seed: number,
  search: Search<S, A>,
  best: A,
  bestStats: { visits: number; mean: number } | null,
): { action: A; why: string } | null {
  // Its own random stream, so the search's draws are those of a hard bot without the guard.
  const pick = module.bot!.heuristic!(state, seat, legal, randomFromSeed(seed ^ 0x7e0b));
  const key = actionKey(pick.action);
  if (key === actionKey(best)) return null;
  const h = search.child(key);
  if (!h || h.visits < OVERRULE.visits || !bestStats) return null;
  if (bestStats.mean >= h.mean + OVERRULE.margin) return null;
  const action = legal.find((a) => actionKey(a) === key);
  return action === undefined ? null : { action, why: `${h.visits} visits, value ${h.mean.toFixed(2)}` };
}

function inferPlayers<S, A>(module: GameModule<S, A>, state: S): number {
  const n = (state as { players?: unknown } | null)?.players;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 16 ? n : module.maxPlayers;
}

function gaussian(random: () => number): number {
  // Irwin–Hall: sum of four uniforms, centred and scaled to unit variance.
  return (random() + random() + random() + random() - 2) * Math.sqrt(3);
}
