// How a seat is named on the table and in the HUD: the rules call it
// "Rider n"; we add who plays it (you, a bot).
import type { SeatConfig } from '../../../core/log.ts';

export function riderLabel(seats: readonly SeatConfig[], seat: number): string {
  const s = seats[seat];
  const who = !s ? '' : s.kind === 'human' ? (s.name ?? 'you') : `bot ${s.level}`;
  return who ? `Rider ${seat + 1} (${who})` : `Rider ${seat + 1}`;
}
