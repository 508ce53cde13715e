// The kit's hops (scene/kit/hops.ts): a walk hops from waypoint to waypoint at
// the hop glide's pace, a flight is one arc, a hold is passed on landing (an
// arriving piece) or at take-off (a leaving one), and walks queued for one look
// follow each other without a gap or a jump.
import { describe, expect, it } from 'vitest';
import { FLY, HopPlan, heldCounts, scheduleTrips, stepTrips, tripPoint, tripSeconds, tripSwell, type Point3, type Trip } from '../../src/scene/kit/hops.ts';
import { hopSeconds } from '../../src/scene/kit/glide.ts';

const p = (x: number, z: number, y = 0): Point3 => ({ x, y, z });
const trip = (t: Partial<Trip<string>>): Trip<string> => ({ id: 0, look: 'a', style: 'walk', path: [p(0, 0), p(8, 0)], delay: 0, hold: null, ...t });

describe('kit hops: where a trip is', () => {
  it('a walk takes one hop time per step and stands on each waypoint between hops', () => {
    const walk = trip({ path: [p(0, 0), p(8, 0), p(8, 16)] });
    expect(tripSeconds(walk)).toBeCloseTo(hopSeconds(8) + hopSeconds(16));
    const out = p(0, 0);
    expect(tripPoint(walk, hopSeconds(8), out)).toBe(0);
    expect(out).toEqual(p(8, 0));
    // Halfway through the first hop: halfway along, lifted.
    expect(tripPoint(walk, hopSeconds(8) / 2, out)).toBeCloseTo(0.5);
    expect(out.x).toBeCloseTo(4);
    expect(out.y).toBeGreaterThan(0);
    expect(tripPoint(walk, -0.01, out)).toBeNull();
    expect(tripPoint(walk, tripSeconds(walk), out)).toBeNull();
  });

  it('a flight is one arc from the first point to the last, whatever lies between', () => {
    const fly = trip({ style: 'fly', path: [p(0, 0, 6), p(50, 50), p(10, 0, 1)] });
    expect(tripSeconds(fly)).toBe(FLY.seconds);
    const out = p(0, 0);
    tripPoint(fly, FLY.seconds / 2, out);
    expect(out.x).toBeCloseTo(5);
    expect(out.z).toBeCloseTo(0);
    expect(out.y).toBeCloseTo(3.5 + FLY.lift);
  });
});

describe('kit hops: holds and plans', () => {
  const arriving = trip({ id: 0, hold: { key: 'pile', amount: 1 } });
  const leaving = trip({ id: 1, delay: 1, style: 'fly', hold: { key: 'pile', amount: -1 } });

  it('the board holds back what has not landed and keeps what has not left', () => {
    expect(heldCounts([arriving, leaving], new Set())).toEqual(new Map([['pile', 0]]));
    expect(heldCounts([arriving, leaving], new Set([0]))).toEqual(new Map([['pile', -1]]));
    expect(heldCounts([arriving, leaving], new Set([0, 1]))).toEqual(new Map());
  });

  it('a plan tells each hold once: an arriving piece on landing, a leaving one at take-off', () => {
    const plan = new HopPlan<string>();
    plan.replace([arriving, leaving]);
    const seen: number[][] = [];
    const none = () => undefined;
    for (const t of [10, 10 + tripSeconds(arriving) - 0.01, 10 + tripSeconds(arriving) + 0.001, 11.001, 11.1, 10 + 1 + FLY.seconds]) seen.push(plan.step(t, none).passed);
    expect(seen).toEqual([[], [], [0], [1], [], []]);
    expect(plan.step(12, none).busy).toBe(false);
  });

  it('a walk queued while one is under way starts where and when that one ends', () => {
    const plan = new HopPlan<number>();
    plan.walk(0, p(0, 0), [p(8, 0)], 100);
    plan.walk(0, p(99, 99), [p(16, 0)], 100.05);
    const [first, second] = plan.trips;
    expect(second!.path[0]).toEqual(p(8, 0));
    expect(second!.delay).toBeCloseTo(first!.delay + tripSeconds(first!));
    // Only one of them is under way at any moment, and the rider never jumps.
    const at: Point3[] = [];
    for (let t = 100; t < 100 + 2 * hopSeconds(8) + 0.05; t += 0.01) plan.step(t, (_trip, point) => at.push({ ...point }));
    for (let i = 1; i < at.length; i++) expect(Math.hypot(at[i]!.x - at[i - 1]!.x, at[i]!.z - at[i - 1]!.z)).toBeLessThan(1);
    expect(at.at(-1)!.x).toBeGreaterThan(15);
    // A later walk drops the landed ones and starts now.
    plan.walk(0, p(16, 0), [p(24, 0)], 200);
    expect(plan.trips.map((t) => t.path[0])).toEqual([p(16, 0)]);
  });
});

