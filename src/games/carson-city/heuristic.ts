// Silver Creek County's rules-of-thumb player (the `heuristic` level): no
// search. Each move is scored in points by bot.ts's `actionValue`, a one-step
// judgement of what it brings: a building's income over the turns left at
// the worth of a dollar now (more before the last turn, when dollars still
// build), parcels by their promise (mountains for mines, houses for shops,
// a road reaching them), a cowboy's placement times its odds of winning the
// duel against the cowboys already on the square, characters by what they
// pay this turn. A cowboy whose best use scores under `passBelow` passes.

import { pickBest } from '../../core/bot/heuristic.ts';
import type { HeuristicPick, Seat } from '../../core/contract.ts';
import { scoredActions } from './bot.ts';
import { describeAction } from './rules/describe.ts';
import type { CarsonAction, CarsonState } from './types.ts';

export function carsonHeuristic(state: CarsonState, _seat: Seat, actions: CarsonAction[], _random: () => number): HeuristicPick<CarsonAction> {
  const scored = scoredActions(state, actions).map((x) => ({ action: x.a, score: x.v, label: describeAction(state, x.a) }));
  const pick = pickBest(scored, ' pts');
  return { action: pick.action, why: pick.why };
}
