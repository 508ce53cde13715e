// Main Street's rules-of-thumb player (the `heuristic` level): no search.
// Sowing is planned to the end of the sow (it is certain: no draw happens
// while meeples go down), judged by what the placed meeples will do when they
// act: builders under your own awnings you can pay for, miners under your
// awnings, robbers and deputies where they draw for you, and nothing that
// draws or builds for a rival. Every other decision (acting order, building,
// the showdown's second throw) looks one step ahead over a few samples of the
// bag, judged by `worth` (points, stone, gold near a bar, awnings).

import { lookahead, pickBest, type Scored, type Stepper } from '../../core/bot/heuristic.ts';
import type { HeuristicPick, Seat } from '../../core/contract.ts';
import { determinize, worth } from './bot.ts';
import { previewAction } from './rules/actions.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import type { MainStreetAction, MainStreetState } from './types.ts';

/** Points one piece drawn from the bag is worth on average (gold and stone build awnings and bars). */
const DRAW_WORTH = 0.8;
/** Points an awning you can pay for now is worth when your builder acts (5 points, less its cost); an upgrade likewise. */
const BUILD_WORTH = 3.5;
/** A rival's gain counts this much against you (in a race of several, not all of it is yours to lose). */
const RIVAL_SHARE = 0.6;
/** Samples of the bag per move outside sowing. */
export const SAMPLES = 6;
/** Positions a sowing plan may visit before it settles for the best found. */
const PLAN_NODES = 4000;

/** What the meeples now waiting on doorways will bring `me` when they act (points). */
export function doorwayValue(s: MainStreetState, me: Seat): number {
  let v = 0;
  for (let b = 0; b < s.doorways.length; b++) {
    const pv = previewAction(s, b);
    if (!pv) continue;
    if (pv.drawer !== null && pv.draws > 0) v += (pv.drawer === me ? 1 : -RIVAL_SHARE) * pv.draws * DRAW_WORTH;
    if (pv.build?.affordable) v += (pv.build.seat === me ? 1 : -RIVAL_SHARE) * BUILD_WORTH;
  }
  return v;
}

/** My worth against the best rival's, plus what the waiting meeples promise. */
export function standing(s: MainStreetState, me: Seat): number {
  let rival = -Infinity;
  for (let i = 0; i < s.seats.length; i++) if (i !== me) rival = Math.max(rival, worth(s, i));
  return worth(s, me) - rival + doorwayValue(s, me);
}

/** The rules' steps the look ahead needs: dice are sampled, the bag resampled (never peeked). */
const STEPPER: Stepper<MainStreetState, MainStreetAction> = { apply, awaiting, bot: { evaluate: () => [], determinize } };

export const sowing = (s: MainStreetState): boolean => s.phase.kind === 'choose-location' || s.phase.kind === 'sow';

/** Best standing reachable by my own sowing from `s` (exhaustive while the node budget lasts). */
function planSow(s: MainStreetState, me: Seat, budget: { nodes: number }): number {
  const aw = awaiting(s);
  if (aw.kind !== 'decision' || aw.seat !== me || !sowing(s) || budget.nodes <= 0) return standing(s, me);
  budget.nodes--;
  let best = -Infinity;
  for (const a of legalActions(s)) {
    const r = apply(s, { kind: 'action', seat: me, action: a });
    if (!r.ok) continue;
    best = Math.max(best, planSow(r.state, me, budget));
  }
  return best === -Infinity ? standing(s, me) : best;
}

export function mainStreetHeuristic(
  state: MainStreetState,
  seat: Seat,
  actions: MainStreetAction[],
  random: () => number,
): HeuristicPick<MainStreetAction> {
  const label = (a: MainStreetAction): string => describeAction(state, a);
  if (sowing(state)) {
    // The bag is the only hidden thing and sowing never draws: one copy with a resampled bag plans it all.
    const s = { ...determinize(state, seat, random), log: [], events: [] };
    const budget = { nodes: PLAN_NODES };
    const scored = actions.map((action) => {
      const r = apply(s, { kind: 'action', seat, action });
      return { action, score: r.ok ? planSow(r.state, seat, budget) : -Infinity, label: label(action) };
    });
    const pick = pickBest(scored, ' pts');
    return { action: pick.action, why: `sowing planned to its end: ${pick.why}` };
  }
  return pickBest(scoreOneStep(state, seat, actions, random), ' pts');
}

/** Outside sowing: each move one step ahead over SAMPLES samples of the bag (and the dice), judged by `standing`. */
export function scoreOneStep(state: MainStreetState, seat: Seat, actions: MainStreetAction[], random: () => number): Scored<MainStreetAction>[] {
  return actions.map((action) => ({
    action,
    score: lookahead(STEPPER, state, seat, action, (s) => standing(s, seat), SAMPLES, random),
    label: describeAction(state, action),
  }));
}
