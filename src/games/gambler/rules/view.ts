// What a seat sees: everything is public in this game except the order of
// the tableaux still in the stack (only the top one is face up).

import type { Seat } from '../../../core/contract.ts';
import { currentTableau, maxRounds } from './flow.ts';
import type { GamblerState, GamblerView } from '../types.ts';

export function view(s: GamblerState, seat: Seat | null): GamblerView {
  const { stack, ...rest } = s;
  return {
    ...rest,
    rows: s.rows.map((r) => r.slice()),
    chips: s.chips.slice(),
    supply: s.supply.slice(),
    collected: s.collected.slice(),
    paid: s.paid.slice(),
    turn: s.turn ? { ...s.turn, faces: s.turn.faces ? s.turn.faces.slice() : null } : null,
    log: s.log.slice(),
    seat,
    tableau: currentTableau(s),
    played: stack.slice(0, s.round - 1),
    stackLeft: stack.length - s.round,
    rounds: maxRounds(s),
  };
}
