// Bot hooks and the heuristic policy for Mail Run to Sacramento. The policy reads the
// game through `view(state, seat)`, so it never sees dice under another
// rider's cup or other riders' cards. Flicks are aimed by the physics layer
// (aimFlick); `sampleFlick` only serves search and physics-free sims.

import type { AwaitFlick, BotHooks, FlickOutcome, Seat } from '../../core/contract.ts';
import { POKER_FACES, type PokerFace } from '../../core/dice-kinds.ts';
import { LAST_POS, STATION_FARES, TRACK_LENGTH, nextStation } from './data/board.ts';
import { cardKind, type CardKind } from './data/cards.ts';
import { COMBOS, COMBO_STEPS, bestCombo, chanceWith, forEachCompletion, multisetKey, sampleShowing, shows, type Combo } from './rules/combos.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { cloneState } from './rules/state.ts';
import { hiddenCount, openFaces, rethrowCost, whoMayDoubt } from './rules/turn-facts.ts';
import type { PonyAction, PonyState } from './types.ts';

export type BotLevel = 'easy' | 'hard';
type Random = () => number;

// ---------------------------------------------------------------------------
// Hooks

function progress(s: PonyState, seat: Seat): number {
  const r = s.riders[seat]!;
  return r.pos / LAST_POS + r.gold * 0.012 - (r.jailed ? 0.04 : 0) + r.hand.length * 0.01;
}

