// Bot hooks for the engine's search bot. Carson City offers a seat up to a
// hundred placements a move: candidateActions keeps the few a sensible player
// weighs (scored by `actionValue`, in points), rollouts follow the same
// scores greedily with a little noise, and `evaluate` turns an estimate of
// each seat's final score into win chances. Everything here reads only public
// state; determinize reseeds the generator so search cannot foresee the bag.

import type { BotHooks, Seat } from '../../core/contract.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { BUY_PRICES, CAPTAIN_PRICES, CHARACTER_INFO, type BuildingKind, type SquareId } from './data.ts';
import { buildingIncome, buildingsOf, estateIncome, firepower, isBuilding, isReached, neighbours, ownedCount, parcelPrice, roadPoints } from './rules/board.ts';
import { buildPrice, buildSites } from './rules/construction.ts';
import { duelOdds } from './rules/duel.ts';
import { buildIndex, buyIndex, cowboysOn } from './rules/placement.ts';
import type { CarsonAction, CarsonState, Cell, Target } from './types.ts';

type Random = () => number;

/** Hand-set weights (in points); hard against easy is measured with sim.ts. */
export const TUNING = {
  /** Points a dollar is worth before the last turn (it builds) and in it (1 per $6 at the end). */
  cashEarly: 0.25,
  cashLate: 1 / 6,
  /** A placement worth less than this is not worth a cowboy: pass instead. */
  passBelow: 0.35,
  /** Candidates kept per kind of placement. */
  keepParcels: 3,
  keepTotal: 12,
  /** Evaluation: temperature of the softmax from score lead to win chance. */
  temperature: 4,
} as const;

const lastTurn = (s: CarsonState): boolean => s.turn >= s.turns;
const cashRate = (s: CarsonState): number => (lastTurn(s) ? TUNING.cashLate : TUNING.cashEarly);
/** Estate-income steps still to come, this turn's included when not yet paid. */
function incomesLeft(s: CarsonState): number {
  const paidThisTurn = s.phase.kind === 'resolve' || s.phase.kind === 'build' || s.phase.kind === 'house' || s.phase.kind === 'gamble' || s.phase.kind === 'buy-points'
    ? !s.queue.some((c) => c.kind === 'estate')
    : s.phase.kind === 'surrender' || s.phase.kind === 'over';
  return Math.max(0, s.turns - Math.max(1, s.turn) + (paidThisTurn ? 0 : 1));
}

// ---------------------------------------------------------------------------
// How good things are for a seat (points)

/** A parcel's promise for `seat`: room to build, mountains for mines, houses for shops, a road. */
export function parcelPromise(s: CarsonState, cell: number, pts = roadPoints(s.roads)): number {
  const c = s.map[cell]!;
  let mountains = 0;
  let houses = 0;
  let free = 0;
  for (const n of neighbours(cell)) {
    const p = s.map[n]!.piece;
    if (p === 'mountain' && s.map[n]!.owner === null) mountains++;
    else if (p === 'house' || p === 'hotel' || p === 'church' || p === 'ranch') houses++;
    else if (p === null) free++;
  }
  if (c.piece === 'mountain' || c.piece === 'house') return 2 + 0.1 * mountains;
  if (c.piece !== null) return 0;
  return 1.2 + 0.7 * Math.min(mountains, 3) + 0.35 * Math.min(houses, 4) + 0.08 * free + (isReached(s.roads, cell, pts) ? 0.5 : 0);
}

/** Income `kind` would bring on `cell` for `seat` if built now. */
export function incomeIfBuilt(map: readonly Cell[], seat: Seat, kind: BuildingKind, cell: number): number {
  const copy = map.slice();
  copy[cell] = { owner: seat, piece: kind };
  return buildingIncome(copy, cell);
}

function bestSite(s: CarsonState, seat: Seat, kind: BuildingKind): { cell: number; income: number } | null {
  let best: { cell: number; income: number } | null = null;
  for (const cell of buildSites(s, seat, kind)) {
    const income = incomeIfBuilt(s.map, seat, kind, cell);
    if (!best || income > best.income) best = { cell, income };
  }
  return best;
}

/** Points a building of `kind` is worth to `seat` if built now (income to come, the end's 2 points, revolvers). */
function buildingWorth(s: CarsonState, seat: Seat, kind: BuildingKind, income: number): number {
  const turns = incomesLeft(s);
  const rev = kind === 'prison' ? 2 : kind === 'ranch' || kind === 'mine' ? 1 : 0;
  return 2 + income * turns * cashRate(s) + rev * 0.4 * Math.max(1, s.turns - s.turn);
}

