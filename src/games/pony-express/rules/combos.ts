// Poker-dice combinations: recognition, steps, ranking, and the two questions
// the claim rules ask ("do these dice show that combination?" and "could the
// hidden dice still make it, given the open ones?").

import { POKER_FACES, type PokerFace } from '../../../core/dice-kinds.ts';

export const COMBOS = ['nothing', 'pair', 'two-pairs', 'three', 'straight', 'full-house', 'four', 'five'] as const;
export type Combo = (typeof COMBOS)[number];

/** Steps a combination moves (seed: pair 1 … five of a kind 7); also gold in the mine and saloon. */
export const COMBO_STEPS: Record<Combo, number> = {
  nothing: 0,
  pair: 1,
  'two-pairs': 2,
  three: 3,
  straight: 4,
  'full-house': 5,
  four: 6,
  five: 7,
};

export const COMBO_NAMES: Record<Combo, string> = {
  nothing: 'nothing',
  pair: 'a pair',
  'two-pairs': 'two pairs',
  three: 'three of a kind',
  straight: 'a straight',
  'full-house': 'a full house',
  four: 'four of a kind',
  five: 'five of a kind',
};

export const isCombo = (x: unknown): x is Combo => typeof x === 'string' && (COMBOS as readonly string[]).includes(x);

/** 0 for 9 … 5 for A: the published order A > K > Q > J > 10 > 9. */
const RANK: Record<PokerFace, number> = { '9': 0, '10': 1, J: 2, Q: 3, K: 4, A: 5 };

function counts(faces: readonly PokerFace[]): number[] {
  const c = [0, 0, 0, 0, 0, 0];
  for (const f of faces) c[RANK[f]]! += 1;
  return c;
}

/** A number naming a multiset of faces (order does not matter): base-6 digit per face count. */
export function multisetKey(faces: readonly PokerFace[]): number {
  let k = 0;
  for (const f of faces) k += 6 ** RANK[f];
  return k;
}
const COMBO_INDEX: Record<Combo, number> = {
  nothing: 0,
  pair: 1,
  'two-pairs': 2,
  three: 3,
  straight: 4,
  'full-house': 5,
  four: 6,
  five: 7,
};
// Keys for the caches below: multiset (< 6^6 * 6) | hidden count | combo.
const cacheKey = (open: readonly PokerFace[], hidden: number, combo: Combo): number =>
  (multisetKey(open) * 8 + hidden) * 8 + COMBO_INDEX[combo];

const isStraight = (c: number[]): boolean =>
  c.every((n) => n <= 1) && c.reduce((a, b) => a + b, 0) === 5 && (c[0] === 0 || c[5] === 0);

/**
 * Does this set of dice show `combo`? Our reading of "the dice show that
 * combination" (**ours**): the claimed pattern can be found among the dice.
 * So a full house also shows a pair, two pairs and three of a kind; four of a
 * kind shows a pair and three of a kind; two pairs need two different ranks;
 * a straight is shown only by a straight. "Nothing" is always shown.
 */
export function shows(faces: readonly PokerFace[], combo: Combo): boolean {
  const c = counts(faces);
  const pairs = c.filter((n) => n >= 2).length;
  const max = Math.max(...c);
  switch (combo) {
    case 'nothing':
      return true;
    case 'pair':
      return max >= 2;
    case 'two-pairs':
      return pairs >= 2;
    case 'three':
      return max >= 3;
    case 'straight':
      return isStraight(c);
    case 'full-house':
      return c.includes(3) && c.includes(2);
    case 'four':
      return max >= 4;
    case 'five':
      return max === 5;
  }
}

/** The best combination five dice show. */
export function bestCombo(faces: readonly PokerFace[]): Combo {
  for (let i = COMBOS.length - 1; i > 0; i--) {
    const combo = COMBOS[i]!;
    if (shows(faces, combo)) return combo;
  }
  return 'nothing';
}

