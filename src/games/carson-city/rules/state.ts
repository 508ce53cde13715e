// Low-level helpers every rules file uses: copying a state for one step,
// moving money through the bank ledger, names for the log.

import { DEFAULT_SEAT_NOUN, seatTitle, type Seat } from '../../../core/contract.ts';
import type { CarsonState } from '../types.ts';

/** A deep copy a rules step may mutate (states are plain JSON). */
export function cloneState(s: CarsonState): CarsonState {
  return {
    ...s,
    rng: [...s.rng],
    map: s.map.map((c) => ({ ...c })),
    roads: [...s.roads],
    seats: s.seats.map((p) => ({ ...p })),
    order: [...s.order],
    passed: [...s.passed],
    lastPassed: [...s.lastPassed],
    characters: [...s.characters],
    placements: s.placements.map((p) => ({ ...p, target: { ...p.target } })),
    row: [...s.row],
    bag: [...s.bag],
    queue: s.queue.map((c) => ({ ...c })),
    raids: s.raids.map((r) => ({ ...r })),
    limitQueue: [...s.limitQueue],
    phase: JSON.parse(JSON.stringify(s.phase)) as CarsonState['phase'],
    final: s.final ? s.final.map((f) => ({ ...f })) : null,
    log: [...s.log],
  };
}

export const SEAT_NOUN = DEFAULT_SEAT_NOUN;
export const seatName = (seat: Seat): string => seatTitle(SEAT_NOUN, seat);

/** The bank pays a seat (the bank never runs out). */
export function earn(s: CarsonState, seat: Seat, dollars: number): void {
  if (dollars <= 0) return;
  s.seats[seat]!.cash += dollars;
  s.minted += dollars;
}

/** A seat pays the bank; callers check the seat can afford it. */
export function spend(s: CarsonState, seat: Seat, dollars: number): void {
  if (dollars <= 0) return;
  s.seats[seat]!.cash -= dollars;
  s.burned += dollars;
}

export function note(s: CarsonState, line: string): void {
  s.log.push(line);
}

/** Take up to `n` roads from the box for a seat; returns how many it got. */
export function takeRoads(s: CarsonState, seat: Seat, n: number): number {
  const got = Math.min(n, s.roadSupply);
  s.roadSupply -= got;
  s.seats[seat]!.roads += got;
  return got;
}

/** Move up to `n` cowboys from the seat's supply to its reserve, the reserve capped at 10. */
export function recruit(s: CarsonState, seat: Seat, n: number, cap: number): number {
  const p = s.seats[seat]!;
  const got = Math.max(0, Math.min(n, p.supply, cap - p.reserve));
  p.supply -= got;
  p.reserve += got;
  return got;
}
