// The fallback flick input: a pull back from the die becomes the flick the other way.
import { describe, expect, it } from 'vitest';
import { aimAt, aimFromPull, directionOf, FULL_PULL_CM } from '../../src/scene/session/flick-aim.ts';
import { waitingLayout } from '../../src/scene/session/layout.ts';
import { TABLE } from '../../src/physics/table.ts';

describe('fallback flick aim', () => {
  it('pulling towards the player flicks away from them (angle 0, towards -z)', () => {
    const aim = aimFromPull({ x: 0, z: 10 }, { x: 0, z: 10 + FULL_PULL_CM / 2 });
    expect(aim?.angle).toBeCloseTo(0);
    expect(aim?.power).toBeCloseTo(0.5);
    const d = directionOf(aim!.angle);
    expect(d.z).toBeCloseTo(-1);
  });

  it('pulling to the left flicks to the right (positive angle) and caps the power', () => {
    const aim = aimFromPull({ x: 0, z: 0 }, { x: -100, z: 0 });
    expect(aim?.angle).toBeCloseTo(Math.PI / 2);
    expect(aim?.power).toBe(1);
  });

  it('a tiny pull is a mis-click, not a flick', () => {
    expect(aimFromPull({ x: 0, z: 0 }, { x: 0.3, z: 0.2 })).toBeNull();
  });

  it('aims at a target along the same convention', () => {
    const aim = aimAt({ x: 0, z: 0 }, { x: 10, z: -10 });
    const d = directionOf(aim.angle);
    expect(d.x).toBeCloseTo(Math.SQRT1_2);
    expect(d.z).toBeCloseTo(-Math.SQRT1_2);
  });
});

describe('waiting dice layout', () => {
  it('lays every die flat inside the throw area the rules named', () => {
    for (const area of ['tray', 'cup', 'player'] as const) {
      const rect = TABLE.areas[area];
      const poses = waitingLayout(['d6', 'd6', 'd6', 'd6', 'd6', 'poker', 'disc01'], area);
      expect(poses).toHaveLength(7);
      for (const p of poses) {
        expect(Math.abs(p.position.x - rect.x)).toBeLessThanOrEqual(rect.halfWidth);
        expect(Math.abs(p.position.z - rect.z)).toBeLessThanOrEqual(rect.halfDepth);
        expect(p.position.y).toBeGreaterThan(0);
      }
    }
  });
});
