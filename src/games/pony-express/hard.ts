// Mail Run's hard bot: the rules of thumb, improved by playouts
// (src/core/bot/rollouts.ts). The heuristic re-throws by the expected steps
// of the dice alone and prices a bluff by a crude guess of the doubter's
// habit; it never sees what a claim meets after it (the rival's answer, the
// space it lands on, a night in jail). Hard weighs the heuristic's move
// against the few others worth a look (claiming now instead of re-throwing,
// the best re-throw, the honest claim, the bluff the rival is likeliest to
// swallow, doubting instead of believing), each played from a determinized
// copy through the rest of this turn and the next one, then judged by
// `evaluate`. In the playouts every seat plays the heuristic, except that a
// rival asked to doubt answers as its public record says it does: a rider
// who has doubted everything doubts, one who never doubts believes, one that
// answers like the heuristic answers by the odds (`doubtChance`).

import type { BotPlan, PlayoutPolicy, Seat } from '../../core/contract.ts';
import { choosePonyAction, ponyBot, rethrowGains } from './bot.ts';
import { COMBO_STEPS, shows, type Combo } from './rules/combos.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { awaiting } from './rules/legal.ts';
import type { PonyAction, PonyState } from './types.ts';

/** Plans weighed per decision: the heuristic's move and at most this many others. */
const OTHERS = 3;

/**
 * Playouts per decision (over every plan; a playout is about two turns) and
 * the inputs one may last. Only decisions with more than one plan pay for
 * them: a re-throw or claim, or an answer to a claim.
 */
export const PONY_HARD_BUDGET = { iterations: 128, rolloutDepth: 80 } as const;

// ---------------------------------------------------------------------------
// The rival's habit of doubting

/**
 * Three kinds of doubter a rival may be, with prior weights: one that answers
 * like the heuristic (by the odds; it doubted 19 % of 2,597 claims in 200
 * heuristic games, seed 5), one that doubts nearly always, one that nearly
 * never doubts. The rival's record (doubts among answers) weighs them by
 * Bayes.
 */
const DOUBTERS = {
  byOdds: { prior: 0.8, rate: 0.19 },
  always: { prior: 0.1, rate: 0.95 },
  never: { prior: 0.1, rate: 0.05 },
} as const;
/** How often a rider who answers by the odds answers otherwise than the heuristic does. */
const TREMBLE = 0.05;

/** Weights of the three kinds of doubter after `doubts` doubts in `answers` answers (they sum to 1). */
export function doubterKinds(doubts: number, answers: number): { byOdds: number; always: number; never: number } {
  const like = (k: { prior: number; rate: number }): number => k.prior * k.rate ** doubts * (1 - k.rate) ** (answers - doubts);
  const byOdds = like(DOUBTERS.byOdds);
  const always = like(DOUBTERS.always);
  const never = like(DOUBTERS.never);
  const sum = byOdds + always + never;
  return { byOdds: byOdds / sum, always: always / sum, never: never / sum };
}

/**
 * Chance that `seat`, asked to doubt a claim, doubts, given whether the
 * heuristic in its place would (`oddsSayDoubt`) and its public record.
 * `pending`: the question now put to it is already counted in `asked`.
 */
export function doubtChance(s: PonyState, seat: Seat, oddsSayDoubt: boolean, pending: boolean): number {
  const st = s.stats[seat]!;
  const answers = Math.max(st.doubtsMade, st.asked - (pending ? 1 : 0));
  const w = doubterKinds(st.doubtsMade, answers);
  const byOdds = oddsSayDoubt ? 1 - TREMBLE : TREMBLE;
  return w.byOdds * byOdds + w.always * DOUBTERS.always.rate + w.never * DOUBTERS.never.rate;
}

// ---------------------------------------------------------------------------
// Playouts

const moveKey = (a: PonyAction): string => JSON.stringify(a.type === 'rethrow' ? { ...a, dice: [...a.dice].sort((x, y) => x - y) } : a);

/** The legal list's own copy of `a` (a re-throw's dice may be listed in another order), or null. */
const legalCopy = (actions: readonly PonyAction[], a: PonyAction): PonyAction | null => actions.find((x) => moveKey(x) === moveKey(a)) ?? null;

/** The heuristic's move, as the legal list's copy. */
function heuristicMove(s: PonyState, seat: Seat, actions: PonyAction[], random: () => number): PonyAction {
  const chosen = choosePonyAction(s, seat, 'hard', random, actions);
  return legalCopy(actions, chosen) ?? chosen;
}

/**
 * The heuristic for every seat, except a rival of `me` asked to doubt: it
 * doubts with `doubtChance` (its record against what the odds say).
 */
export function ponyPlayoutPolicy(_root: PonyState, me: Seat): PlayoutPolicy<PonyState, PonyAction> {
  const pick = (s: PonyState, actions: PonyAction[], random: () => number): PonyAction => {
    const ph = s.phase;
    if (ph.kind === 'challenge' && ph.challenger !== me) {
      const odds = heuristicMove(s, ph.challenger, actions, random).type === 'doubt';
      const want = random() < doubtChance(s, ph.challenger, odds, true) ? 'doubt' : 'believe';
      return actions.find((a) => a.type === want) ?? actions[0]!;
    }
    const aw = awaiting(s);
    return heuristicMove(s, aw.kind === 'decision' ? aw.seat : s.turn, actions, random);
  };
  return { pick };
}

