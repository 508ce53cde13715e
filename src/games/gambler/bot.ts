// Bot pieces for Gambler: a value model of a position (chips plus the share
// of each open row a seat can expect to finish), the evaluate/candidate hooks
// for the generic search bot, and a fast stand-alone policy for rollouts and
// for the sim when no search is wanted.

import type { BotHooks } from '../../core/contract.ts';
import { mulberry32 } from '../../core/rng.ts';
import { MAX_THROWS, TARGET_CHIPS } from './data/constants.ts';
import { rowLength } from './rules/fitting.ts';
import { currentTableau, maxRounds } from './rules/flow.ts';
import { apply } from './rules/apply.ts';
import { legalActions } from './rules/legal.ts';
import { result } from './rules/result.ts';
import type { GamblerAction, GamblerState } from './types.ts';

export type BotLevel = 'easy' | 'hard';

/** Chance that a seat holding at least `r` dice finishes a row missing `r` boxes in one turn (rough). */
const FINISH_CHANCE = [1, 0.8, 0.5, 0.28, 0.14, 0.07];
/** Turn laps looked ahead when sharing out an open row among the seats. */
const LAPS = 3;
/** Weight of a die still in hand, as a share of the open yellow value per die in play. */
const DIE_WEIGHT = 0.3;

/** Dice each seat can still throw this round (supply, plus the hand of the active seat). */
const diceOf = (s: GamblerState, seat: number): number =>
  (s.supply[seat] ?? 0) + (s.turn && seat === s.active ? s.turn.hand : 0);

/** Expected chips per seat at the end of the round, by the rough share model. */
export function expectedChips(s: GamblerState): number[] {
  const n = s.players;
  const out = s.chips.slice();
  if (s.over || !s.turn) return out;
  const tableau = currentTableau(s);
  const dice = Array.from({ length: n }, (_, i) => diceOf(s, i));
  const order: number[] = [];
  for (let lap = 0; lap < LAPS; lap++) {
    for (let k = 0; k < n; k++) order.push((s.active + k) % n);
  }
  let openYellow = 0;
  tableau.rows.forEach((spec, i) => {
    const missing = rowLength(spec.shape) - (s.rows[i]?.length ?? 0);
    if (missing <= 0) return;
    if (spec.colour === 'yellow') openYellow += spec.value;
    const sign = spec.colour === 'yellow' ? 1 : -1;
    let left = 1;
    for (const seat of order) {
      const d = dice[seat] ?? 0;
      const p = d >= missing ? (FINISH_CHANCE[missing] ?? 0) : 0;
      const take = left * p;
      out[seat] = (out[seat] ?? 0) + sign * spec.value * take;
      left -= take;
    }
    // Whatever is left goes to no one in particular.
    for (let seat = 0; seat < n; seat++) out[seat] = (out[seat] ?? 0) + (sign * spec.value * left) / n;
  });
  const inPlay = dice.reduce((a, b) => a + b, 0);
  if (inPlay > 0) {
    const perDie = (DIE_WEIGHT * openYellow) / inPlay;
    for (let seat = 0; seat < n; seat++) out[seat] = (out[seat] ?? 0) + perDie * (dice[seat] ?? 0);
  }
  return out;
}

/** Per-seat value in [0, 1]: a soft-max of expected chips, softer while many rounds remain. */
export function evaluate(s: GamblerState, seats: number): number[] {
  const res = result(s);
  if (res) {
    const top = res.ranking[0] ?? [];
    return Array.from({ length: seats }, (_, i) => (top.includes(i) ? 1 / top.length : 0));
  }
  const exp = expectedChips(s);
  const best = Math.max(...exp);
  // Reach-500: the race is about as long as the leader's distance to 500 at ~40 chips a round.
  const byStack = Math.max(0, maxRounds(s) - s.round);
  const roundsLeft =
    s.end === 'reach-500' ? Math.min(byStack, Math.max(0, Math.ceil((TARGET_CHIPS - best) / 40))) : byStack;
  const temperature = 20 + 15 * roundsLeft;
  const w = exp.map((c) => Math.exp((c - best) / temperature));
  const total = w.reduce((a, b) => a + b, 0);
  return Array.from({ length: seats }, (_, i) => (w[i] ?? 0) / total);
}

