// Gold in the Rivers' rules-of-thumb player (the `heuristic` level): no
// search. Every row and burial is scored one step ahead by the change it
// makes to the expected lead in gold (bot.ts's scoreActions): a row that
// completes a region takes its revealed gold now (yours first), and each
// revealed marker is worth the chance that its mountain or its river, the
// shorter race, ends in your hands; a burial costs the shovel it hands over
// and is weighed only while burying is allowed. The best score is played.

import { pickBest } from '../../core/bot/heuristic.ts';
import type { HeuristicPick, Seat } from '../../core/contract.ts';
import { scoreActions } from './bot.ts';
import { describeAction } from './rules/describe.ts';
import type { GoldRiversAction, GoldRiversState } from './types.ts';

export function goldRiversHeuristic(
  state: GoldRiversState,
  _seat: Seat,
  actions: GoldRiversAction[],
  _random: () => number,
): HeuristicPick<GoldRiversAction> {
  const scored = scoreActions(state, actions).map((x) => ({ action: x.action, score: x.score, label: describeAction(state, x.action) }));
  const pick = pickBest(scored, ' gold of expected lead');
  return { action: pick.action, why: pick.why };
}