/** Where a turn stands in the whole game (rounds times seats plus the active seat): it only grows. */
const turnIndex = (s: PonyState): number => s.round * s.players + s.turn;

/**
 * A playout runs through the rest of this turn and the next one: a claim's
 * answer, the space it lands on and a night in jail (the jailed seat's next
 * turn, in a race of two) are seen, not guessed.
 */
export function ponyHorizon(start: PonyState, s: PonyState): boolean {
  return s.phase.kind === 'over' || turnIndex(s) >= turnIndex(start) + 2;
}

// ---------------------------------------------------------------------------
// Plans

/**
 * A rough worth in steps of claiming `combo` now, for choosing which claims
 * to weigh (the playouts judge them): the steps if believed, and a caught
 * bluff hands them to the doubter; the rival doubts as `doubtChance` says.
 */
function claimWorth(s: PonyState, seat: Seat, combo: Combo, random: () => number): number {
  const steps = COMBO_STEPS[combo];
  const r = apply(s, { kind: 'action', seat, action: { type: 'claim', combo } });
  if (!r.ok) return -Infinity;
  const t = r.state;
  if (t.phase.kind !== 'challenge') return steps;
  const challenger = t.phase.challenger;
  const odds = choosePonyAction(t, challenger, 'hard', random).type === 'doubt';
  const pDoubt = doubtChance(t, challenger, odds, true);
  const honest = shows(
    s.dice.map((d) => d.face),
    combo,
  );
  return honest ? steps : (1 - pDoubt) * steps - pDoubt * steps;
}

/**
 * The heuristic's move first, then (at most OTHERS, no repeats):
 * - deciding on the dice: claiming now without a re-throw (the heuristic's
 *   claim), the best re-throw (with each landing), the honest claim, and the
 *   claims with the best rough worth against this rival (a bluff it is likely
 *   to swallow);
 * - asked to doubt: the other answer, unless the answer is plain (`PLAIN_DOUBT`);
 * - in jail or at a station: the other choices.
 * Elsewhere (cards, duels, the draft) only the heuristic's move: it stands.
 */
export function ponyPlans(state: PonyState, seat: Seat, actions: PonyAction[], random: () => number): BotPlan<PonyAction>[] {
  const first = heuristicMove(state, seat, actions, random);
  const others: PonyAction[] = [];
  const ph = state.phase;
  if (ph.kind === 'challenge') {
    // A plain answer (the claim almost surely false, or true) is not weighed, as in the tree search: far ahead or
    // behind, where every line ends alike, the playouts' tiny differences would otherwise doubt a sure claim.
    others.push(...(ponyBot.candidateActions?.(state, actions) ?? actions));
  } else if (ph.kind === 'jail' || ph.kind === 'station') {
    others.push(...actions);
  } else if (ph.kind === 'decide') {
    const claims = actions.filter((a): a is Extract<PonyAction, { type: 'claim' }> => a.type === 'claim');
    const faces = state.dice.map((d) => d.face);
    const noRethrow = actions.filter((a) => a.type !== 'rethrow');
    if (first.type === 'rethrow') others.push(heuristicMove(state, seat, noRethrow, random));
    // The best re-throw, landing as the heuristic lands it (the larger group hidden), the other landing last.
    const top = rethrowGains(faces)[0];
    const landings = top && top.dice.length >= 5 - top.dice.length ? (['cup', 'open'] as const) : (['open', 'cup'] as const);
    const rethrows = top ? landings.map((landing) => legalCopy(actions, { type: 'rethrow', dice: top.dice, landing })) : [];
    if (rethrows[0]) others.push(rethrows[0]);
    const honest = [...claims].reverse().find((a) => shows(faces, a.combo));
    const ranked = claims
      .filter((a) => a.combo !== 'nothing')
      .map((a) => ({ a, worth: claimWorth(state, seat, a.combo, random) }))
      .sort((x, y) => y.worth - x.worth)
      .map((x) => x.a);
    // The best claim by rough worth before the honest one: a plan list short of room keeps the likelier gain.
    others.push(...ranked.slice(0, 1), ...(honest ? [honest] : []), ...ranked.slice(1, 2));
    if (rethrows[1]) others.push(rethrows[1]);
  }
  const seen = new Set([moveKey(first)]);
  const plans: BotPlan<PonyAction>[] = [{ actions: [first], label: describeAction(state, first) }];
  for (const a of others) {
    if (plans.length > OTHERS) break;
    const k = moveKey(a);
    if (seen.has(k) || !legalCopy(actions, a)) continue;
    seen.add(k);
    plans.push({ actions: [legalCopy(actions, a)!], label: describeAction(state, a) });
  }
  return plans;
}