function squareValue(s: CarsonState, seat: Seat, q: SquareId): number {
  const p = s.seats[seat]!;
  const rate = cashRate(s);
  const b = buildIndex(q);
  if (b >= 0) {
    const kind = s.row[b];
    if (!kind) return 0;
    const price = buildPrice(s, seat, b);
    if (p.cash < price) return 0;
    const site = bestSite(s, seat, kind);
    if (!site) return 0;
    return buildingWorth(s, seat, kind, site.income) - price * rate;
  }
  const buy = buyIndex(q);
  if (buy >= 0) {
    const price = BUY_PRICES[buy]!;
    const count = Math.floor(p.cash / price);
    return count * (1 - price * rate);
  }
  switch (q) {
    case 'wages':
      return 4 * rate;
    case 'ammo':
      return s.ammo === null ? 0.9 : 0;
    case 'roads3':
      return p.roads < 3 ? 1.0 : 0.3;
    case 'road1':
      return p.roads < 2 ? 0.35 : 0.05;
    case 'parcel-income':
      return 2 * ownedCount(s.map, seat) * rate;
    case 'cowboy-income':
      return 2 * firepower(s, seat) * rate;
    case 'gambling':
      return 7 * rate;
    case 'parcel-points':
      return Math.floor(ownedCount(s.map, seat) / 2);
    case 'cowboy-points':
      return Math.floor(firepower(s, seat) / 2);
    case 'estate-points':
      return buildingsOf(s.map, seat);
    default:
      return 0;
  }
}

function targetValue(s: CarsonState, seat: Seat, t: Target, pts: Set<number>): number {
  if (t.kind === 'square') return squareValue(s, seat, t.square);
  const rate = cashRate(s);
  if (t.kind === 'parcel') {
    const price = parcelPrice(s.map, t.cell);
    if (s.seats[seat]!.cash < price) return 0;
    const endWorth = lastTurn(s) ? (s.map[t.cell]!.piece ? 2 : 0) : parcelPromise(s, t.cell, pts);
    return endWorth - price * rate;
  }
  const owner = s.map[t.cell]!.owner!;
  const income = buildingIncome(s.map, t.cell, s.characters[owner] === 'grocer' ? s.grocerDouble : null);
  const half = Math.floor(income / 2) * rate;
  if (owner === seat) return cowboysOn(s, t).some((x) => x.seat !== seat) ? half : 0;
  return half * 1.6; // we gain half, the owner loses half
}

/** Value of one placement for the placing seat, the duel odds included. */
function placeValue(s: CarsonState, seat: Seat, t: Target, pts: Set<number>): number {
  const v = targetValue(s, seat, t, pts);
  if (v <= 0) return v;
  return v * duelOdds(s, seat, t);
}

function characterValue(s: CarsonState, seat: Seat, a: Extract<CarsonAction, { type: 'character' }>): number {
  const rate = cashRate(s);
  const p = s.seats[seat]!;
  switch (a.character) {
    case 'sheriff':
      return 1.2;
    case 'banker':
      return 9 * rate + (p.cash > 25 ? 0.6 : 0);
    case 'grocer':
      return a.grocer === 'cash' ? 8 * rate : countIncome(s, seat, a.grocer!) * rate;
    case 'coolie':
      return 0.5 + (s.row.some((k) => k !== null) ? 1.2 : 0);
    case 'settler':
      return lastTurn(s) ? 0.8 : 2.2;
    case 'captain':
      return (a.extra ?? 0) * 0.5 - CAPTAIN_PRICES[a.extra ?? 0]! * rate;
    case 'mercenary':
      return 1.3;
  }
}

function countIncome(s: CarsonState, seat: Seat, kind: BuildingKind): number {
  let total = 0;
  for (let cell = 0; cell < s.map.length; cell++) if (s.map[cell]!.owner === seat && s.map[cell]!.piece === kind) total += buildingIncome(s.map, cell);
  return total;
}

/** Value (points) of a decision for the deciding seat, for pruning and rollouts. */
export function actionValue(s: CarsonState, seat: Seat, a: CarsonAction, pts: Set<number>): number {
  switch (a.type) {
    case 'claim':
      return parcelPromise(s, a.cell, pts);
    case 'character':
      return characterValue(s, seat, a);
    case 'place':
      return placeValue(s, seat, a.target, pts) + (a.white ? 0.05 : 0);
    case 'pass':
      return TUNING.passBelow;
    case 'build':
      return s.phase.kind === 'build' ? incomeIfBuilt(s.map, seat, s.phase.building, a.cell) : 0;
    case 'skip':
      return -1;
    case 'house':
      return houseValue(s, seat, a.cell);
    case 'buy-points': {
      const price = s.phase.kind === 'buy-points' ? s.phase.price : 5;
      return a.count * (1 - price * cashRate(s));
    }
    case 'surrender':
      return a.topUp ? 1 - excessExtra(s, seat) * cashRate(s) : 0;
  }
}

function excessExtra(s: CarsonState, seat: Seat): number {
  const c = s.characters[seat];
  const limit = c ? CHARACTER_INFO[c].limit : Infinity;
  const ex = s.seats[seat]!.cash - limit;
  return 10 - (ex % 10);
}

