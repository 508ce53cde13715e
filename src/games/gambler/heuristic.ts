// Tableau Gulch's rules-of-thumb player (the `heuristic` level): no search
// beyond the throw in hand. Each move is judged by the chips it should bring
// by the end of the round (bot.ts's expectedChips: chips now, plus each open
// row shared out by who is likely to finish it given the dice left, black
// rows counted against): a placement by the best way to place the rest of
// this throw and stop; stopping by the position it leaves; throwing again by
// the average of 24 sampled throws, each placed as well as it can be.

import type { HeuristicPick, Seat } from '../../core/contract.ts';
import { pickBest, type Scored } from '../../core/bot/heuristic.ts';
import { bestPlan, candidateActions, expectedChips, lean, rethrowValue, SAMPLES, step } from './bot.ts';
import { describeAction } from './rules/describe.ts';
import type { GamblerAction, GamblerState } from './types.ts';

/** Every distinct move scored in chips expected by the end of the round; a throw again by `samples` sampled throws. */
export function scoreMoves(state: GamblerState, seat: Seat, actions: GamblerAction[], random: () => number, samples = SAMPLES, words = true): Scored<GamblerAction>[] {
  const s = lean(state);
  const memo = new Map<string, number>();
  return candidateActions(s, actions).map((a) => {
    let score: number;
    if (a.type === 'rethrow') score = rethrowValue(s, seat, samples, random);
    else if (a.type === 'stop') score = expectedChips(step(s, a))[seat] ?? 0;
    else score = bestPlan(step(s, a), seat, memo);
    return { action: a, score, label: words ? describeAction(state, a) : '' };
  });
}

export function gamblerHeuristic(state: GamblerState, seat: Seat, actions: GamblerAction[], random: () => number): HeuristicPick<GamblerAction> {
  const pick = pickBest(scoreMoves(state, seat, actions, random), ' chips expected');
  return { action: pick.action, why: pick.why };
}