/** Drops duplicate placements (two dice with the same face into the same row are the same move). */
export function candidateActions(s: GamblerState, actions: GamblerAction[]): GamblerAction[] {
  const faces = s.turn?.faces;
  if (!faces) return actions;
  const seen = [0, 0, 0, 0, 0, 0]; // per row: bit f set once a face f is kept for it
  const out: GamblerAction[] = [];
  for (const a of actions) {
    if (a.type === 'place') {
      const face = faces[a.die];
      if (face == null) continue;
      const kept = seen[a.row] ?? 0;
      if (kept & (1 << face)) continue;
      seen[a.row] = kept | (1 << face);
    }
    out.push(a);
  }
  return out.length > 0 ? out : actions;
}

/**
 * The only hidden fact is the order of the tableaux under the top one: shuffle
 * those. The search copy also drops the log, which rules never read and which
 * would otherwise be copied on every simulated step.
 */
export function determinize(s: GamblerState, _seat: number, random: () => number): GamblerState {
  return { ...scrambleStack(s, random), log: [] };
}

/** Same state with the unseen part of the stack in another order (view must not change). */
export function scrambleStack(s: GamblerState, random: () => number): GamblerState {
  const seen = s.stack.slice(0, s.round);
  const unseen = s.stack.slice(s.round);
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j] as number, unseen[i] as number];
  }
  return { ...s, stack: [...seen, ...unseen] };
}

/** Points a placement scores at once: + a yellow row's value, − a black row's. */
function placementScore(s: GamblerState, a: Extract<GamblerAction, { type: 'place' }>): number {
  const spec = currentTableau(s).rows[a.row];
  if (!spec || (s.rows[a.row]?.length ?? 0) + 1 !== rowLength(spec.shape)) return 0;
  return spec.colour === 'yellow' ? spec.value : -Math.min(spec.value, s.chips[s.active] ?? 0);
}

/**
 * Cheap playout policy for the search bot: take yellow rows, dodge black
 * ones, place only what the must-place rule demands otherwise, and throw
 * again now and then while dice and throws remain.
 */
export function rolloutAction(s: GamblerState, actions: GamblerAction[], random: () => number): GamblerAction {
  let best: GamblerAction | null = null;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== 'place') continue;
    const score = placementScore(s, a) + random() * 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  const canStop = actions.some((a) => a.type === 'stop');
  if (best && (!canStop || bestScore > 1)) return best;
  const turn = s.turn;
  if (actions.some((a) => a.type === 'rethrow') && turn && turn.hand >= 2 && turn.throws < 3 && random() < 0.5) {
    return { type: 'rethrow' };
  }
  if (canStop) return { type: 'stop' };
  return best ?? actions[0]!;
}

export const gamblerBotHooks: BotHooks<GamblerState, GamblerAction> = {
  evaluate,
  candidateActions,
  determinize,
  rolloutAction,
  lean: (s) => ({ ...s, log: [] }),
};

// ---------------------------------------------------------------------------
// Stand-alone policy

/** Deterministic fallback randomness from the state, so a call without `random` stays pure. */
function stateRandom(s: GamblerState): () => number {
  return mulberry32(s.log.length * 2654435761 + s.round * 40503 + (s.turn?.throws ?? 0));
}

export const step = (s: GamblerState, a: GamblerAction): GamblerState => {
  const r = apply(s, { kind: 'action', seat: s.active, action: a });
  if (!r.ok) throw new Error(`bot chose an illegal action: ${r.error.code}`);
  return r.state;
};

/** The bot's search copies drop the log: it is never read and costs a copy per step. */
export const lean = (s: GamblerState): GamblerState => ({ ...s, log: [] });

