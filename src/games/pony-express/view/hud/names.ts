// How a seat is named on the table and in the HUD: the same name the seat bar
// and the rules use ("Rider 2 · bot, hard"; a human's given name wins).
import type { SeatConfig } from '../../../../core/log.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { SEAT_NOUN } from '../../rules/helpers.ts';

export function riderLabel(seats: readonly SeatConfig[], seat: number): string {
  return seatName(seats, seat, SEAT_NOUN);
}
