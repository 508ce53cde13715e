// Tableau Gulch's hard bot: the rules of thumb, improved where search adds
// information. The heuristic places a throw exactly (bestPlan) but judges a
// throw again as if it were the turn's last; playouts of the rest of the turn
// by the heuristic's own policy (fair faces sampled, as the model physics
// throws) see the second and third throws too. So hard weighs the
// heuristic's move against stopping, throwing again and the next best
// placements (which keep other dice back), each played out to the end of
// the turn and through the next seat's (it plays the heuristic too), then
// judged by `evaluate` (chips expected by the round's end, as a share of the
// win).

import type { BotPlan, PlayoutPolicy, Seat } from '../../core/contract.ts';
import { scoreMoves } from './heuristic.ts';
import { describeAction } from './rules/describe.ts';
import type { GamblerAction, GamblerState } from './types.ts';

/** Plans weighed per decision: the heuristic's move and at most this many others. */
const OTHERS = 3;
/** Sampled throws behind a throw again inside a playout (the heuristic takes 24 at the table). */
const PLAYOUT_SAMPLES = 6;

/**
 * Playouts per decision (over every plan) and the inputs one may last (two
 * turns of at most five throws and five placements each).
 */
export const GAMBLER_HARD_BUDGET = { iterations: 64, rolloutDepth: 120 } as const;

/** The heuristic's move first, then stop and throw again when legal, then the next best placements. */
export function gamblerPlans(state: GamblerState, seat: Seat, actions: GamblerAction[], random: () => number): BotPlan<GamblerAction>[] {
  const scored = scoreMoves(state, seat, actions, random, undefined, false);
  const ranked = scored.map((x, i) => ({ ...x, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  const first = ranked[0];
  if (!first) return [];
  const others = [
    ...ranked.slice(1).filter((x) => x.action.type !== 'place'),
    ...ranked.slice(1).filter((x) => x.action.type === 'place'),
  ].slice(0, OTHERS);
  return [first, ...others].map((x) => ({ actions: [x.action], label: describeAction(state, x.action) }));
}

/** The heuristic with fewer samples behind a throw again: cheap enough to play many turns per decision. */
export function gamblerPlayoutPolicy(): PlayoutPolicy<GamblerState, GamblerAction> {
  const pick = (s: GamblerState, actions: GamblerAction[], random: () => number): GamblerAction => {
    let best: GamblerAction = actions[0]!;
    let bestScore = -Infinity;
    for (const x of scoreMoves(s, s.active, actions, random, PLAYOUT_SAMPLES, false)) {
      if (x.score > bestScore) {
        bestScore = x.score;
        best = x.action;
      }
    }
    return best;
  };
  return { pick };
}

/** The seat after `seat` that holds dice in `s` (the one whose turn follows), or null. */
function nextWithDice(s: GamblerState, seat: Seat): Seat | null {
  for (let k = 1; k < s.players; k++) {
    const other = (seat + k) % s.players;
    if ((s.supply[other] ?? 0) > 0) return other;
  }
  return null;
}

/**
 * A playout ends after the next seat's turn (or with the round, or the
 * game): the position a move leaves is judged after the rival has thrown at
 * it with real dice, not by the share model's guess of who finishes which row.
 */
export function gamblerHorizon(start: GamblerState, s: GamblerState): boolean {
  const t = s.turn;
  const t0 = start.turn;
  if (s.over || !t || !t0 || s.round !== start.round) return true;
  if (s.active === start.active) return t.throws === 0 || t.throws < t0.throws || t.placed < t0.placed;
  return s.active !== nextWithDice(start, start.active);
}