/** A free house helps our shops next to it and the others' shops too. */
function houseValue(s: CarsonState, seat: Seat, cell: number): number {
  let v = 0;
  for (const n of neighbours(cell)) {
    const c = s.map[n]!;
    if (!isBuilding(c.piece)) continue;
    const gain = c.piece === 'saloon' ? 5 : c.piece === 'drugstore' || c.piece === 'bank' ? 3 : c.piece === 'ranch' ? -1 : 0;
    v += c.owner === seat ? gain : -gain * 0.7;
  }
  return v + (s.map[cell]!.owner === seat ? 1 : 0);
}

// ---------------------------------------------------------------------------
// Hooks

/** Every action with its one-step value in points for the deciding seat (the heuristic level plays the best). */
export const scoredActions = (s: CarsonState, actions: CarsonAction[]): { a: CarsonAction; v: number }[] => {
  const seat = deciding(s);
  const pts = roadPoints(s.roads);
  // A target's value is the same for the white cowboy and the seat's own: score it once.
  const memo = new Map<string, number>();
  return actions.map((a) => {
    if (a.type !== 'place') return { a, v: actionValue(s, seat, a, pts) };
    const key = a.target.kind === 'square' ? a.target.square : `${a.target.kind}${a.target.cell}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = placeValue(s, seat, a.target, pts);
      memo.set(key, v);
    }
    return { a, v: v + (a.white ? 0.05 : 0) };
  });
};

function deciding(s: CarsonState): Seat {
  const ph = s.phase;
  switch (ph.kind) {
    case 'draft':
      return ph.picks[0]!;
    case 'character':
    case 'place':
      return s.order[ph.index]!;
    case 'settler':
    case 'build':
    case 'house':
    case 'buy-points':
    case 'surrender':
    case 'gamble':
    case 'setup-throw':
      return ph.seat;
    default:
      return 0;
  }
}

export function candidateActions(s: CarsonState, actions: CarsonAction[]): CarsonAction[] {
  if (actions.length <= 4) return actions;
  const list = scoredActions(s, actions);
  const ph = s.phase.kind;
  if (ph === 'place') {
    const pass = list.find((x) => x.a.type === 'pass')!;
    const good = list.filter((x) => x.a.type !== 'pass' && x.v > 0.05).sort((x, y) => y.v - x.v);
    const out: CarsonAction[] = [pass.a];
    let parcels = 0;
    let whites = 0;
    for (const x of good) {
      if (out.length > TUNING.keepTotal) break;
      if (x.a.type === 'place' && x.a.target.kind === 'parcel' && ++parcels > TUNING.keepParcels) continue;
      if (x.a.type === 'place' && x.a.white && ++whites > 2) continue;
      out.push(x.a);
    }
    return out;
  }
  if (ph === 'buy-points') {
    const max = actions.length - 1;
    return actions.filter((a) => a.type === 'buy-points' && (a.count === 0 || a.count === max || a.count === Math.floor(max / 2)));
  }
  const keep = ph === 'character' ? 7 : 5;
  return list
    .sort((x, y) => y.v - x.v)
    .slice(0, keep)
    .map((x) => x.a);
}

export function rolloutAction(s: CarsonState, actions: CarsonAction[], random: Random): CarsonAction {
  const list = scoredActions(s, actions);
  let best = list[0]!;
  let bestV = -Infinity;
  for (const x of list) {
    const v = x.v + random() * 0.6;
    if (v > bestV) {
      bestV = v;
      best = x;
    }
  }
  return best.a;
}

/** A seat's expected final score (points), from what it holds now. */
export function estimate(s: CarsonState, seat: Seat): number {
  if (s.final) return s.final[seat]!.total;
  const p = s.seats[seat]!;
  let pieces = 0;
  let empty = 0;
  for (const c of s.map) {
    if (c.owner !== seat) continue;
    if (c.piece) pieces++;
    else empty++;
  }
  const turnsLeft = Math.max(0, s.turns - Math.max(1, s.turn));
  const income = estateIncome(s, seat);
  return (
    p.points +
    2 * pieces +
    p.cash * cashRate(s) +
    income * incomesLeft(s) * TUNING.cashEarly +
    empty * (turnsLeft > 0 ? 0.8 : 0) +
    (ownedCount(s.map, seat) + firepower(s, seat)) * 0.25 * turnsLeft +
    p.reserve * 0.1 +
    Math.min(p.roads, 4) * 0.1 * turnsLeft
  );
}

export function evaluate(s: CarsonState, seats: number): number[] {
  const est = Array.from({ length: seats }, (_, i) => estimate(s, i));
  const top = Math.max(...est);
  const w = est.map((e) => Math.exp((e - top) / TUNING.temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** The only thing no seat sees is the generator's future (the bag's order): reseed it. */
function determinize(s: CarsonState, _seat: Seat, random: Random): CarsonState {
  return { ...s, rng: rngFromSeed(Math.floor(random() * 2 ** 32)) };
}

const lean = (s: CarsonState): CarsonState => ({ ...s, log: [] });

export const carsonBot: BotHooks<CarsonState, CarsonAction> = {
  evaluate,
  determinize,
  candidateActions,
  rolloutAction,
  lean,
  budgets: {
    hard: { iterations: 100, rolloutDepth: 40, treeDepth: 8 },
  },
};

