// Where every figure stands right now, for the scene: riders on their spaces
// (lying when jailed), duellists on the duel spots, Indians still standing.
// The scene draws this; the flick requests list the same spots.

import type { Seat } from '../../../core/contract.ts';
import { DUEL_SPOTS, INDIAN_SPOTS, TRACK_LENGTH, riderPoint } from '../data/board.ts';
import type { PonyState } from '../types.ts';

export interface RiderPlacement {
  seat: Seat;
  x: number;
  z: number;
  /** Jailed riders lie on their side. */
  lying: boolean;
  at: 'track' | 'mail' | 'duel';
}

export interface Placement {
  riders: RiderPlacement[];
  /** Indian figures standing (ids indian-0..2 with their spots). */
  indians: { id: string; x: number; z: number }[];
}

export function placement(s: PonyState): Placement {
  const ph = s.phase;
  const duel: [Seat, Seat] | null =
    ph.kind === 'duel' ? [ph.attacker, ph.defender] : ph.kind === 'final-duel' ? [ph.first, ph.second] : null;
  const riders = s.riders.map((r): RiderPlacement => {
    if (duel && (r.seat === duel[0] || r.seat === duel[1])) {
      const spot = r.seat === duel[0] ? DUEL_SPOTS.a : DUEL_SPOTS.b;
      return { seat: r.seat, x: spot.x, z: spot.z, lying: false, at: 'duel' };
    }
    const p = riderPoint(r.pos, r.seat);
    return { seat: r.seat, x: p.x, z: p.z, lying: r.jailed, at: r.pos > TRACK_LENGTH ? 'mail' : 'track' };
  });
  const standing = ph.kind === 'indians' ? ph.standing : INDIAN_SPOTS.map((_, i) => i);
  return { riders, indians: standing.map((i) => ({ id: `indian-${i}`, ...INDIAN_SPOTS[i]! })) };
}
