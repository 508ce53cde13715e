// What moves on the table after an input, told from the view before and the
// view after it (their events say what happened, in order): a sown meeple
// walks from where it was taken down to the street and space by space to the
// space it was put on; every piece drawn from the bag flies out of the bag to
// the drawer's pile (dynamite too, before it blows); a blast sends half of
// everyone's stone back to the bag; a bought bar flies from the bank to the
// buyer's pile and the gold paid goes back into the bag. Each move says what
// the board holds back meanwhile (the meeple on its space, the pieces on a
// pile), so nothing shows twice or jumps ahead. Told as stops (a space, a
// building, the bag, slot 3 of a pile), in beats one after another: the
// view's layout puts each stop on the table and the kit's hops time the beats
// (scene/kit/hops.ts scheduleTrips). Pure.
import { doorwaySpace, type MeepleKind } from './data.ts';
import { ringSteps, shorterWay } from './moves.ts';
import type { LocationId, MainStreetView } from './types.ts';

export type PileKind = 'gold' | 'stone' | 'bar';
export type Loose = 'gold' | 'stone' | 'dynamite' | 'bar';
/** What moves on the table. */
export type FlightLook = Loose | MeepleKind;

/** A place a moving piece passes: a street space, a location's crowd (roof, porch), the bag's mouth, bar `bar` of the bank, a slot of a pile, a pile's middle. */
export type Stop =
  | { at: 'space'; space: number }
  | { at: 'location'; id: LocationId }
  | { at: 'bag' }
  | { at: 'bank'; bar: number }
  | { at: 'pile'; seat: number; kind: PileKind; slot: number }
  | { at: 'pile-middle'; seat: number };

/** What the board holds back while a move is under way: +1 on `key` until it lands, -1 until it takes off. */
export interface Held {
  key: string;
  amount: 1 | -1;
}

/** One piece's move: a walk from stop to stop, or a flight from the first stop to the last, `offset` s into its beat. */
export interface Move {
  look: FlightLook;
  style: 'walk' | 'fly';
  stops: Stop[];
  hold: Held | null;
  offset: number;
}

/** Moves that start together (give or take their offsets); the next beat starts `rest` s after the last of them lands. */
export interface Beat {
  moves: Move[];
  rest: number;
}

/** Pause between pieces of one draw leaving the bag, and between pieces of a return. */
const STAGGER = 0.15;
const RETURN_STAGGER = 0.05;
/** A pause after a blast or a purchase, before the next beat. */
const SETTLE = 0.3;

export const spaceKey = (space: number): string => `space:${space}`;
export const pileKey = (seat: number, kind: PileKind): string => `pile:${seat}:${kind}`;
/** The space a held key keeps free (a meeple still walking there), or null for a pile's key. */
export const heldSpace = (key: string): number | null => (key.startsWith('space:') ? Number(key.slice(6)) : null);

interface Sow {
  from: LocationId | null;
  last: number | null;
  dir: 1 | -1 | null;
}

const onStreet = (space: number): Stop => ({ at: 'space', space });

/**
 * The walk of a meeple put on `space`: from a building, off the roof onto its
 * own doorway and along the street through every space to `space`; from the
 * saloon or the jail, over to the space the sow has reached and on from there.
 */
export function walkStops(sow: Sow, space: number): Stop[] {
  if (sow.from === null) return [onStreet(space)];
  const start: Stop = { at: 'location', id: sow.from };
  const from = typeof sow.from === 'number' ? doorwaySpace(sow.from) : sow.last;
  if (from === null) return [start, onStreet(space)];
  const dir = sow.dir ?? shorterWay(from, space);
  return [start, onStreet(from), ...ringSteps(from, space, dir).map(onStreet)];
}

/** Everything that moves between `prev` and `next` (one input apart), as beats in the order the events tell it. */
export function streetBeats(prev: MainStreetView, next: MainStreetView): Beat[] {
  const beats: Beat[] = [];
  const sow: Sow = prev.phase.kind === 'sow' ? { from: prev.phase.from, last: prev.phase.last, dir: prev.phase.dir } : { from: null, last: null, dir: null };
  // What lies on each pile as the events unfold (slots of arriving and leaving pieces).
  const piles = prev.seats.map((p) => ({ gold: p.gold, stone: p.stone, bar: p.bars }));
  let bank = prev.bank.bars;
  const fly = (look: FlightLook, stops: Stop[], offset: number, hold: Held | null): Move => ({ look, style: 'fly', stops, offset, hold });
  next.events.forEach((e, i) => {
    if (e.kind === 'take') Object.assign(sow, { from: e.from, last: null, dir: null });
    else if (e.kind === 'place') {
      const stops = walkStops(sow, e.space);
      // The madame on a showdown space goes on to the saloon; nothing stays on the space.
      const toSaloon = next.events[i + 1]?.kind === 'madame-to-saloon';
      if (toSaloon) stops.push({ at: 'location', id: 'saloon' });
      beats.push({ moves: [{ look: e.meeple, style: 'walk', stops, offset: 0, hold: toSaloon ? null : { key: spaceKey(e.space), amount: 1 } }], rest: 0 });
      if (sow.last !== null && sow.dir === null) sow.dir = shorterWay(sow.last, e.space);
      sow.last = e.space;
    } else if (e.kind === 'draw' && piles[e.seat]) {
      const pile = piles[e.seat]!;
      const moves = e.pieces.map((piece, k) =>
        piece === 'dynamite'
          ? fly(piece, [{ at: 'bag' }, { at: 'pile-middle', seat: e.seat }], k * STAGGER, null)
          : fly(piece, [{ at: 'bag' }, { at: 'pile', seat: e.seat, kind: piece, slot: pile[piece]++ }], k * STAGGER, { key: pileKey(e.seat, piece), amount: 1 }),
      );
      beats.push({ moves, rest: STAGGER });
    } else if (e.kind === 'blast') {
      const moves = e.returned.flatMap((n, seat) => {
        const pile = piles[seat];
        if (!pile) return [];
        return Array.from({ length: n }, (_, k) => fly('stone', [{ at: 'pile', seat, kind: 'stone', slot: --pile.stone }, { at: 'bag' }], k * RETURN_STAGGER, { key: pileKey(seat, 'stone'), amount: -1 }));
      });
      beats.push({ moves, rest: SETTLE });
    } else if (e.kind === 'bar' && piles[e.seat]) {
      const pile = piles[e.seat]!;
      const bar = fly('bar', [{ at: 'bank', bar: --bank }, { at: 'pile', seat: e.seat, kind: 'bar', slot: pile.bar++ }], 0, { key: pileKey(e.seat, 'bar'), amount: 1 });
      const paid = Array.from({ length: e.price }, (_, k) => fly('gold', [{ at: 'pile', seat: e.seat, kind: 'gold', slot: Math.max(0, --pile.gold) }, { at: 'bag' }], k * RETURN_STAGGER, { key: pileKey(e.seat, 'gold'), amount: -1 }));
      beats.push({ moves: [bar, ...paid], rest: SETTLE });
    }
  });
  return beats;
}
