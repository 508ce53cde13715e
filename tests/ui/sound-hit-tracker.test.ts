// Who made a frame's impacts, on what, and which hits are landings.
import { describe, expect, it } from 'vitest';
import type { Pose } from '../../src/physics/types.ts';
import { TABLE } from '../../src/physics/table.ts';
import { HitTracker } from '../../src/ui/sound/hit-tracker.ts';
import { surfaceAt } from '../../src/ui/sound/surfaces.ts';

const at = (x: number, y: number, z: number): Pose => ({ position: { x, y, z }, rotation: { x: 0, y: 0, z: 0, w: 1 } });
const DT = 1 / 60;
const G = 981;

/** Two dice falling freely for three frames from 2 cm (no impacts), the first over the tray, the second over the wooden top. */
function fallingPair(tracker: HitTracker, t0: number): { t: number; poses: Pose[] } {
  const tray = TABLE.areas.tray;
  let t = t0;
  let poses: Pose[] = [];
  for (let k = 0; k < 3; k++) {
    t = t0 + k * DT;
    const y = 2 - 0.5 * G * (k * DT) ** 2;
    poses = [at(tray.x, y, tray.z), at(-20, y, -10)];
    expect(tracker.hits([], poses, t)).toEqual([]);
  }
  return { t, poses };
}

describe('hit tracker', () => {
  it('free fall is no knock: gravity explains the change of speed', () => {
    const tracker = new HitTracker(surfaceAt);
    const { t } = fallingPair(tracker, 1);
    const y = 2 - 0.5 * G * (3 * DT) ** 2;
    const hits = tracker.hits([0.01], [at(TABLE.areas.tray.x, y, TABLE.areas.tray.z), at(-20, y, -10)], t + DT);
    expect(hits.map((h) => h.body)).toEqual([-1]);
  });

  it('the die that bounced takes the impact, on the surface under it, and its first hit is a landing', () => {
    const tracker = new HitTracker(surfaceAt);
    const { t, poses } = fallingPair(tracker, 1);
    // The second die bounces (moves up); the first keeps falling.
    const y1 = 2 - 0.5 * G * (3 * DT) ** 2;
    const next = [at(TABLE.areas.tray.x, y1, TABLE.areas.tray.z), at(-20, (poses[1] as Pose).position.y + 0.3, -10)];
    const [hit] = tracker.hits([3], next, t + DT);
    expect(hit).toMatchObject({ body: 1, surface: 'wood', force: 3, landing: true });
  });

  it('a die bouncing in the felt tray hits felt; its second bounce is no longer a landing', () => {
    const tracker = new HitTracker(surfaceAt);
    const tray = TABLE.areas.tray;
    let t = 5;
    const frames = [12, 8, 4, 0.8, 3, 4, 3.5, 0.8];
    const landings: boolean[] = [];
    const surfaces: string[] = [];
    for (const y of frames) {
      t += DT;
      for (const h of tracker.hits([2], [at(tray.x, y, tray.z)], t)) {
        if (h.body === 0) {
          landings.push(h.landing);
          surfaces.push(h.surface);
        }
      }
    }
    expect(landings[0]).toBe(true);
    expect(landings.slice(1)).not.toContain(true);
    expect(surfaces).toContain('felt');
  });

  it('the hardest-hit die takes the loudest force', () => {
    const tracker = new HitTracker(surfaceAt);
    tracker.hits([], [at(0, 0.8, -10), at(20, 0.8, -10)], 1);
    tracker.hits([], [at(0, 0.8, -10), at(20, 0.8, -10)], 1 + DT);
    // Both start moving sideways: the second much faster.
    const hits = tracker.hits([1, 9], [at(1, 0.8, -10), at(25, 0.8, -10)], 1 + 2 * DT);
    expect(hits.map((h) => [h.force, h.body])).toEqual([
      [9, 1],
      [1, 0],
    ]);
  });

  it('without poses every impact sounds like the wooden top, and the first after a pause is the landing', () => {
    const tracker = new HitTracker(surfaceAt);
    expect(tracker.hits([2], null, 1)).toEqual([{ force: 2, surface: 'wood', body: -1, landing: true }]);
    expect(tracker.hits([2], null, 1.1)[0]?.landing).toBe(false);
    // A new throw after a pause lands again.
    expect(tracker.hits([2], null, 3)[0]?.landing).toBe(true);
  });
});