describe('kit hops: the trips of a new position', () => {
  const plan = (a: number, b: number): Trip<string>[] => [trip({ id: a * 100 + b })];

  it('one step forward plays the plan from the view before to the new one', () => {
    expect(stepTrips({ view: 1, inputs: 4 }, 2, 5, plan, false)).toEqual([trip({ id: 102 })]);
  });

  it('a jump (an undo, a load, several inputs at once), the first paint or skipped glides play nothing', () => {
    expect(stepTrips({ view: 1, inputs: 4 }, 2, 3, plan, false)).toEqual([]);
    expect(stepTrips({ view: 1, inputs: 4 }, 2, 6, plan, false)).toEqual([]);
    expect(stepTrips<number, string>({ view: null, inputs: 0 }, 2, 1, plan, false)).toEqual([]);
    expect(stepTrips({ view: 1, inputs: 4 }, null, 5, plan, false)).toEqual([]);
    expect(stepTrips({ view: 1, inputs: 4 }, 2, 5, plan, true)).toEqual([]);
  });

  it('a flying piece swells to nearly twice its size half-way and lands at its own; a walker keeps its size', () => {
    expect(tripSwell('fly', 0)).toBe(1);
    expect(tripSwell('fly', 0.5)).toBeCloseTo(1.9);
    expect(tripSwell('fly', 1)).toBeCloseTo(1);
    expect(tripSwell('walk', 0.5)).toBe(1);
  });
});

describe('kit hops: beats of trips told by stops', () => {
  it('places each stop, numbers the trips and starts each beat after the last trip of the one before lands, plus its rest', () => {
    const at = (n: number) => p(n * 8, 0);
    const trips = scheduleTrips(
      [
        { moves: [{ look: 'm', style: 'walk', stops: [0, 1, 2], hold: null, offset: 0 }], rest: 0 },
        { moves: [0, 1, 2].map((k) => ({ look: 'g', style: 'fly' as const, stops: [5, 0], hold: { key: 'pile', amount: 1 as const }, offset: k * 0.1 })), rest: 0.25 },
        { moves: [{ look: 'b', style: 'fly', stops: [3, 4], hold: null, offset: 0 }], rest: 0 },
      ],
      at,
    );
    expect(trips.map((t) => t.id)).toEqual([0, 1, 2, 3, 4]);
    expect(trips[0]!.path).toEqual([at(0), at(1), at(2)]);
    const walk = 2 * hopSeconds(8);
    expect(trips[0]!.delay).toBe(0);
    expect(trips.slice(1, 4).map((t) => t.delay)).toEqual([walk, walk + 0.1, walk + 0.2].map((d) => expect.closeTo(d)));
    expect(trips[4]!.delay).toBeCloseTo(walk + 0.2 + FLY.seconds + 0.25);
    expect(trips[1]!.hold).toEqual({ key: 'pile', amount: 1 });
  });

  it('an empty beat still rests', () => {
    const trips = scheduleTrips<string, number>([{ moves: [], rest: 0.5 }, { moves: [{ look: 'x', style: 'fly', stops: [0, 1], hold: null, offset: 0 }], rest: 0 }], (n) => p(n, 0));
    expect(trips[0]!.delay).toBe(0.5);
  });
});
