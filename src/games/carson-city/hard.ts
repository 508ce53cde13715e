// Silver Creek County's hard bot: the rules of thumb, improved by playouts.
// The heuristic places a cowboy by its value times today's duel odds, one at
// a time: it never foresees a rival placing after it on the same square (one
// with the mercenary or more revolvers takes it), nor what passing keeps back.
// Hard weighs the heuristic's move against passing and the next best moves
// by the heuristic's own score, each played from a copy with the bag's order
// resampled through the rest of the turn: every seat's later placements by
// the heuristic, the duels thrown from the fair faces, the buildings built;
// then judged by `evaluate` on what the turn left (cash, income, points).

import type { BotPlan, PlayoutPolicy, Seat } from '../../core/contract.ts';
import { scoredActions } from './bot.ts';
import { carsonHeuristic } from './heuristic.ts';
import { describeAction } from './rules/describe.ts';
import type { CarsonAction, CarsonState } from './types.ts';

/** Moves weighed besides the heuristic's (passing, in the placement phase, is always one of them). */
const OTHERS = 3;

/**
 * Playouts per decision (over every plan; a playout is the rest of a turn,
 * some twenty inputs) and the inputs one may last (a whole turn of four
 * seats with every cowboy and duel is under a hundred).
 */
export const CARSON_HARD_BUDGET = { iterations: 40, rolloutDepth: 160 } as const;

const key = (a: CarsonAction): string => JSON.stringify(a);

/** What a move is, for keeping one plan of each: a target (either cowboy), a character (any variant), else the move itself. */
function kindOf(a: CarsonAction): string {
  if (a.type === 'place') return a.target.kind === 'square' ? a.target.square : `${a.target.kind}${a.target.cell}`;
  if (a.type === 'character') return a.character;
  return key(a);
}

/** The heuristic's move first, then passing while placing, then the best of the rest by the heuristic's score (one per target or character). */
export function carsonPlans(state: CarsonState, seat: Seat, actions: CarsonAction[], random: () => number): BotPlan<CarsonAction>[] {
  const first = carsonHeuristic(state, seat, actions, random).action;
  const out: CarsonAction[] = [first];
  const seen = new Set([kindOf(first)]);
  const pass = actions.find((a) => a.type === 'pass');
  if (pass && !seen.has(kindOf(pass))) {
    out.push(pass);
    seen.add(kindOf(pass));
  }
  const ranked = scoredActions(state, actions)
    .map((x, i) => ({ ...x, i }))
    .sort((a, b) => b.v - a.v || a.i - b.i);
  for (const x of ranked) {
    if (out.length >= 1 + OTHERS + (pass ? 1 : 0)) break;
    const k = kindOf(x.a);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(x.a);
  }
  return out.map((a) => ({ actions: [a], label: describeAction(state, a) }));
}

/** The heuristic's pick (its best score, first on ties), without the words. */
export function carsonPlayoutPolicy(): PlayoutPolicy<CarsonState, CarsonAction> {
  const pick = (s: CarsonState, actions: CarsonAction[]): CarsonAction => {
    let best = actions[0]!;
    let bestV = -Infinity;
    for (const x of scoredActions(s, actions)) {
      if (x.v > bestV) {
        bestV = x.v;
        best = x.a;
      }
    }
    return best;
  };
  return { pick };
}

/** A playout ends with the turn: once it is resolved and the next one begins (or the game ends). */
export function carsonHorizon(start: CarsonState, s: CarsonState): boolean {
  return s.phase.kind === 'over' || s.turn > start.turn;
}
