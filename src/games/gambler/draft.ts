// Copy-on-apply: `apply` clones the state once, then the flow functions edit
// the copy. The input state is never touched. The stack never changes after
// setup, so it is shared.

import type { GamblerState } from './types.ts';

export function cloneState(s: GamblerState): GamblerState {
  return {
    ...s,
    rows: s.rows.map((r) => r.slice()),
    chips: s.chips.slice(),
    collected: s.collected.slice(),
    paid: s.paid.slice(),
    supply: s.supply.slice(),
    turn: s.turn ? { ...s.turn, faces: s.turn.faces ? s.turn.faces.slice() : null } : null,
    log: s.log.slice(),
  };
}

export const seatName = (seat: number): string => `Player ${seat + 1}`;
