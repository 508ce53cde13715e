// A state the table can draw from one seat's view (an online seat has nothing
// else). The only hidden fact is the order of the face-down tableaux; they
// stand in the stack in ascending id order, from the ids not yet face up, so
// the placeholder tells nothing and every id stays a real tableau.

import { TABLEAUX } from '../data/tableaux.ts';
import type { GamblerState, GamblerView } from '../types.ts';

export function seatState(v: GamblerView): GamblerState {
  const { seat: _seat, tableau, played, stackLeft, rounds: _rounds, ...rest } = v;
  const up = [...played, tableau.id];
  const faceDown = TABLEAUX.map((t) => t.id).filter((id) => !up.includes(id)).slice(0, stackLeft);
  return structuredClone({ ...rest, stack: [...up, ...faceDown] });
}
