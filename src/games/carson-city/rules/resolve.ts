// Resolution in the board's order: wages, ammunition, roads, parcels,
// construction, raids and estate income, then the income, gambling, points and
// buying squares. A contested target is settled by a duel (one die thrown per
// duellist); the winner's cowboy goes back to the general supply, losers take
// theirs back into their reserve. `advance` runs until an input is needed.

import type { Seat } from '../../../core/contract.ts';
import {
  AMMO_FIREPOWER,
  BUY_PRICES,
  COWBOY_INCOME,
  PARCEL_INCOME,
  ROADS3,
  SQUARES,
  WAGE,
  type SquareId,
} from '../data.ts';
import type { CarsonState, Contest, Target } from '../types.ts';
import { buildingsOf, cellName, estateShares, firepower, isBuilding, ownedCount, parcelPrice } from './board.ts';
import { buildPrice, buildSites } from './construction.ts';
import { duelStrength, duelWinner } from './duel.ts';
import { startEndOfTurn } from './end-turn.ts';
import { buildIndex, buyIndex, sameTarget } from './placement.ts';
import { earn, note, setCell, spend, takeRoads } from './state.ts';
import { BUILDING_MESSAGES, SQUARE_MESSAGES, againstMessage, logLine, seatMessage, seatsMessage } from '../log-messages.ts';
import { listMessage, type MessageValue } from '../../../core/message.ts';

const STEP_NAMES: Partial<Record<SquareId, string>> = {
  wages: 'wages',
  ammo: 'ammunition',
  roads3: 'three roads',
  road1: 'single road',
  'parcel-income': 'parcel income',
  'cowboy-income': 'cowboy income',
  gambling: 'gambling',
  'parcel-points': 'parcel points',
  'cowboy-points': 'cowboy points',
  'estate-points': 'estate points',
};

export const contestTarget = (c: Contest): Target | null =>
  c.kind === 'square' ? { kind: 'square', square: c.square } : c.kind === 'parcel' ? { kind: 'parcel', cell: c.cell } : c.kind === 'raid' ? { kind: 'building', cell: c.cell } : null;

/** A contest as a message, for the log's duel line and the throw's words (contestName says it in English for the signs). */
export function contestMessage(c: Contest): MessageValue {
  if (c.kind === 'estate') return logLine('contestEstate');
  if (c.kind === 'parcel') return logLine('contestParcel', { cell: cellName(c.cell) });
  if (c.kind === 'raid') return logLine('contestRaid', { cell: cellName(c.cell) });
  if (buildIndex(c.square) >= 0) return logLine('contestBuild', { price: Number(c.square.slice(5)) });
  if (buyIndex(c.square) >= 0) return logLine('contestBuy', { price: Number(c.square.slice(3)) });
  const named = SQUARE_MESSAGES[c.square];
  return named ? { id: named.id } : c.square;
}

export function contestName(c: Contest): string {
  if (c.kind === 'estate') return 'estate income';
  if (c.kind === 'parcel') return `parcel ${cellName(c.cell)}`;
  if (c.kind === 'raid') return `the building on ${cellName(c.cell)}`;
  const b = buildIndex(c.square);
  if (b >= 0) return `the construction square $${c.square.slice(5)}`;
  if (buyIndex(c.square) >= 0) return `the $${c.square.slice(3)} points square`;
  return STEP_NAMES[c.square] ?? c.square;
}

/** Everything resolution will settle this turn, in the board's order. */
export function buildQueue(s: CarsonState): Contest[] {
  const used = (t: Target) => s.placements.some((p) => sameTarget(p.target, t));
  const q: Contest[] = [];
  const squares = (from: number, to: number) => {
    for (const square of SQUARES.slice(from, to)) if (used({ kind: 'square', square })) q.push({ kind: 'square', square });
  };
  const firstBuild = SQUARES.indexOf('build12');
  const afterBuild = SQUARES.indexOf('parcel-income');
  squares(0, firstBuild);
  for (let cell = 0; cell < s.map.length; cell++) if (used({ kind: 'parcel', cell })) q.push({ kind: 'parcel', cell });
  squares(firstBuild, afterBuild);
  for (let cell = 0; cell < s.map.length; cell++) if (used({ kind: 'building', cell })) q.push({ kind: 'raid', cell });
  q.push({ kind: 'estate' });
  squares(afterBuild, SQUARES.length);
  return q;
}

