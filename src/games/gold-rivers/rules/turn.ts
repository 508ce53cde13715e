// Starting a turn: the range is decided from the face-down markers; a thrown
// range waits for its discs, free choice goes straight to the decision. When
// every marker is cleared the game is over instead.

import type { Seat } from '../../../core/contract.ts';
import { RANGE_SPECS } from '../data.ts';
import type { GoldRiversState } from '../types.ts';
import { rangeOf } from './range.ts';
import { layoutOf } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';

export function startTurn(s: GoldRiversState, seat: Seat, turnNumber: number): GoldRiversState {
  if (s.markers.every((m) => m === 'cleared')) return { ...s, phase: { kind: 'over' } };
  const { range, rows } = rangeOf(layoutOf(s), s.markers);
  const label = range === 'free' ? logLine('freeRange') : RANGE_SPECS[range].label;
  const log = [...s.log, logLine('turn', { turn: turnNumber, seat: seatMessage(seat), range: label })];
  if (range === 'free') return { ...s, turn: seat, turnNumber, log, phase: { kind: 'choose', range, rows, number: null, faces: [] } };
  return { ...s, turn: seat, turnNumber, log, phase: { kind: 'throw', range, rows } };
}