/**
 * A comparable rank vector: combination first, then the ranks that decide ties
 * within it (the part that makes the combination first, high to low, so a full
 * house compares its triple first), then the kickers.
 */
export function rankVector(faces: readonly PokerFace[]): number[] {
  const combo = bestCombo(faces);
  const c = counts(faces);
  const ranks = [5, 4, 3, 2, 1, 0];
  // Order ranks by how many dice show them, then by rank: the groups come first.
  const order = ranks
    .filter((r) => c[r]! > 0)
    .sort((a, b) => c[b]! - c[a]! || b - a)
    .flatMap((r) => Array<number>(c[r]!).fill(r));
  return [COMBOS.indexOf(combo), ...order];
}

/** Positive when `a` beats `b`, 0 on an exact tie. */
export function compareThrows(a: readonly PokerFace[], b: readonly PokerFace[]): number {
  const va = rankVector(a);
  const vb = rankVector(b);
  for (let i = 0; i < Math.max(va.length, vb.length); i++) {
    const d = (va[i] ?? -1) - (vb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Calls `visit` with the open dice followed by every assignment of faces to
 * the `hidden` dice, in one fixed order (the array is reused: copy what you
 * keep). `visit` returns true to stop early.
 */
export function forEachCompletion(open: readonly PokerFace[], hidden: number, visit: (faces: readonly PokerFace[]) => boolean | void): void {
  const faces = [...open];
  let stop = false;
  const walk = (left: number): void => {
    if (left === 0) {
      stop = visit(faces) === true;
      return;
    }
    for (const f of POKER_FACES) {
      faces.push(f);
      walk(left - 1);
      faces.pop();
      if (stop) return;
    }
  };
  walk(hidden);
}

const possibleCache = new Map<number, boolean>();

/**
 * Could the dice show `combo` for some faces of the `hidden` unseen dice?
 * A claim that fails this is ruled out by the open dice alone.
 */
export function possibleWith(open: readonly PokerFace[], hidden: number, combo: Combo): boolean {
  const key = cacheKey(open, hidden, combo);
  const cached = possibleCache.get(key);
  if (cached !== undefined) return cached;
  let found = false;
  forEachCompletion(open, hidden, (faces) => (found = shows(faces, combo)));
  possibleCache.set(key, found);
  return found;
}

/**
 * Probability that `hidden` uniformly random dice together with `open` show
 * `combo` (what an observer who sees only the open dice can compute).
 */
export function chanceWith(open: readonly PokerFace[], hidden: number, combo: Combo): number {
  const key = cacheKey(open, hidden, combo);
  const cached = chanceCache.get(key);
  if (cached !== undefined) return cached;
  let hits = 0;
  let total = 0;
  forEachCompletion(open, hidden, (faces) => {
    total += 1;
    if (shows(faces, combo)) hits += 1;
  });
  const p = hits / total;
  chanceCache.set(key, p);
  return p;
}
const chanceCache = new Map<number, number>();

const showingCache = new Map<number, PokerFace[][]>();

/**
 * A uniform sample of faces for `hidden` dice such that, with `open`, the dice
 * show `combo` (null when impossible). Used to fill a cup consistently with a claim.
 */
export function sampleShowing(open: readonly PokerFace[], hidden: number, combo: Combo, random: () => number): PokerFace[] | null {
  // Cheap first: a few blind tries.
  for (let i = 0; i < 12; i++) {
    const faces = Array.from({ length: hidden }, () => POKER_FACES[Math.floor(random() * 6)]!);
    if (shows([...open, ...faces], combo)) return faces;
  }
  const key = cacheKey(open, hidden, combo);
  let all = showingCache.get(key);
  if (!all) {
    const found: PokerFace[][] = [];
    forEachCompletion(open, hidden, (faces) => {
      if (shows(faces, combo)) found.push(faces.slice(open.length));
    });
    all = found;
    showingCache.set(key, all);
  }
  if (all.length === 0) return null;
  return [...all[Math.floor(random() * all.length)]!];
}
