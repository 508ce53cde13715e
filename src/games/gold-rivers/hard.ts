// Gold in the Rivers' hard bot: the rules of thumb, improved by playouts. The
// heuristic scores a row by the expected lead right after it and never asks
// whose turn is next, so a row that leaves a region one face-down marker short
// looks good (the region is "nearly won") while it hands the rival the last
// reveal, and with it every revealed marker there. Hard weighs the
// heuristic's move against the next best rows and the best burials, each
// played through the rival's next turn, its own next and the rival's after
// (the discs thrown from the fair faces, every row picked by the heuristic),
// then judged by `evaluate`.

import type { BotPlan, PlayoutPolicy, Seat } from '../../core/contract.ts';
import { scoreActions } from './bot.ts';
import { goldRiversHeuristic } from './heuristic.ts';
import { describeAction } from './rules/describe.ts';
import type { GoldRiversAction, GoldRiversState } from './types.ts';

/** Reveals weighed besides the heuristic's move. */
const OTHER_REVEALS = 7;
/** Burials weighed besides (the best by the heuristic's score, while burying is allowed). */
const OTHER_BURIALS = 2;

/**
 * Playouts per decision (over every plan; a playout is three turns, three
 * scored rows) and the inputs one may last (a turn is at most three).
 */
export const GOLD_RIVERS_HARD_BUDGET = { iterations: 360, rolloutDepth: 24 } as const;

const key = (a: GoldRiversAction): string => JSON.stringify(a);

/** The heuristic's move first, then the next best reveals by its score, then the best burial. */
export function goldRiversPlans(state: GoldRiversState, seat: Seat, actions: GoldRiversAction[], random: () => number): BotPlan<GoldRiversAction>[] {
  const first = goldRiversHeuristic(state, seat, actions, random).action;
  const firstKey = key(first);
  const rest = scoreActions(state, actions).filter((x) => key(x.action) !== firstKey);
  const others = [
    ...rest.filter((x) => x.action.type === 'reveal').slice(0, OTHER_REVEALS),
    ...rest.filter((x) => x.action.type === 'bury').slice(0, OTHER_BURIALS),
  ];
  return [first, ...others.map((x) => x.action)].map((a) => ({ actions: [a], label: describeAction(state, a) }));
}

/** The heuristic itself: one scored pass over the legal moves is already cheap (a tenth of a millisecond). */
export function goldRiversPlayoutPolicy(): PlayoutPolicy<GoldRiversState, GoldRiversAction> {
  return { pick: (s, actions) => scoreActions(s, actions)[0]!.action };
}

/**
 * A playout ends when the rival's second turn is confirmed (or with the
 * game): it sees the last reveal the move leaves the rival, and the answer
 * the seat then has and the rival's to it. (Ending after the rival's first
 * turn played worse: docs/bots.md.)
 */
export function goldRiversHorizon(start: GoldRiversState, s: GoldRiversState): boolean {
  return s.phase.kind === 'over' || s.turnNumber >= start.turnNumber + 4;
}