const turnKey = (s: GamblerState): string =>
  `${s.rows.map((r) => r.join('')).join('|')}#${(s.turn?.faces ?? [])
    .filter((f) => f !== null)
    .sort()
    .join('')}#${s.turn?.placedSinceThrow ? 1 : 0}`;

/**
 * Best value for `me` of finishing this throw: place dice (in any order) and
 * then stop. Rethrows are judged separately at the root (see hardAction).
 */
export function bestPlan(s: GamblerState, me: number, memo: Map<string, number>): number {
  if (!s.turn || s.turn.faces === null || s.active !== me) return expectedChips(s)[me] ?? 0;
  const key = turnKey(s);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let best = -Infinity;
  for (const a of candidateActions(s, legalActions(s))) {
    if (a.type === 'rethrow') continue;
    const v = a.type === 'stop' ? (expectedChips(step(s, a))[me] ?? 0) : bestPlan(step(s, a), me, memo);
    if (v > best) best = v;
  }
  memo.set(key, best);
  return best;
}

/** Expected value for `me` of throwing the unplaced dice again, by sampling faces. */
export function rethrowValue(s: GamblerState, me: number, samples: number, random: () => number): number {
  const thrown = step(s, { type: 'rethrow' });
  let total = 0;
  for (let k = 0; k < samples; k++) {
    const faces = Array.from({ length: thrown.turn?.hand ?? 0 }, () => 1 + Math.floor(random() * 6));
    const r = apply(thrown, { kind: 'dice', faces });
    if (!r.ok) throw new Error(`sampled throw rejected: ${r.error.code}`);
    total += bestPlan(r.state, me, new Map());
  }
  return total / samples;
}

export const SAMPLES = 24;

function hardAction(state: GamblerState, random: () => number): GamblerAction {
  const s = lean(state);
  const me = s.active;
  const memo = new Map<string, number>();
  const actions = candidateActions(s, legalActions(s));
  let best: GamblerAction | null = null;
  let bestValue = -Infinity;
  for (const a of actions) {
    let v: number;
    if (a.type === 'rethrow') v = rethrowValue(s, me, SAMPLES, random);
    else if (a.type === 'stop') v = expectedChips(step(s, a))[me] ?? 0;
    else v = bestPlan(step(s, a), me, memo);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = a;
    }
  }
  if (!best) throw new Error('no legal action to choose from');
  return best;
}

/** A novice: completes a yellow row when it sees one, otherwise places at random and often throws again. */
function easyAction(s: GamblerState, random: () => number): GamblerAction {
  const actions = legalActions(s);
  const tableau = currentTableau(s);
  const places = actions.filter((a): a is Extract<GamblerAction, { type: 'place' }> => a.type === 'place');
  const yellowFinish = places.filter((a) => {
    const spec = tableau.rows[a.row];
    return !!spec && spec.colour === 'yellow' && (s.rows[a.row]?.length ?? 0) + 1 === rowLength(spec.shape);
  });
  if (yellowFinish.length > 0) return yellowFinish[Math.floor(random() * yellowFinish.length)]!;
  const mustPlace = !actions.some((a) => a.type === 'stop');
  if (mustPlace || (places.length > 0 && random() < 0.35)) {
    const pick = places[Math.floor(random() * places.length)];
    if (pick) return pick;
  }
  const canRethrow = actions.some((a) => a.type === 'rethrow');
  if (canRethrow && (s.turn?.throws ?? MAX_THROWS) < 3 && random() < 0.6) return { type: 'rethrow' };
  return { type: 'stop' };
}

/** A fast policy for the seat that must decide (throws are physical, not decided here). */
export function heuristicAction(
  s: GamblerState,
  level: BotLevel,
  random: () => number = stateRandom(s),
): GamblerAction {
  if (s.over || !s.turn || s.turn.faces === null) throw new Error('No decision is awaited');
  return level === 'hard' ? hardAction(s, random) : easyAction(s, random);
}
