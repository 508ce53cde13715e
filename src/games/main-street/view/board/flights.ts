// Where the pure half's flights (src/games/main-street/flights.ts: what moves
// after an input, as stops in beats) lie on the table: each stop placed by
// the layout, the beats timed by the kit's hops (scheduleTrips), drawn by the
// kit's TripPieces.
import { scheduleTrips, type Point3, type Trip } from '../../../../scene/kit/index.ts';
import { spacePoint, type MainStreetView } from '../../index.ts';
import { streetBeats, type FlightLook, type Stop } from '../../flights.ts';
import { BAG_MOUTH, bankBarSpot, pileSlot, pileSpot } from './layout.ts';
import { STREET_TOP, locationSpot } from '../../street-plan.ts';

/** A trip of the kit's hops (the timing and the holds are the kit's). */
export type Flight = Trip<FlightLook>;

/** Where a stop lies on the table (a pile's middle: where dynamite lands before it blows). */
export function stopPoint(stop: Stop): Point3 {
  switch (stop.at) {
    case 'space':
      return { ...spacePoint(stop.space), y: STREET_TOP };
    case 'location':
      return locationSpot(stop.id);
    case 'bag':
      return BAG_MOUTH;
    case 'bank':
      return bankBarSpot(stop.bar);
    case 'pile':
      return pileSlot(stop.seat, stop.kind, stop.slot);
    case 'pile-middle':
      return { ...pileSpot(stop.seat), y: 1.2 };
  }
}

/** Everything that moves between `prev` and `next` (one input apart), on the table and timed. */
export const planFlights = (prev: MainStreetView, next: MainStreetView): Flight[] => scheduleTrips(streetBeats(prev, next), stopPoint);
