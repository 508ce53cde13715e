// Main Street's hard bot: the rules of thumb, improved by playouts. The
// heuristic plans a sow to its end (sowing draws nothing, so the plan is
// certain) but judges it by this turn alone: what the placed meeples will do.
// It never sees what the sow leaves the next seat to take. Hard weighs the
// heuristic's sow against the next best whole sows (and, outside sowing,
// every move it could make), each played out through the rest of its turn
// and every rival's next turn (a fresh bag order per playout, dice sampled),
// rivals sowing as the heuristic would, then judged by `evaluate`.

import type { BotPlan, PlayoutPolicy, Seat } from '../../core/contract.ts';
import { determinize, rolloutAction } from './bot.ts';
import { scoreOneStep, sowing, standing } from './heuristic.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import type { MainStreetAction, MainStreetState } from './types.ts';

/** Whole sows weighed besides the heuristic's (and moves, outside sowing). */
const OTHERS = 3;
/** Positions the plan search may visit (as the heuristic's). */
const PLAN_NODES = 4000;
/** Positions a playout's sow may visit: rivals sow nearly as the heuristic does, at a tenth of its cost. */
const PLAYOUT_PLAN_NODES = 400;

/**
 * Playouts per decision (over every plan; a playout is about two turns) and
 * the inputs one may last. 32 playouts measured 22 ms of CPU at the median
 * and 0.17 s at the 99th percentile per decision (docs/bots.md).
 */
export const MAIN_STREET_HARD_BUDGET = { iterations: 32, rolloutDepth: 200 } as const;

interface Sow {
  actions: MainStreetAction[];
  value: number;
}

/** Every sow from `s` to its end (while the node budget lasts), in the heuristic's order, each with the standing it leaves. */
export function sowsFrom(s: MainStreetState, me: Seat, nodes: number): Sow[] {
  const out: Sow[] = [];
  const budget = { nodes };
  const walk = (t: MainStreetState, path: MainStreetAction[]): void => {
    const aw = awaiting(t);
    if (aw.kind !== 'decision' || aw.seat !== me || !sowing(t) || budget.nodes <= 0) {
      out.push({ actions: path, value: standing(t, me) });
      return;
    }
    budget.nodes--;
    const before = out.length;
    for (const a of legalActions(t)) {
      const r = apply(t, { kind: 'action', seat: me, action: a });
      if (r.ok) walk(r.state, [...path, a]);
    }
    if (out.length === before) out.push({ actions: path, value: standing(t, me) });
  };
  walk(s, []);
  return out.filter((x) => x.actions.length > 0);
}

/** The best sow first (the heuristic's: first on ties), then the best of the rest. */
const bestSows = (sows: Sow[], n: number): Sow[] =>
  sows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.value - a.x.value || a.i - b.i)
    .slice(0, n)
    .map((y) => y.x);

const lean = (s: MainStreetState): MainStreetState => ({ ...s, log: [], events: [] });

export function mainStreetPlans(state: MainStreetState, seat: Seat, actions: MainStreetAction[], random: () => number): BotPlan<MainStreetAction>[] {
  if (sowing(state)) {
    // The bag is the only hidden thing and sowing never draws: one resampled copy plans every sow.
    const s = lean(determinize(state, seat, random));
    return bestSows(sowsFrom(s, seat, PLAN_NODES), 1 + OTHERS).map((x) => ({
      actions: x.actions,
      label: `${describeAction(state, x.actions[0]!)} (a sow of ${x.actions.length} ${x.actions.length === 1 ? 'move' : 'moves'}, ${x.value.toFixed(2)} pts)`,
    }));
  }
  return scoreOneStep(state, seat, actions, random)
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || a.i - b.i)
    .slice(0, 1 + OTHERS)
    .map(({ x }) => ({ actions: [x.action], label: x.label }));
}

/** Where meeples stand and who sows: the plan a sow follows depends on little else. */
const layoutKey = (s: MainStreetState): string =>
  JSON.stringify([s.turn, s.phase, s.doorways, s.showdowns, s.buildings, s.saloon, s.jail, s.awnings]);

/**
 * Playouts sow by a plan (the heuristic's, on a smaller budget), made once
 * per layout and kept for the decision; everything else as the cheap
 * rollout policy (draw before building, build when offered).
 */
export function mainStreetPlayoutPolicy(): PlayoutPolicy<MainStreetState, MainStreetAction> {
  const next = new Map<string, MainStreetAction>();
  const pick = (s: MainStreetState, actions: MainStreetAction[], random: () => number): MainStreetAction => {
    if (!sowing(s)) return rolloutAction(s, actions, random);
    const key = layoutKey(s);
    let a = next.get(key);
    if (!a) {
      const best = bestSows(sowsFrom(s, s.turn, PLAYOUT_PLAN_NODES), 1)[0];
      if (!best) return rolloutAction(s, actions, random);
      // Remember every step of the plan, so the sow's later moves are looked up, not planned again.
      let t = s;
      for (const step of best.actions) {
        next.set(layoutKey(t), step);
        const r = apply(t, { kind: 'action', seat: s.turn, action: step });
        if (!r.ok) break;
        t = r.state;
      }
      a = best.actions[0]!;
    }
    // A plan made for another purse is still a legal sow (sowing reads only the layout); check all the same.
    const key2 = JSON.stringify(a);
    return actions.find((x) => JSON.stringify(x) === key2) ?? rolloutAction(s, actions, random);
  };
  return { pick };
}

/** A playout runs to the end of every rival's next turn: back to the seat's next turn (or the game's end). */
export function mainStreetHorizon(start: MainStreetState, s: MainStreetState): boolean {
  return s.phase.kind === 'over' || s.turns >= start.turns + start.players;
}
