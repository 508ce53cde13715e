// The heuristic level's engine side: a game's hand-written player (bot.heuristic),
// or for a game without one a one-step look ahead with its evaluate hook.
// Helpers here are what the hand-written players share: the value of one
// move (hidden parts and the next chance events sampled, never peeked) and
// the pick of the best scored move with a one-line reason.

import type { GameModule, HeuristicPick, Seat } from '../contract.ts';
import { samplePhysical } from '../outcome-model.ts';
import type { Random } from '../rng.ts';

/** Chance events resolved after a move before it is judged (a throw, its re-throws, a flick). */
const CHANCE_STEPS = 12;

/** What a look ahead needs of a game: its rules' steps and its bot hooks (a game's own heuristic passes these without its module). */
export type Stepper<S, A> = Pick<GameModule<S, A>, 'apply' | 'awaiting' | 'bot'>;

/**
 * Value for `seat` of playing `action` in `state`: the game applies it to a
 * determinized copy (what the seat cannot see resampled), the chance events
 * that follow are sampled until someone must decide, and `value` judges the
 * result; averaged over `samples` when anything was sampled. -Infinity when
 * the game refuses the action.
 */
export function lookahead<S, A>(
  module: Stepper<S, A>,
  state: S,
  seat: Seat,
  action: A,
  value: (s: S) => number,
  samples: number,
  random: Random,
): number {
  const determinize = module.bot?.determinize;
  let total = 0;
  for (let k = 0; k < samples; k++) {
    let s = determinize ? determinize(state, seat, random) : state;
    let sampled = !!determinize;
    const first = module.apply(s, { kind: 'action', seat, action });
    if (!first.ok) return -Infinity;
    s = first.state;
    for (let step = 0; step < CHANCE_STEPS; step++) {
      const aw = module.awaiting(s);
      if (aw.kind === 'decision' || aw.kind === 'end') break;
      const next = module.apply(s, samplePhysical(module, s, aw, random));
      if (!next.ok) break;
      s = next.state;
      sampled = true;
    }
    total += value(s);
    if (!sampled) return total; // nothing random happened: one look is exact
  }
  return total / samples;
}

export interface Scored<A> {
  action: A;
  /** Higher is better for the deciding seat. */
  score: number;
  /** The move in words, for the reason line. */
  label: string;
}

const fmt = (x: number): string => (Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The best scored move (first on ties) and a reason naming its score and the runner-up's (the move itself is named by whoever prints it). */
export function pickBest<A>(scored: readonly Scored<A>[], unit = ''): HeuristicPick<A> & { score: number } {
  if (scored.length === 0) throw new Error('no move to pick from');
  let best = scored[0]!;
  let second: Scored<A> | null = null;
  for (const x of scored.slice(1)) {
    if (x.score > best.score) {
      second = best;
      best = x;
    } else if (!second || x.score > second.score) second = x;
  }
  const why = second ? `${fmt(best.score)}${unit}, against ${fmt(second.score)} for ${second.label}` : 'the only sensible move';
  return { action: best.action, why, score: best.score };
}

/** Without a hand-written player: one step ahead, judged by the game's evaluate hook. */
export function defaultHeuristic<S, A>(
  module: GameModule<S, A>,
  state: S,
  seat: Seat,
  actions: A[],
  players: number,
  random: Random,
): HeuristicPick<A> {
  const evaluate = module.bot?.evaluate;
  const value = (s: S): number => {
    const r = module.result(s);
    if (r) return r.ranking[0]?.includes(seat) ? 1 : 0;
    return evaluate ? (evaluate(s, players)[seat] ?? 0) : 0.5;
  };
  const scored = actions.map((action) => ({
    action,
    score: lookahead(module, state, seat, action, value, 6, random),
    label: module.describeAction(state, action),
  }));
  return pickBest(scored, ' win chance');
}
