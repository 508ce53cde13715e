// Pieces that walk along a path of hops or fly along one arc, and what a board
// holds back meanwhile. Main Street plans its moves as trips (a sown meeple
// walks from its building space by space to where it is put; pieces drawn fly
// from the bag to a pile; a bar flies from the bank), each saying what the board
// holds back until it lands or leaves, so nothing shows twice or jumps ahead;
// Mail Run's riders walk the track space by space, a new walk queued after the
// one under way. One timing for both (the kit's hop glide: longer steps take
// longer and hop higher), written once here. Pure: seconds in, points out; the
// board writes the points into its meshes or groups in its frame (use-hops.ts).
import { arc, ease, hopLift, hopSeconds, type GlideSpec } from './glide.ts';

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/**
 * A count the board holds back while a trip is under way: +1 on `key` until
 * it lands (an arriving piece), or -1 until it takes off (a piece already gone
 * in the view that still lies there until it leaves).
 */
export interface Hold {
  key: string;
  amount: 1 | -1;
}

export interface Trip<L> {
  id: number;
  /** What moves (the board draws each look its own way). */
  look: L;
  /** 'walk': hop from waypoint to waypoint at a steady pace; 'fly': one high eased arc from the first to the last. */
  style: 'walk' | 'fly';
  path: Point3[];
  /** Seconds after the plan starts. */
  delay: number;
  hold: Hold | null;
}

/** A flight: high enough to pass over the street and the signs, short enough not to keep a player waiting. */
export const FLY: GlideSpec = { seconds: 0.75, lift: 9 };

/** Distance on the table (the height is the hop's). */
export const flatDistance = (a: Point3, b: Point3): number => Math.hypot(b.x - a.x, b.z - a.z);

/** How long a trip takes from take-off to landing (s). */
export function tripSeconds(trip: Pick<Trip<unknown>, 'style' | 'path'>): number {
  if (trip.style === 'fly') return FLY.seconds;
  let t = 0;
  for (let i = 1; i < trip.path.length; i++) t += hopSeconds(flatDistance(trip.path[i - 1]!, trip.path[i]!));
  return t;
}

/**
 * Writes where a trip is `u` seconds after take-off into `out`; returns the
 * progress (0..1) of the hop or flight under way, or null before take-off
 * and after landing.
 */
export function tripPoint(trip: Pick<Trip<unknown>, 'style' | 'path'>, u: number, out: Point3): number | null {
  if (u < 0) return null;
  const lerp = (a: Point3, b: Point3, t: number, lift: number) => {
    out.x = a.x + (b.x - a.x) * t;
    out.y = a.y + (b.y - a.y) * t + lift;
    out.z = a.z + (b.z - a.z) * t;
  };
  if (trip.style === 'fly') {
    const t = u / FLY.seconds;
    if (t >= 1) return null;
    lerp(trip.path[0]!, trip.path[trip.path.length - 1]!, ease(t), arc(t, FLY.lift));
    return t;
  }
  let left = u;
  for (let i = 1; i < trip.path.length; i++) {
    const a = trip.path[i - 1]!;
    const b = trip.path[i]!;
    const d = flatDistance(a, b);
    const secs = hopSeconds(d);
    if (left < secs) {
      // A steady walk (no easing), so consecutive steps read as one stride.
      const t = left / secs;
      lerp(a, b, t, arc(t, hopLift(d)));
      return t;
    }
    left -= secs;
  }
  return null;
}

/** What the board holds back now: the sum of the holds of the trips not passed yet (landed, or taken off). */
export function heldCounts(trips: readonly Trip<unknown>[], passed: ReadonlySet<number>): Map<string, number> {
  const held = new Map<string, number>();
  for (const f of trips) {
    if (!f.hold || passed.has(f.id)) continue;
    held.set(f.hold.key, (held.get(f.hold.key) ?? 0) + f.hold.amount);
  }
  return held;
}

/** Whether a trip's hold is passed `u` seconds after its take-off: a leaving piece at take-off, an arriving one on landing. */
const holdPassed = (trip: Trip<unknown>, u: number): boolean => !!trip.hold && (trip.hold.amount < 0 ? u >= 0 : u >= tripSeconds(trip));