export function startResolution(s: CarsonState): void {
  s.queue = buildQueue(s);
  s.raids = [];
  s.phase = { kind: 'resolve', duel: null };
  note(s, logLine('resolving'));
  advance(s);
}

/** Run resolution until a throw or decision is needed, or the turn ends. */
export function advance(s: CarsonState): void {
  for (;;) {
    if (s.phase.kind !== 'resolve') return;
    if (s.phase.duel) return;
    const head = s.queue[0];
    if (!head) {
      startEndOfTurn(s);
      return;
    }
    if (head.kind === 'estate') {
      payEstate(s);
      s.queue.shift();
      continue;
    }
    const target = contestTarget(head)!;
    const there = s.placements.filter((p) => sameTarget(p.target, target));
    // A placement's seat is whom it acts for: the white cowboy's is the Sheriff's.
    if (head.kind === 'square' && (head.square === 'wages' || head.square === 'road1')) {
      for (const p of there) {
        if (head.square === 'wages') earn(s, p.seat, WAGE);
        else takeRoads(s, p.seat, 1);
        if (!p.white) s.seats[p.seat]!.supply += 1;
      }
      s.placements = s.placements.filter((p) => !sameTarget(p.target, target));
      note(s, logLine(head.square === 'wages' ? 'wages' : 'singleRoads', { seats: seatsMessage(there.map((p) => p.seat)) }));
      s.queue.shift();
      continue;
    }
    const seats = s.order.filter((seat) => there.some((p) => p.seat === seat));
    if (seats.length >= 2) {
      s.phase = { kind: 'resolve', duel: { seats, faces: [] } };
      note(s, logLine('duelFor', { contest: contestMessage(head), seats: againstMessage(seats) }));
      return;
    }
    if (seats.length === 0) {
      s.queue.shift();
      continue;
    }
    if (settle(s, seats[0]!)) return;
  }
}

/** A duel face arrived; when all are in, settle the contest and go on. */
export function duelFace(s: CarsonState, face: number): void {
  if (s.phase.kind !== 'resolve' || !s.phase.duel) return;
  const duel = s.phase.duel;
  duel.faces.push(face);
  if (duel.faces.length < duel.seats.length) return;
  const totals = duel.seats.map((seat, i) => duel.faces[i]! + duelStrength(s, seat));
  const winner = duelWinner(s, duel.seats, totals);
  const rolls = duel.seats.map((seat, i) => logLine('duelRoll', { seat: seatMessage(seat), face: duel.faces[i]!, bonus: totals[i]! - duel.faces[i]!, total: totals[i]! }));
  note(s, logLine('duel', { rolls: listMessage(rolls), winner: seatMessage(winner) }));
  s.phase = { kind: 'resolve', duel: null };
  if (!settle(s, winner)) advance(s);
}

/**
 * The head contest goes to `winner`: cowboys leave the target (the winner's to
 * the general supply, the others' back to their reserves), then its effect.
 * Returns true when the effect waits for an input.
 */
function settle(s: CarsonState, winner: Seat): boolean {
  const head = s.queue.shift()!;
  const target = contestTarget(head)!;
  for (const p of s.placements) {
    if (!sameTarget(p.target, target) || p.white) continue;
    if (p.seat === winner) s.seats[p.seat]!.supply += 1;
    else s.seats[p.seat]!.reserve += 1;
  }
  s.placements = s.placements.filter((p) => !sameTarget(p.target, target));
  return effect(s, winner, head);
}

