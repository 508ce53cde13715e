// The seeded generator the rules use for their own randomness (shuffles, bag
// and tile draws). Its state is a plain number[] that lives inside the game
// state, so a state stays JSON and a move stays pure: same state in, same
// draws out. sfc32 (Chris Doty-Humphrey's small fast counter): 128-bit state,
// integer ops only, bit-identical in Node and every browser.

/** Four unsigned 32-bit words. Treat as opaque; store it in game state. */
export type RngState = number[];

/** A plain `() => number` in [0, 1), for bots and outcome sampling. */
export type Random = () => number;

/** Mix integers into one 32-bit seed (derive per-turn, per-decision streams). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A fresh generator state from any finite number seed. */
export function rngFromSeed(seed: number): RngState {
  if (!Number.isFinite(seed)) throw new RangeError(`rng seed must be a finite number, got ${String(seed)}`);
  // splitmix32 spreads the seed over four words; a few warm-up draws decorrelate nearby seeds.
  let x = (Math.trunc(seed) ^ Math.trunc(seed / 4294967296)) >>> 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  let state: RngState = words;
  for (let i = 0; i < 12; i++) state = rngNext(state)[1];
  return state;
}

/**
 * The rules' generator at setup: the record's 128 bits of entropy when it has
 * a table secret (SetupConfig.entropy), else from the seed (every local game,
 * every older record: unchanged).
 */
export function setupRng(config: { seed: number; entropy?: number[] }): RngState {
  if (config.entropy !== undefined) {
    if (!isRngState(config.entropy)) throw new RangeError('setup entropy must be four unsigned 32-bit words');
    return config.entropy.slice();
  }
  return rngFromSeed(config.seed);
}

export function isRngState(x: unknown): x is RngState {
  return (
    Array.isArray(x) &&
    x.length === 4 &&
    x.every((w) => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/** One draw: a float in [0, 1) and the next state. The input state is not touched. */
export function rngNext(state: RngState): [number, RngState] {
  let a = state[0]! >>> 0;
  let b = state[1]! >>> 0;
  let c = state[2]! >>> 0;
  let d = state[3]! >>> 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t / 4294967296, [a >>> 0, b >>> 0, c, d]];
}

/** An integer in [0, n). */
export function rngInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`rngInt needs a positive integer bound, got ${n}`);
  const [v, next] = rngNext(state);
  return [Math.floor(v * n), next];
}

/**
 * A mutable cursor over an RngState for use inside one rules function: copy
 * the state in, draw, write `rng.state` back into the new game state.
 *
 *   const rng = new Rng(state.rng);
 *   const deck = rng.shuffle(state.deck);
 *   return ok({ ...state, deck, rng: rng.state });
 */
export class Rng {
  #state: RngState;
  constructor(state: RngState) {
    if (!isRngState(state)) throw new TypeError('Rng needs a state of four unsigned 32-bit words');
    this.#state = state.slice();
  }
  /** A copy of the current state (safe to store). */
  get state(): RngState {
    return this.#state.slice();
  }
  /** Float in [0, 1). */
  next(): number {
    const [v, s] = rngNext(this.#state);
    this.#state = s;
    return v;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    const [v, s] = rngInt(this.#state, n);
    this.#state = s;
    return v;
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.int(items.length)]!;
  }
  /** A shuffled copy (Fisher–Yates); the input is not touched. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }
}

/** A `() => number` generator from a state (copied). */
export function randomFromState(state: RngState): Random {
  const rng = new Rng(state);
  return () => rng.next();
}

/** A `() => number` generator from a seed (bots, samplers, playouts). */
export function randomFromSeed(seed: number): Random {
  const rng = new Rng(rngFromSeed(seed));
  return () => rng.next();
}

// mulberry32 lives in physics (the throws' initial conditions are built on it
// and physics imports nothing of core); the gambler's stack order uses it too.
export { mulberry32 } from '../physics/random.ts';
