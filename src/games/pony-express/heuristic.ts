// Mail Run's rules-of-thumb player (the `heuristic` level): bot.ts's hand-
// written policy at its sharpest knobs, no search. It re-throws by the exact
// expected gain in steps of every choice of dice (all 6^k completions counted)
// against the gold it costs; claims what its dice show, or bluffs when the
// doubter's habit and the claim's odds from the open dice make it pay; doubts
// when P(claim true | open dice, hidden dice, tries, the claimant's record of
// bluffs) leaves a right doubt worth more than a night in jail. This file
// adds the one-line reason for each decision.

import type { HeuristicPick, Seat } from '../../core/contract.ts';
import { choosePonyAction, honestyEstimate, rethrowGains } from './bot.ts';
import { COMBO_STEPS, shows } from './rules/combos.ts';
import { hiddenCount, rethrowCost, whoMayDoubt } from './rules/turn-facts.ts';
import type { PonyAction, PonyState } from './types.ts';

const pct = (p: number): string => `${Math.round(p * 100)} %`;

/** Why the policy chose `action` here, in one line, from the facts it weighed. */
export function explainPony(s: PonyState, seat: Seat, action: PonyAction): string {
  const ph = s.phase;
  if (ph.kind === 'challenge') {
    const p = honestyEstimate(s, seat, ph.claim);
    return `the claim is true with ${pct(p)} (open dice, ${hiddenCount(s)} hidden, the claimant's record), a ${COMBO_STEPS[ph.claim]}-step claim`;
  }
  if (ph.kind === 'decide') {
    const faces = s.dice.map((d) => d.face);
    if (action.type === 'rethrow') {
      const top = rethrowGains(faces)[0]!;
      return `+${top.gain.toFixed(2)} steps expected for ${rethrowCost(s).cost} gold`;
    }
    if (action.type === 'claim') {
      const nobody = s.flags.swornWord || whoMayDoubt(s) === null;
      if (nobody) return `nobody may doubt, so it claims the most the open dice allow`;
      if (shows(faces, action.combo)) {
        const top = rethrowGains(faces)[0];
        return `honest, the dice show it${top ? ` (the best re-throw gains only ${top.gain.toFixed(2)} steps)` : ''}`;
      }
      return `a bluff, worth it by the doubter's habit and ${pct(honestyEstimate(s, seat, action.combo))} odds the table sees`;
    }
  }
  return `rule of thumb for the ${ph.kind} step`;
}

const moveKey = (a: PonyAction): string => JSON.stringify(a.type === 'rethrow' ? { ...a, dice: [...a.dice].sort((x, y) => x - y) } : a);
const sameMove = (a: PonyAction, b: PonyAction): boolean => moveKey(a) === moveKey(b);

export function ponyHeuristic(state: PonyState, seat: Seat, actions: PonyAction[], random: () => number): HeuristicPick<PonyAction> {
  const chosen = choosePonyAction(state, seat, 'hard', random, actions);
  // The policy builds its move; hand back the legal list's own copy (a re-throw's dice may be listed in another order).
  const action = actions.find((a) => sameMove(a, chosen)) ?? chosen;
  return { action, why: explainPony(state, seat, action) };
}