function effect(s: CarsonState, w: Seat, c: Contest): boolean {
  const who = seatMessage(w);
  const p = s.seats[w]!;
  if (c.kind === 'parcel') {
    const price = parcelPrice(s.map, c.cell);
    if (s.map[c.cell]!.owner === null && p.markers > 0 && p.cash >= price) {
      spend(s, w, price);
      p.markers -= 1;
      setCell(s, c.cell, { owner: w });
      note(s, logLine('buysParcel', { seat: who, cell: cellName(c.cell), price }));
    } else note(s, logLine('cannotBuy', { seat: who, cell: cellName(c.cell), price }));
    return false;
  }
  if (c.kind === 'raid') {
    const owner = s.map[c.cell]!.owner;
    if (owner !== w && isBuilding(s.map[c.cell]!.piece)) {
      s.raids.push({ cell: c.cell, seat: w });
      note(s, logLine('raids', { seat: who, cell: cellName(c.cell) }));
    } else note(s, logLine('holds', { seat: who, cell: cellName(c.cell) }));
    return false;
  }
  if (c.kind === 'estate') return false;
  const b = buildIndex(c.square);
  if (b >= 0) {
    const kind = s.row[b];
    if (kind) {
      const price = buildPrice(s, w, b);
      if (p.cash >= price && buildSites(s, w, kind).length > 0) {
        s.phase = { kind: 'build', seat: w, building: kind, price, square: b };
        return true;
      }
      note(s, logLine('cannotBuild', { seat: who, building: BUILDING_MESSAGES[kind] }));
    }
    return false;
  }
  const buy = buyIndex(c.square);
  if (buy >= 0) {
    const price = BUY_PRICES[buy]!;
    if (p.cash >= price) {
      s.phase = { kind: 'buy-points', seat: w, price };
      return true;
    }
    return false;
  }
  switch (c.square) {
    case 'ammo':
      s.ammo = w;
      note(s, logLine('ammo', { seat: who, firepower: AMMO_FIREPOWER }));
      return false;
    case 'roads3': {
      const got = takeRoads(s, w, ROADS3);
      note(s, logLine('roads', { seat: who, count: got }));
      return false;
    }
    case 'parcel-income': {
      const n = PARCEL_INCOME * ownedCount(s.map, w);
      earn(s, w, n);
      note(s, logLine('parcelIncome', { seat: who, n }));
      return false;
    }
    case 'cowboy-income': {
      const n = COWBOY_INCOME * firepower(s, w);
      earn(s, w, n);
      note(s, logLine('cowboyIncome', { seat: who, n }));
      return false;
    }
    case 'gambling':
      s.phase = { kind: 'gamble', seat: w };
      return true;
    case 'parcel-points': {
      const n = Math.floor(ownedCount(s.map, w) / 2);
      p.points += n;
      note(s, logLine('parcelPoints', { seat: who, n }));
      return false;
    }
    case 'cowboy-points': {
      const n = Math.floor(firepower(s, w) / 2);
      p.points += n;
      note(s, logLine('firepowerPoints', { seat: who, n }));
      return false;
    }
    case 'estate-points': {
      const n = buildingsOf(s.map, w);
      p.points += n;
      note(s, logLine('buildingPoints', { seat: who, n }));
      return false;
    }
    default:
      return false;
  }
}

/** Estate income for every building; a raided building gives the raider half (rounded down). */
export function payEstate(s: CarsonState): void {
  const paid = s.seats.map(() => 0);
  for (const share of estateShares(s)) {
    earn(s, share.seat, share.amount);
    paid[share.seat]! += share.amount;
  }
  if (paid.some((x) => x > 0)) note(s, logLine('estate', { list: listMessage(paid.map((x, seat) => logLine('seatDollars', { seat: seatMessage(seat), n: x }))) }));
}

/** After a resolution decision or throw: back to the order. */
export function resume(s: CarsonState): void {
  s.phase = { kind: 'resolve', duel: null };
  advance(s);
}
