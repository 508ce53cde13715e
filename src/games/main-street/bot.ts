// Bot hooks for the engine's search bot. The only hidden thing is the bag's
// order (the generator in the state): determinize re-seeds it, so search
// samples draws instead of knowing them. Dice are sampled by the engine.

import type { BotHooks, Seat } from '../../core/contract.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { AWNING_COSTS, BAR_POINTS } from './data.ts';
import { previewAction } from './rules/actions.ts';
import { score } from './rules/score.ts';
import { betterShooter } from './rules/showdown.ts';
import { endTriggers, nextBarPrice } from './rules/state.ts';
import type { MainStreetAction, MainStreetState } from './types.ts';

type Random = () => number;

/** Points a seat can count on, plus what its stone, gold and awnings are worth for later. */
export function worth(s: MainStreetState, seat: Seat): number {
  const p = s.seats[seat]!;
  let v = score(s, seat) + TUNING.stone * p.stone;
  const price = nextBarPrice(s);
  // Gold close to a bar is worth a little more (the bar doubles its points).
  if (price !== null) v += TUNING.barPull * Math.min(1, p.gold / price) * (BAR_POINTS - price);
  const owned = s.awnings.filter((a) => a?.owner === seat);
  // An awning keeps paying while the game lasts: miners bring its owner draws.
  const left = endTriggers(s).length > 0 ? 0.3 : 1;
  v += left * owned.reduce((a, aw) => a + (aw!.points === 10 ? TUNING.highAwning : TUNING.lowAwning), 0);
  return v;
}

export const TUNING = {
  stone: 0.45,
  barPull: 0.4,
  lowAwning: 2.5,
  highAwning: 3.5,
  temperature: 7,
} as const;

export function evaluate(s: MainStreetState, seats: number): number[] {
  const v = Array.from({ length: seats }, (_, i) => worth(s, i));
  const top = Math.max(...v);
  const w = v.map((x) => Math.exp((x - top) / TUNING.temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** The bag's order is unknown to every seat: a fresh generator gives another, equally likely one. */
export function determinize(s: MainStreetState, _seat: Seat, random: Random): MainStreetState {
  return { ...s, rng: rngFromSeed(Math.floor(random() * 0x100000000)) };
}

const lean = (s: MainStreetState): MainStreetState => ({ ...s, log: [], events: [] });

/**
 * Pruning for search: while the bag holds no dynamite, letting your own
 * builder act before a meeple that brings you draws can only leave you
 * poorer when you pay, so those orders are not searched. (With dynamite in
 * the bag, building first can save stone from a blast: every order stays.)
 */
export function candidateActions(s: MainStreetState, actions: MainStreetAction[]): MainStreetAction[] {
  if (s.phase.kind !== 'act' || s.bag.dynamite > 0) return actions;
  const drawsForMe = actions.some((a) => {
    if (a.type !== 'act') return false;
    const pv = previewAction(s, a.building);
    return pv !== null && pv.drawer === s.turn && pv.draws > 0;
  });
  if (!drawsForMe) return actions;
  const kept = actions.filter((a) => {
    if (a.type !== 'act') return true;
    const pv = previewAction(s, a.building);
    return !(pv?.build && pv.build.seat === s.turn);
  });
  return kept.length > 0 ? kept : actions;
}

/** What acting at `building` now is roughly worth to the active seat (draws first, builders last). */
function actValue(s: MainStreetState, a: MainStreetAction): number {
  if (a.type === 'showdown') {
    const me = s.turn;
    const side = s.showdowns.findIndex((d) => d?.owner === me);
    if (side < 0) return 0.5;
    return betterShooter(s) === side ? 2 : 1;
  }
  if (a.type !== 'act') return 0;
  const pv = previewAction(s, a.building);
  if (!pv) return 0;
  if (pv.build) return pv.build.affordable && pv.build.seat === s.turn ? -1 : -0.5;
  const mine = pv.drawer === s.turn ? pv.draws : pv.drawer === null ? 0 : -pv.draws * 0.5;
  return mine;
}

/**
 * A cheap, sensible playout: draw before building, always build or upgrade
 * when offered, shoot again when behind; sow and pick places at random.
 */
export function rolloutAction(s: MainStreetState, actions: MainStreetAction[], random: Random): MainStreetAction {
  const ph = s.phase;
  if (ph.kind === 'act') {
    let best = actions[0]!;
    let bestV = -Infinity;
    for (const a of actions) {
      const v = actValue(s, a) + random() * 0.1;
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  }
  if (ph.kind === 'build') {
    const cost = AWNING_COSTS[ph.building]!;
    const p = s.seats[ph.seat]!;
    // Building beats a bar unless the gold would buy one now.
    const price = nextBarPrice(s);
    const wouldBuyBar = price !== null && p.gold >= price && p.gold - cost.gold < price;
    return actions.find((a) => a.type === (wouldBuyBar && random() < 0.5 ? 'decline' : 'build')) ?? actions[0]!;
  }
  if (ph.kind === 'showdown') return actions.find((a) => a.type === 'rethrow') ?? actions[0]!;
  return actions[Math.floor(random() * actions.length)]!;
}

export const mainStreetBot: BotHooks<MainStreetState, MainStreetAction> = {
  evaluate,
  determinize,
  candidateActions,
  rolloutAction,
  lean,
  // A step (apply + legal moves) costs about 40 µs of CPU; 120 iterations of
  // about 15 steps keep a hard decision near 30 ms of CPU, and hard still
  // beats easy by a wide margin (npm run sim -- --game main-street --levels hard,easy).
  // Easy: the engine's default easy (a random move one time in seven, noise
  // of 0.12 on values that differ by a few hundredths between moves) played
  // almost at random here and scored about 20 against hard's 110. Easy now
  // always searches, a third as deep as hard with half its rollout depth, and
  // a little noise on the values: it plays sensible moves but misses the
  // better ones (measured in docs/rules/main-street.md).
  budgets: { hard: { iterations: 120, rolloutDepth: 12 }, easy: { iterations: 40, rolloutDepth: 6, epsilon: 0, noise: 0.02 } },
};
