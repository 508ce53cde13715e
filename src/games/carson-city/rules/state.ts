// Low-level helpers every rules file uses: copying a state for one step,
// moving money through the bank ledger, names for the log.

import { DEFAULT_SEAT_NOUN, seatTitle, type Seat } from '../../../core/contract.ts';
import type { CarsonState, Cell, Phase } from '../types.ts';
import type { Message } from '../../../core/message.ts';

/**
 * A copy a rules step may mutate (states are plain JSON). Copy-on-write where
 * it pays: map cells, placements, contests and raids are never mutated in
 * place (setCell replaces a cell), so their lists are copied shallowly.
 */
export function cloneState(s: CarsonState): CarsonState {
  return {
    ...s,
    map: s.map.slice(),
    roads: s.roads.slice(),
    seats: s.seats.map((p) => ({ ...p })),
    order: s.order.slice(),
    passed: s.passed.slice(),
    characters: s.characters.slice(),
    placements: s.placements.slice(),
    row: s.row.slice(),
    bag: s.bag.slice(),
    queue: s.queue.slice(),
    raids: s.raids.slice(),
    limitQueue: s.limitQueue.slice(),
    phase: clonePhase(s.phase),
    log: s.log.slice(),
  };
}

function clonePhase(ph: Phase): Phase {
  if (ph.kind === 'draft') return { ...ph, picks: ph.picks.slice() };
  if (ph.kind === 'resolve') return { kind: 'resolve', duel: ph.duel ? { seats: ph.duel.seats.slice(), faces: ph.duel.faces.slice() } : null };
  return { ...ph };
}

/** Change one parcel (cells are replaced, never edited, so copies may share them). */
export function setCell(s: CarsonState, cell: number, patch: Partial<Cell>): void {
  s.map[cell] = { ...s.map[cell]!, ...patch };
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

export function note(s: CarsonState, line: Message): void {
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