export function evaluate(s: PonyState, seats: number): number[] {
  if (s.winner !== null) return Array.from({ length: seats }, (_, i) => (i === s.winner ? 1 : 0));
  const w = Array.from({ length: seats }, (_, i) => Math.exp(8 * progress(s, i)));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/**
 * Re-sample what `seat` cannot see: dice under another rider's cup, other
 * hands, the deck, others' card choices. Facing a claim, the cup is filled to
 * match it as often as the claimant's public record says it tells the truth,
 * so search neither trusts nor doubts blindly.
 */
export function determinize(s: PonyState, seat: Seat, random: Random): PonyState {
  const out = cloneState(s);
  if (seat !== out.turn && !out.revealed && out.dice.length > 0) {
    const claim = out.phase.kind === 'challenge' ? out.phase.claim : null;
    const cup = out.dice.filter((d) => d.where === 'cup');
    const open = out.dice.filter((d) => d.where === 'open').map((d) => d.face);
    const honest =
      claim !== null && random() < honestyEstimate(s, seat, claim) ? sampleShowing(open, cup.length, claim, random) : null;
    cup.forEach((d, i) => {
      d.face = honest ? honest[i]! : POKER_FACES[Math.floor(random() * 6)]!;
    });
  }
  const ph = out.phase;
  const hiddenOffer = (ph.kind === 'relay' || ph.kind === 'draft') && ph.seat !== seat ? ph.offered : [];
  const others = out.riders.filter((r) => r.seat !== seat);
  const pool = [...out.deck, ...hiddenOffer, ...others.flatMap((r) => r.hand)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  for (const r of others) r.hand = pool.splice(0, r.hand.length);
  if (hiddenOffer.length > 0 && (ph.kind === 'relay' || ph.kind === 'draft')) ph.offered = pool.splice(0, ph.offered.length);
  out.deck = pool;
  return out;
}

/**
 * Chance that a flick at a figure this far away knocks it over, for search
 * only: the mean of easy and hard physics-aimed flicks on our layout (10 each:
 * duel at 85 cm easy 1, hard 8; Indians at 36 cm easy 5, hard 9 — at least one down).
 */
export const hitChance = (distance: number): number => Math.min(0.85, Math.max(0.1, 0.88 - distance / 200));
const BYSTANDER_CHANCE = 0.04;

export function sampleFlick(_s: PonyState, request: AwaitFlick, random: Random): FlickOutcome {
  const down: string[] = [];
  const bystandersHit: string[] = [];
  for (const f of request.figures) {
    if (f.role === 'target') {
      if (random() < hitChance(Math.hypot(f.x - request.from.x, f.z - request.from.z))) down.push(f.id);
    } else if (random() < BYSTANDER_CHANCE) {
      down.push(f.id);
      bystandersHit.push(f.id);
    }
  }
  const aim = request.figures.find((f) => f.role === 'target') ?? { x: request.from.x, z: request.from.z };
  return {
    kind: 'flick',
    touched: [...down],
    fallen: down,
    offBoard: [],
    bystandersHit,
    dieRest: { x: aim.x, z: aim.z },
    dieOffTable: false,
  };
}

/** Search needs no log: copies stay small. */
const lean = (s: PonyState): PonyState => ({ ...s, log: [] });

const key = (a: PonyAction): string => JSON.stringify(a.type === 'rethrow' ? { ...a, dice: [...a.dice].sort() } : a);

/**
 * Prune for search (both levels; easy's random pick also draws from this list):
 * - a doubt whose answer is plain is not searched: a claim that is almost
 *   surely false is doubted, one almost surely true believed (`PLAIN_DOUBT`);
 * - a bluff the table would almost surely see through is not made while someone
 *   may doubt (`ABSURD_BLUFF`): the claimant's dice do not show it and the
 *   open dice make it nearly impossible;
 * - the 60 re-throw choices shrink to the three best (both landings).
 * Every claim the dice show and every card stay.
 */
function candidateActions(s: PonyState, actions: PonyAction[]): PonyAction[] {
  const ph = s.phase;
  if (ph.kind === 'challenge') {
    const pTrue = honestyEstimate(s, ph.challenger, ph.claim);
    if (pTrue < PLAIN_DOUBT.doubtBelow) return actions.filter((a) => a.type === 'doubt');
    if (pTrue > PLAIN_DOUBT.believeAbove) return actions.filter((a) => a.type === 'believe');
    return actions;
  }
  if (ph.kind !== 'decide') return actions;
  const faces = s.dice.map((d) => d.face);
  const checked = !s.flags.swornWord && whoMayDoubt(s) !== null;
  const absurd = (a: PonyAction): boolean =>
    checked && a.type === 'claim' && !shows(faces, a.combo) && claimCredibility(s, a.combo) < ABSURD_BLUFF;
  // The three best re-throws by expected gain, each landing either way.
  const top = new Set(
    rethrowGains(faces)
      .slice(0, 3)
      .map((g) => g.dice.join()),
  );
  const kept = actions.filter((a) => !absurd(a) && (a.type !== 'rethrow' || top.has([...a.dice].sort((x, y) => x - y).join())));
  return kept.length > 0 ? kept : actions;
}

/** Rollouts follow the hard heuristic (a random legal move if it picks something pruned). */
function rolloutAction(s: PonyState, actions: PonyAction[], random: Random): PonyAction {
  const aw = awaiting(s);
  if (aw.kind === 'decision') {
    const want = key(choosePonyAction(s, aw.seat, 'hard', random, actions));
    const hit = actions.find((a) => key(a) === want);
    if (hit) return hit;
  }
  return actions[Math.floor(random() * actions.length)]!;
}

export const ponyBot: BotHooks<PonyState, PonyAction> = {
  evaluate,
  determinize,
  sampleFlick,
  candidateActions,
  rolloutAction,
  lean,
  // Hard's budget, plans, playout policy and horizon are in hard.ts (index.ts joins them).
};

// ---------------------------------------------------------------------------
// Policy

/**
 * Knobs of the policy's hard mode (the heuristic level), measured in physics-free
 * tournaments against its easy mode (such runs are now `npm run sim -- --game
 * pony-express --physics model`): valuing a gold at 1.5 steps (so paid re-throws are rare; gold buys safety in duels,
 * poker rounds and jail) beat 0.5–1.2 by 6–10 points against easy.
 */
export const TUNING = {
  goldWorth: 1.5,
  rethrowMargin: 0.4,
  bail: 6,
} as const;

const CARD_VALUE: Record<CardKind, number> = {
  tailwind: 5,
  'short-cut': 5,
  'sworn-word': 4,
  pardon: 3,
  'gold-strike': 4,
  spurs: 3,
  sandstorm: 3,
  horseshoe: 2,
  pickpocket: 2,
  telegraph: 2,
  'lucky-shot': 3,
};

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const find = <T extends PonyAction['type']>(acts: PonyAction[], type: T): Extract<PonyAction, { type: T }>[] =>
  acts.filter((a): a is Extract<PonyAction, { type: T }> => a.type === type);

/** Expected steps of the best combination after re-throwing `reroll` dice and keeping `kept` faces. */
function expectedSteps(kept: PokerFace[], reroll: number): number {
  const key = multisetKey(kept) * 8 + reroll;
  const hit = evCache.get(key);
  if (hit !== undefined) return hit;
  let total = 0;
  let n = 0;
  forEachCompletion(kept, reroll, (faces) => {
    total += COMBO_STEPS[bestCombo(faces)];
    n += 1;
  });
  const ev = total / n;
  evCache.set(key, ev);
  return ev;
}
const evCache = new Map<number, number>();

/** The best re-throw by expected gain minus the gold's worth, or null. */
interface RethrowGain {
  dice: number[];
  /** Expected steps after the re-throw minus the steps the dice show now. */
  gain: number;
}
const gainCache = new Map<number, RethrowGain[]>();

/** Every re-throw of these five dice (in order), best expected gain first; cached per ordered throw. */
export function rethrowGains(faces: readonly PokerFace[]): RethrowGain[] {
  const key = faces.reduce((k, f) => k * 6 + POKER_FACES.indexOf(f), 0);
  const hit = gainCache.get(key);
  if (hit) return hit;
  const now = COMBO_STEPS[bestCombo(faces)];
  const out: RethrowGain[] = [];
  for (let mask = 1; mask < 31; mask++) {
    const dice = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    const kept = faces.filter((_, i) => !dice.includes(i));
    out.push({ dice, gain: expectedSteps(kept, dice.length) - now });
  }
  out.sort((a, b) => b.gain - a.gain);
  gainCache.set(key, out);
  return out;
}

function bestRethrow(s: PonyState, faces: PokerFace[], level: BotLevel): Extract<PonyAction, { type: 'rethrow' }> | null {
  const { cost } = rethrowCost(s);
  const goldWorth = level === 'hard' ? TUNING.goldWorth : 0.5;
  const top = rethrowGains(faces)[0]!;
  const best = { dice: top.dice, gain: top.gain - cost * goldWorth };
  if (best.gain <= (level === 'hard' ? TUNING.rethrowMargin : 0.6)) return null;
  // Hide the larger group: with the cup the kept dice come out open.
  const landing = best.dice.length >= 5 - best.dice.length ? 'cup' : 'open';
  return { type: 'rethrow', dice: best.dice, landing };
}

/** Prior chance that a rider whose dice fall short claims one particular combination anyway. */
const BLUFF_PRIOR = 1 / 32;

/**
 * Public record of how often a seat, its dice falling short, claims one
 * particular combination anyway: caught bluffs among its doubted claims (prior
 * 1 in 16), halved because a bluffer spreads its bluffs over several claims.
 */
const bluffRate = (s: PonyState, seat: Seat): number => {
  const st = s.stats[seat]!;
  return ((st.caughtBluffing + BLUFF_PRIOR * 4) / (st.doubted + 2)) * 0.5;
};

/** Public record of how often a seat doubts when asked. */
const doubtRate = (s: PonyState, seat: Seat): number => {
  const st = s.stats[seat]!;
  return (st.doubtsMade + 1) / (st.asked + 5);
};

/**
 * Chance that the active rider's dice show `claim`, from what everyone sees:
 * the open dice, how many lie under the cup, and how many tries it had. Each
 * re-throw was a try (dice kept hidden were chosen), and stopping while it
 * could still pay for another throw counts as one more: a rider with weak dice
 * would have thrown again. Never the hidden faces.
 */
export function claimChance(s: PonyState, claim: Combo): number {
  const p = chanceWith(openFaces(s), hiddenCount(s), claim);
  if (p <= 0 || p >= 1) return p;
  const couldGoOn = s.riders[s.turn]!.gold >= rethrowCost(s).cost;
  return 1 - (1 - p) ** (1 + s.flags.rethrows + (couldGoOn ? 1 : 0));
}

/** How believable a claim is before the claimant's record (`honestyEstimate` with the prior bluff rate). */
export function claimCredibility(s: PonyState, claim: Combo): number {
  const p = claimChance(s, claim);
  return p / (p + (1 - p) * BLUFF_PRIOR);
}


/**
 * P(the claim is true | what the seat sees), by Bayes: the dice show the claim
 * with chance p (`claimChance`); when they do not, the claimant says it anyway
 * at its public bluff rate q. So P(true) = p / (p + (1 − p)·q). Five of a kind
 * from five hidden dice (p ≈ 0.1 %) is almost never true; a pair (p ≈ 99 %) almost always.
 */
export function honestyEstimate(s: PonyState, _seat: Seat, claim: Combo): number {
  if (claim === 'nothing') return 1;
  const p = claimChance(s, claim);
  const q = bluffRate(s, s.turn);
  return p / (p + (1 - p) * q);
}

/** Search does not weigh a doubt whose answer is plain (both levels; see candidateActions). */
export const PLAIN_DOUBT = { doubtBelow: 0.08, believeAbove: 0.97 } as const;
/** Below this chance of being true even the gullible easy bot doubts. */
const EASY_DOUBT_BELOW = 0.15;
/**
 * A bluff this unbelievable (to a doubter with the prior) is not made while
 * someone may doubt: even the easy bot would see through it.
 */
export const ABSURD_BLUFF = EASY_DOUBT_BELOW;
/** What a wrong doubt costs the doubter in steps: a turn in jail (about a claim's worth). */
const WRONG_DOUBT_COST = 3.2;

function chooseClaim(s: PonyState, level: BotLevel, random: Random, acts: PonyAction[]): Combo {
  const me = s.turn;
  const faces = s.dice.map((d) => d.face);
  const legal = find(acts, 'claim').map((a) => a.combo);
  const honest = bestCombo(faces);
  const doubter = s.flags.swornWord ? null : whoMayDoubt(s);
  if (doubter === null) return legal[legal.length - 1]!; // nobody can check: claim the most the open dice allow
  if (level === 'easy') {
    if (honest === 'nothing' && legal.includes('pair') && random() < 0.6) return 'pair';
    return honest;
  }
  const lead = Math.max(...s.riders.filter((r) => r.seat !== me).map((r) => r.pos));
  let best: { c: Combo; v: number } = { c: honest, v: COMBO_STEPS[honest] };
  for (const c of COMBOS) {
    if (!legal.includes(c) || c === 'nothing' || shows(faces, c)) continue;
    // A bluff: the doubter's habit (more for big claims), up to twice that as the claim looks less believable
    // from what the doubter sees; a bluff even the easy bot sees through is as good as caught.
    const steps = COMBO_STEPS[c];
    const credible = claimCredibility(s, c);
    const pDoubt = credible < ABSURD_BLUFF ? 0.95 : Math.min(0.95, doubtRate(s, doubter) * (1 + steps / 7) * (2 - credible));
    const caughtCost = steps * 0.8 + (s.riders[me]!.pos < lead ? 0.5 : 0);
    const value = (1 - pDoubt) * steps - pDoubt * caughtCost;
    if (value > best.v + 0.3) best = { c, v: value };
  }
  return best.c;
}

/**
 * Doubt or believe: weigh P(true | what this seat sees) against what each
 * outcome is worth. A right doubt denies the claimant its steps and lets the
 * doubter ride them (twice the steps in a race of two); a wrong doubt costs a
 * turn in jail (the claimant rides either way). Easy is gullible: it doubts
 * only what is nearly impossible, or now and then on a whim.
 */
function challengeChoice(s: PonyState, seat: Seat, claim: Combo, level: BotLevel, random: Random): boolean {
  const pTrue = honestyEstimate(s, seat, claim);
  if (level === 'easy') return pTrue < EASY_DOUBT_BELOW || random() < 0.1;
  const steps = COMBO_STEPS[claim];
  // A claim that would carry the claimant to Sacramento is worth checking harder.
  const reachesMail = s.riders[s.turn]!.pos + steps >= TRACK_LENGTH;
  const gain = (1 - pTrue) * steps * 2 * (reachesMail ? 2.5 : 1);
  const loss = pTrue * WRONG_DOUBT_COST;
  return gain > loss;
}

function startChoice(s: PonyState, acts: PonyAction[], level: BotLevel, random: Random): PonyAction {
  const plays = find(acts, 'play');
  const me = s.riders[s.turn]!;
  if (level === 'easy') return plays.length > 0 && random() < 0.3 ? pick(random, plays) : { type: 'ride' };
  const leader = [...s.riders].filter((r) => r.seat !== me.seat).sort((a, b) => b.pos - a.pos)[0];
  for (const p of plays) {
    const k = cardKind(p.card);
    if (k === 'gold-strike' || k === 'tailwind' || k === 'telegraph') return p;
    if (k === 'short-cut' && (nextStation(me.pos) ?? 0) - me.pos >= 3) return p;
    if (k === 'sandstorm' && leader && p.target === leader.seat && leader.pos >= me.pos) return p;
    if (k === 'pickpocket' && p.target === [...s.riders].sort((a, b) => b.gold - a.gold).find((r) => r.seat !== me.seat)?.seat) return p;
  }
  return { type: 'ride' };
}

function decideChoice(s: PonyState, acts: PonyAction[], level: BotLevel, random: Random): PonyAction {
  const faces = s.dice.map((d) => d.face);
  const plays = find(acts, 'play');
  const canRethrow = find(acts, 'rethrow').length > 0;
  if (level === 'hard') {
    const gs = plays.find((p) => cardKind(p.card) === 'gold-strike');
    if (gs) return gs;
  }
  const rt = canRethrow ? bestRethrow(s, faces, level) : null;
  if (rt) {
    if (level === 'hard' && rethrowCost(s).cost > 0) {
      const hs = plays.find((p) => cardKind(p.card) === 'horseshoe');
      if (hs) return hs;
    }
    return rt;
  }
  const claim = chooseClaim(s, level, random, acts);
  if (level === 'hard' && claim !== 'nothing') {
    const bluffing = !shows(faces, claim);
    const sw = plays.find((p) => cardKind(p.card) === 'sworn-word');
    if (sw && bluffing) return sw;
    const sp = plays.find((p) => cardKind(p.card) === 'spurs');
    if (sp && COMBO_STEPS[claim] >= 3) return sp;
  }
  return { type: 'claim', combo: claim };
}

/** The bot's decision for `seat` (the game must await a decision from it). */
export function choosePonyAction(
  s: PonyState,
  seat: Seat,
  level: BotLevel,
  random: Random,
  acts: PonyAction[] = legalActions(s),
): PonyAction {
  if (acts.length === 0) throw new Error('no decision is pending');
  const ph = s.phase;
  const me = s.riders[seat]!;
  switch (ph.kind) {
    case 'draft':
    case 'relay': {
      const keeps = find(acts, 'keep-card');
      if (level === 'easy') return pick(random, keeps);
      return keeps.reduce((a, b) => (CARD_VALUE[cardKind(b.card)] > CARD_VALUE[cardKind(a.card)] ? b : a));
    }
    case 'start':
      return startChoice(s, acts, level, random);
    case 'jail': {
      if (level === 'hard') {
        const pardon = find(acts, 'play').find((p) => cardKind(p.card) === 'pardon');
        if (pardon) return pardon;
        if (me.gold >= TUNING.bail && acts.some((a) => a.type === 'pay-bail')) return { type: 'pay-bail' };
      }
      return { type: 'escape' };
    }
    case 'decide':
      return decideChoice(s, acts, level, random);
    case 'challenge':
      return challengeChoice(s, seat, ph.claim, level, random) ? { type: 'doubt' } : { type: 'believe' };
    case 'bluff-caught':
      return { type: 'take-steps' };
    case 'duel':
    case 'final-duel': {
      const lucky = find(acts, 'play')[0];
      // Hard saves nothing for later in the final duel; easy plays it half the time.
      if (lucky && (ph.kind === 'final-duel' || level === 'hard' || random() < 0.5)) return lucky;
      return { type: 'aim' };
    }
    case 'station': {
      const fare = STATION_FARES[ph.space] ?? 99;
      const canRide = acts.some((a) => a.type === 'take-train');
      if (!canRide) return { type: 'stay' };
      if (level === 'easy') return random() < 0.5 ? { type: 'take-train' } : { type: 'stay' };
      return me.gold >= fare + 1 ? { type: 'take-train' } : { type: 'stay' };
    }
    default:
      return acts[0]!;
  }
}
