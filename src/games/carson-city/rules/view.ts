// What a seat sees: everything in Carson City is public (no hidden hands; the
// bag's order is drawn by the generator, whose state nobody sees). Derived
// figures the board and HUD show are computed here once.

import type { Seat } from '../../../core/contract.ts';
import { BUY_PRICES, type BuildingKind, type CharacterId, type Length } from '../data.ts';
import type { CarsonState, Cell, Contest, FinalScore, Phase, Placement, SeatState } from '../types.ts';
import { estateIncome, firepower, ownedCount, revolvers } from './board.ts';
import { cashLimit } from './end-turn.ts';
import { endBonusRows, sumPoints } from './final-score.ts';
import type { Message } from '../../../core/message.ts';

export interface CarsonSeatView extends SeatState {
  seat: Seat;
  character: CharacterId | null;
  /** Cash kept at the end of this turn (null before a character is chosen). */
  cashLimit: number | null;
  revolvers: number;
  firepower: number;
  parcels: number;
  /** Estate income if nothing is raided. */
  estateIncome: number;
  /** The end bonus if the game ended now (pieces on the seat's parcels, money): the score table shows it beside the points. */
  endBonus: number;
  passed: boolean;
}

export interface CarsonView {
  game: 'carson-city';
  seat: Seat | null;
  players: number;
  length: Length;
  turn: number;
  turns: number;
  map: Cell[];
  roads: number[];
  roadSupply: number;
  houseSupply: number;
  seats: CarsonSeatView[];
  order: Seat[];
  passed: Seat[];
  grocerDouble: BuildingKind | null;
  whiteUsed: boolean;
  ammo: Seat | null;
  placements: Placement[];
  row: (BuildingKind | null)[];
  bagCount: number;
  /** Buying prices still open this turn (the 1858 marker shut the rest). */
  openBuyPrices: number[];
  closed: number;
  queue: Contest[];
  raids: { cell: number; seat: Seat }[];
  phase: Phase;
  final: FinalScore[] | null;
  log: Message[];
}

export function view(s: CarsonState, seat: Seat | null): CarsonView {
  const copy = JSON.parse(JSON.stringify(s)) as CarsonState;
  return {
    game: 'carson-city',
    seat,
    players: s.players,
    length: s.length,
    turn: s.turn,
    turns: s.turns,
    map: copy.map,
    roads: copy.roads,
    roadSupply: s.roadSupply,
    houseSupply: s.houseSupply,
    seats: copy.seats.map((p, i) => ({
      ...p,
      seat: i,
      character: s.characters[i] ?? null,
      cashLimit: s.characters[i] ? cashLimit(s, i) : null,
      revolvers: revolvers(s.map, i),
      firepower: firepower(s, i),
      parcels: ownedCount(s.map, i),
      estateIncome: estateIncome(s, i),
      endBonus: sumPoints(endBonusRows(s, i)),
      passed: s.passed.includes(i),
    })),
    order: copy.order,
    passed: copy.passed,
    grocerDouble: s.grocerDouble,
    whiteUsed: s.whiteUsed,
    ammo: s.ammo,
    placements: copy.placements,
    row: copy.row,
    bagCount: s.bag.length,
    openBuyPrices: BUY_PRICES.slice(0, BUY_PRICES.length - s.closed),
    closed: s.closed,
    queue: copy.queue,
    raids: copy.raids,
    phase: copy.phase,
    final: copy.final,
    log: copy.log,
  };
}
