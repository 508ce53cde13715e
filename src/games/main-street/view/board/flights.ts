// What moves on the table after an input, planned from the view before and
// the view after it (their events say what happened, in order): a sown meeple
// walks from where it was taken down to the street and space by space to the
// space it was put on; every piece drawn from the bag flies out of the bag's
// mouth to the drawer's pile (dynamite too, before it blows); a blast sends
// half of everyone's stone back to the bag; a bought bar flies from the bank
// to the buyer's pile and the gold paid goes back into the bag. Each flight
// says what the board holds back meanwhile (the meeple on its space, the
// pieces on a pile), so nothing shows twice or jumps ahead. Pure.
import { FLY, tripSeconds, type Point3, type Trip } from '../../../../scene/kit/index.ts';
import { doorwaySpace, spacePoint, type LocationId, type MainStreetView } from '../../index.ts';
import { BAG_MOUTH, STREET_TOP, bankBarSpot, locationSpot, pileSlot, pileSpot, type PileKind } from './layout.ts';
import type { FlightLook } from './piece-looks.ts';
import { ringSteps, shorterWay } from '../../moves.ts';

/** A trip of the kit's hops (the timing and the holds are the kit's). */
export type Flight = Trip<FlightLook>;

/** Pause between pieces of one draw leaving the bag. */
const STAGGER = 0.15;

export const spaceKey = (space: number): string => `space:${space}`;
export const pileKey = (seat: number, kind: PileKind): string => `pile:${seat}:${kind}`;

const onStreet = (space: number): Point3 => ({ ...spacePoint(space), y: STREET_TOP });

interface Sow {
  from: LocationId | null;
  last: number | null;
  dir: 1 | -1 | null;
}

/**
 * The walk of a meeple put on `space`: from a building, off the roof onto its
 * own doorway and along the street through every space to `space`; from the
 * saloon or the jail, over to the space the sow has reached and on from there.
 */
export function walkPath(sow: Sow, space: number): Point3[] {
  if (sow.from === null) return [onStreet(space)];
  const start = locationSpot(sow.from);
  if (typeof sow.from === 'number') {
    const door = doorwaySpace(sow.from);
    const dir = sow.dir ?? shorterWay(door, space);
    return [start, onStreet(door), ...ringSteps(door, space, dir).map(onStreet)];
  }
  if (sow.last === null) return [start, onStreet(space)];
  const dir = sow.dir ?? shorterWay(sow.last, space);
  return [start, onStreet(sow.last), ...ringSteps(sow.last, space, dir).map(onStreet)];
}

/** Everything that moves between `prev` and `next` (one input apart), in the order the events tell it. */
export function planFlights(prev: MainStreetView, next: MainStreetView): Flight[] {
  const out: Flight[] = [];
  let t = 0;
  const add = (f: Omit<Flight, 'id'>): Flight => {
    const flight = { ...f, id: out.length };
    out.push(flight);
    return flight;
  };
  const sow: Sow = prev.phase.kind === 'sow' ? { from: prev.phase.from, last: prev.phase.last, dir: prev.phase.dir } : { from: null, last: null, dir: null };
  // What lies on each pile as the events unfold (slots of arriving and leaving pieces).
  const piles = prev.seats.map((p) => ({ gold: p.gold, stone: p.stone, bar: p.bars }));
  let bank = prev.bank.bars;
  const events = next.events;
  events.forEach((e, i) => {
    switch (e.kind) {
      case 'take':
        sow.from = e.from;
        sow.last = null;
        sow.dir = null;
        return;
      case 'place': {
        const path = walkPath(sow, e.space);
        // The madame on a showdown space goes on to the saloon; nothing stays on the space.
        const toSaloon = events[i + 1]?.kind === 'madame-to-saloon';
        if (toSaloon) path.push(locationSpot('saloon'));
        const f = add({ look: e.meeple, style: 'walk', path, delay: t, hold: toSaloon ? null : { key: spaceKey(e.space), amount: 1 } });
        t += tripSeconds(f);
        if (sow.last !== null && sow.dir === null) sow.dir = shorterWay(sow.last, e.space);
        sow.last = e.space;
        return;
      }
      case 'draw': {
        const pile = piles[e.seat];
        if (!pile) return;
        e.pieces.forEach((piece, k) => {
          const to = piece === 'dynamite' ? { ...pileSpot(e.seat), y: 1.2 } : pileSlot(e.seat, piece, pile[piece]++);
          add({ look: piece, style: 'fly', path: [BAG_MOUTH, to], delay: t + k * STAGGER, hold: piece === 'dynamite' ? null : { key: pileKey(e.seat, piece), amount: 1 } });
        });
        t += e.pieces.length * STAGGER + FLY.seconds;
        return;
      }
      case 'blast': {
        e.returned.forEach((n, seat) => {
          const pile = piles[seat];
          if (!pile) return;
          for (let k = 0; k < n; k++) {
            pile.stone -= 1;
            add({ look: 'stone', style: 'fly', path: [pileSlot(seat, 'stone', pile.stone), BAG_MOUTH], delay: t + k * 0.05, hold: { key: pileKey(seat, 'stone'), amount: -1 } });
          }
        });
        t += FLY.seconds + 0.3;
        return;
      }
      case 'bar': {
        const pile = piles[e.seat];
        if (!pile) return;
        bank -= 1;
        add({ look: 'bar', style: 'fly', path: [bankBarSpot(bank), pileSlot(e.seat, 'bar', pile.bar++)], delay: t, hold: { key: pileKey(e.seat, 'bar'), amount: 1 } });
        for (let k = 0; k < e.price; k++) {
          pile.gold -= 1;
          add({ look: 'gold', style: 'fly', path: [pileSlot(e.seat, 'gold', Math.max(0, pile.gold)), BAG_MOUTH], delay: t + k * 0.05, hold: { key: pileKey(e.seat, 'gold'), amount: -1 } });
        }
        t += FLY.seconds + 0.3;
        return;
      }
      default:
        return;
    }
  });
  return out;
}