/**
 * The trips under way on a board and their clock: a plan replaced as a whole
 * (a new position) or walks queued one after another per look (a rider's).
 * `step` tells the board where each trip is and which holds it passed.
 */
export class HopPlan<L> {
  trips: Trip<L>[] = [];
  /** When the plan started (s, performance.now() / 1000); the first step sets it. */
  private start: number | null = null;
  private readonly passed = new Set<number>();
  private readonly point: Point3 = { x: 0, y: 0, z: 0 };
  private nextId = 0;

  /** A new plan, starting at the next step; the old one is over (its pieces are in their places). */
  replace(trips: Trip<L>[]): void {
    this.trips = trips;
    this.start = null;
    this.passed.clear();
  }

  /**
   * Queues a walk of `look` through `points`: from where its last trip ends
   * (else from `from`), once that trip has landed (else now). Landed trips are
   * dropped.
   */
  walk(look: L, from: Point3, points: readonly Point3[], now: number): void {
    const at = now - (this.start ??= now);
    this.trips = this.trips.filter((t) => at - t.delay < tripSeconds(t));
    const last = this.trips.filter((t) => t.look === look).at(-1);
    const path = [last ? last.path[last.path.length - 1]! : from, ...points];
    this.trips.push({ id: this.nextId++, look, style: 'walk', path, delay: last ? Math.max(at, last.delay + tripSeconds(last)) : at, hold: null });
  }

  /**
   * Advances to `now` (s): calls `at` with each trip under way, where it is
   * and the progress of its hop; returns whether any trip is still to land and
   * the ids whose holds were passed in this step.
   */
  step(now: number, at: (trip: Trip<L>, point: Point3, progress: number, u: number) => void): { busy: boolean; passed: number[] } {
    const t = now - (this.start ??= now);
    let busy = false;
    const passed: number[] = [];
    for (const trip of this.trips) {
      const u = t - trip.delay;
      if (u < tripSeconds(trip)) busy = true;
      if (!this.passed.has(trip.id) && holdPassed(trip, u)) {
        this.passed.add(trip.id);
        passed.push(trip.id);
      }
      const progress = tripPoint(trip, u, this.point);
      if (progress !== null) at(trip, this.point, progress, u);
    }
    return { busy, passed };
  }
}

/** A new position's trips: `plan`'s from the view before to this one for one step forward, none for a jump (an undo, a load, the first paint) or with glides skipped. */
export function stepTrips<V, L>(before: { view: V | null; inputs: number }, view: V | null, inputs: number, plan: (prev: V, next: V) => Trip<L>[], skip: boolean): Trip<L>[] {
  const step = before.view !== null && view !== null && inputs === before.inputs + 1 && !skip;
  return step ? plan(before.view!, view!) : [];
}

/** How much larger than its own size a piece is drawn `progress` (0..1) along a flight (up to about twice, so a small draw is seen from the chair); a walk keeps its size. */
export const tripSwell = (style: Trip<unknown>['style'], progress: number): number => (style === 'fly' ? 1 + 0.9 * Math.sin(Math.PI * progress) : 1);

/** A trip told by a game's own stops (a space, a pile's slot) rather than table points, `offset` s into its beat. */
export interface StopTrip<L, S> {
  look: L;
  style: Trip<L>['style'];
  stops: readonly S[];
  hold: Hold | null;
  offset: number;
}

/**
 * A game's beats of trips on the table: each stop placed by `pointOf` (the
 * board's layout), each beat starting `rest` s after the last trip of the one
 * before has landed, trips numbered in order.
 */
export function scheduleTrips<L, S>(beats: readonly { moves: readonly StopTrip<L, S>[]; rest: number }[], pointOf: (stop: S) => Point3): Trip<L>[] {
  const out: Trip<L>[] = [];
  let t = 0;
  for (const beat of beats) {
    let end = t;
    for (const m of beat.moves) {
      const trip: Trip<L> = { id: out.length, look: m.look, style: m.style, path: m.stops.map(pointOf), delay: t + m.offset, hold: m.hold };
      out.push(trip);
      end = Math.max(end, trip.delay + tripSeconds(trip));
    }
    t = end + beat.rest;
  }
  return out;
}
