// Test helpers: a known town (centre and mountains thrown with chosen faces),
// scenario edits that keep every supply counted, and inputs through apply.
import { expect } from 'vitest';
import type { Input, Seat } from '../../../src/core/contract.ts';
import { carsonCity } from '../../../src/games/carson-city/index.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { cloneState } from '../../../src/games/carson-city/rules/state.ts';
import type { CharacterId, SquareId } from '../../../src/games/carson-city/data.ts';
import type { CarsonAction, CarsonState, Piece, Target } from '../../../src/games/carson-city/types.ts';

export const game = carsonCity;
export const act = (seat: Seat, action: CarsonAction): Input<CarsonAction> => ({ kind: 'action', seat, action });
export const dice = (...faces: number[]): Input<CarsonAction> => ({ kind: 'dice', faces });
export const square = (q: SquareId): Target => ({ kind: 'square', square: q });
export const parcel = (cell: number): Target => ({ kind: 'parcel', cell });
export const building = (cell: number): Target => ({ kind: 'building', cell });

/** Apply inputs in order; a rejection or a broken invariant fails the test. */
export function run(state: CarsonState, ...inputs: Input<CarsonAction>[]): CarsonState {
  let s = state;
  for (const input of inputs) {
    const r = game.apply(s, input);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(input)}: ${r.error.code} ${r.error.message}`);
    expect(game.invariants(r.state)).toEqual([]);
    s = r.state;
  }
  return s;
}

export function rejects(state: CarsonState, input: Input<CarsonAction>): string {
  const r = game.apply(state, input);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return r.error.code;
}

/** The town centre's dice and the nine mountains' dice used by the scenarios. */
export const CENTRE_FACES = [4, 4] as const;
export const CENTRE = cellAt(4, 4);
export const MOUNTAIN_FACES: [number, number][] = [
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [6, 1],
  [1, 6],
  [2, 6],
  [3, 6],
];
export const MOUNTAIN_CELLS = MOUNTAIN_FACES.map(([c, r]) => cellAt(c, r));

/** A town with the centre at E5 and mountains on rows 2 and 7, at the snake draft. */
export function town(players = 2, length: 'standard' | 'short' = 'standard'): CarsonState {
  let s = game.setup({ seed: 7, players, options: { length } });
  // The nine mountains are one throw of eighteen dice, a pair (column, row) each.
  s = run(s, dice(...CENTRE_FACES), dice(...MOUNTAIN_FACES.flat()));
  return s;
}

/** Skip the draft: the first turn's character choice, nobody owning anything. */
export function turnOne(players = 2, length: 'standard' | 'short' = 'standard'): CarsonState {
  const s = cloneState(town(players, length));
  s.turn = 1;
  s.phase = { kind: 'character', index: 0 };
  return s;
}

/** Scenario edit: `seat` owns `cell` (a marker leaves its hand). */
export function own(s: CarsonState, seat: Seat, cell: number): void {
  if (s.map[cell]!.owner !== null) s.seats[s.map[cell]!.owner!]!.markers += 1;
  s.map[cell] = { ...s.map[cell]!, owner: seat };
  s.seats[seat]!.markers -= 1;
}

/** Scenario edit: put a house or a building (taken from the bag, else the row) on `cell`. */
export function put(s: CarsonState, cell: number, piece: Exclude<Piece, 'mountain'>, owner?: Seat): void {
  if (owner !== undefined) own(s, owner, cell);
  if (piece === 'house') s.houseSupply -= 1;
  else {
    const i = s.bag.indexOf(piece);
    if (i >= 0) s.bag.splice(i, 1);
    else s.row[s.row.indexOf(piece)] = null;
  }
  s.map[cell] = { ...s.map[cell]!, piece };
}

/** Scenario edit: move a mountain (the town keeps nine). */
export function moveMountain(s: CarsonState, from: number, to: number): void {
  s.map[from] = { ...s.map[from]!, piece: null };
  s.map[to] = { ...s.map[to]!, piece: 'mountain' };
}

/** Scenario edit: cash from the bank, booked in the ledger. */
export function giveCash(s: CarsonState, seat: Seat, dollars: number): void {
  s.seats[seat]!.cash += dollars;
  s.minted += dollars;
}

/** Choose characters in the current order (each entry a character action). */
export function pick(s: CarsonState, ...choices: (CharacterId | CarsonAction)[]): CarsonState {
  let out = s;
  for (const c of choices) {
    const aw = game.awaiting(out);
    if (aw.kind !== 'decision') throw new Error('no character decision');
    const action: CarsonAction = typeof c === 'string' ? { type: 'character', character: c } : c;
    out = run(out, act(aw.seat, action));
  }
  return out;
}

/** The deciding seat (throws when the game awaits something else). */
export function decider(s: CarsonState): Seat {
  const aw = game.awaiting(s);
  if (aw.kind !== 'decision') throw new Error(`awaiting ${aw.kind}`);
  return aw.seat;
}

/** Place (or pass) for whoever's turn it is: a list of targets or 'pass', in order. */
export function placeAll(s: CarsonState, ...moves: (Target | 'pass' | { white: Target })[]): CarsonState {
  let out = s;
  for (const m of moves) {
    const seat = decider(out);
    const action: CarsonAction = m === 'pass' ? { type: 'pass' } : 'white' in m ? { type: 'place', target: m.white, white: true } : { type: 'place', target: m };
    out = run(out, act(seat, action));
  }
  return out;
}

/** Everyone still placing passes, in turn. */
export function allPass(s: CarsonState): CarsonState {
  let out = s;
  while (out.phase.kind === 'place') out = run(out, act(decider(out), { type: 'pass' }));
  return out;
}
