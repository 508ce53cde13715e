// Where the pure half's flights (src/games/main-street/flights.ts: what moves
// after an input, as stops in beats) lie on the table: each stop placed by
// the pure half's layout (stopPoint, supply-layout.ts), the beats timed by
// the kit's hops (scheduleTrips), drawn by the kit's TripPieces.
import { scheduleTrips, type Trip } from '../../../../scene/kit/index.ts';
import type { MainStreetView } from '../../index.ts';
import { streetBeats, type FlightLook } from '../../flights.ts';
import { stopPoint } from '../../supply-layout.ts';

/** A trip of the kit's hops (the timing and the holds are the kit's). */
export type Flight = Trip<FlightLook>;

/** Everything that moves between `prev` and `next` (one input apart), on the table and timed. */
export const planFlights = (prev: MainStreetView, next: MainStreetView): Flight[] => scheduleTrips(streetBeats(prev, next), stopPoint);
