// What moves on the table after an input, planned from the view before and
// the view after it (their events say what happened, in order): a sown meeple
// walks from where it was taken down to the street and space by space to the
// space it was put on; every piece drawn from the bag flies out of the bag's
// mouth to the drawer's pile (dynamite too, before it blows); a blast sends
// half of everyone's stone back to the bag; a bought bar flies from the bank
// to the buyer's pile and the gold paid goes back into the bag. Each flight
// says what the board holds back meanwhile (the meeple on its space, the
// pieces on a pile), so nothing shows twice or jumps ahead. Pure.
import { hopSeconds } from '../../../../scene/kit/index.ts';
import { SPACE_COUNT, doorwaySpace, spacePoint, type LocationId, type MainStreetView, type MeepleKind } from '../../index.ts';
import { BAG_MOUTH, STREET_TOP, bankBarSpot, locationSpot, pileSlot, pileSpot, type PileKind } from './layout.ts';
import type { Loose } from './piece-looks.ts';

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

export type FlightLook = Loose | MeepleKind;

/**
 * A count the board holds back while the flight is under way: +1 on `key`
 * until it lands (an arriving piece), or -1 until it leaves (a piece that is
 * already gone in the view but still lies there until it takes off).
 */
export interface Hold {
  key: string;
  amount: 1 | -1;
}

export interface Flight {
  id: number;
  look: FlightLook;
  /** 'walk': hop from waypoint to waypoint at a steady pace; 'fly': one high arc from the first to the last. */
  style: 'walk' | 'fly';
  path: Point3[];
  /** Seconds after the plan starts. */
  delay: number;
  hold: Hold | null;
}

export const FLY = { seconds: 0.75, lift: 9 } as const;
/** Pause between pieces of one draw leaving the bag. */
const STAGGER = 0.15;

export const spaceKey = (space: number): string => `space:${space}`;
export const pileKey = (seat: number, kind: PileKind): string => `pile:${seat}:${kind}`;

/** How long a flight takes from take-off to landing (s). */
export function flightSeconds(f: Flight): number {
  if (f.style === 'fly') return FLY.seconds;
  let t = 0;
  for (let i = 1; i < f.path.length; i++) t += hopSeconds(dist(f.path[i - 1]!, f.path[i]!));
  return t;
}

export const dist = (a: Point3, b: Point3): number => Math.hypot(b.x - a.x, b.z - a.z);

const onStreet = (space: number): Point3 => ({ ...spacePoint(space), y: STREET_TOP });

/** The direction (1 or -1) of the shorter way round the ring from `a` to `b`. */
function shorterWay(a: number, b: number): 1 | -1 {
  const fwd = (b - a + SPACE_COUNT) % SPACE_COUNT;
  return fwd <= SPACE_COUNT - fwd ? 1 : -1;
}

/** The spaces after `a` up to and including `b`, going `dir` round the ring. */
export function ringSteps(a: number, b: number, dir: 1 | -1): number[] {
  const out: number[] = [];
  for (let s = a, guard = 0; s !== b && guard < SPACE_COUNT; guard++) {
    s = (s + dir + SPACE_COUNT) % SPACE_COUNT;
    out.push(s);
  }
  return out;
}

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
        t += flightSeconds(f);
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

/** What the board holds back now: the sum of the holds of flights that have not landed (or not left) yet. */
export function heldCounts(flights: readonly Flight[], passed: ReadonlySet<number>): Map<string, number> {
  const held = new Map<string, number>();
  for (const f of flights) {
    if (!f.hold || passed.has(f.id)) continue;
    held.set(f.hold.key, (held.get(f.hold.key) ?? 0) + f.hold.amount);
  }
  return held;
}
