// Where throws start: seeded and gesture throws are deterministic, valid and
// go where they should.
import { describe, expect, it } from 'vitest';
import {
  TABLE,
  mulberry32,
  randomGesture,
  randomRotation,
  throwFromGesture,
  WEAK_GESTURE_MESSAGE,
  throwFromSeed,
  validateThrowSpec,
} from '../../src/physics/index.ts';

describe('throwFromSeed', () => {
  it('same seed, same throw; another seed, another throw', () => {
    expect(throwFromSeed(['d6', 'poker'], 9)).toEqual(throwFromSeed(['d6', 'poker'], 9));
    expect(throwFromSeed(['d6', 'poker'], 9)).not.toEqual(throwFromSeed(['d6', 'poker'], 10));
  });

  it('releases the dice above the chosen area, inside the rail, and passes validation', () => {
    for (const area of ['tray', 'cup', 'player'] as const) {
      const rect = TABLE.areas[area];
      for (let seed = 0; seed < 20; seed++) {
        const spec = throwFromSeed(['d6', 'd6', 'd6', 'disc01', 'poker'], seed, area);
        expect(validateThrowSpec(spec)).toEqual(spec);
        expect(spec.area).toBe(area);
        const cx = spec.dice.reduce((a, d) => a + d.position.x, 0) / spec.dice.length;
        const cz = spec.dice.reduce((a, d) => a + d.position.z, 0) / spec.dice.length;
        expect(Math.abs(cx - rect.x)).toBeLessThanOrEqual(rect.halfWidth + 1);
        expect(Math.abs(cz - rect.z)).toBeLessThanOrEqual(rect.halfDepth + 1);
        for (const d of spec.dice) expect(d.position.y).toBeGreaterThan(2);
      }
    }
  });

  it('throws along the table front towards its longer side, never hard at the near rail', () => {
    for (let seed = 0; seed < 50; seed++) {
      const cup = throwFromSeed(['d6'], seed, 'cup').dice[0]!.linvel; // cup is front-left: throw right
      const player = throwFromSeed(['d6'], seed, 'player').dice[0]!.linvel; // front-right: throw left
      expect(cup.x).toBeGreaterThan(0);
      expect(player.x).toBeLessThan(0);
      for (const v of [cup, player, throwFromSeed(['d6'], seed).dice[0]!.linvel]) {
        expect(v.z).toBeLessThan(0.45 * Math.hypot(v.x, v.z));
      }
    }
  });

  it('dice in one throw do not start inside each other', () => {
    const spec = throwFromSeed(Array(10).fill('d6'), 3);
    for (let i = 0; i < spec.dice.length; i++) {
      for (let j = i + 1; j < spec.dice.length; j++) {
        const a = spec.dice[i]!.position;
        const b = spec.dice[j]!.position;
        expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThan(1.8);
      }
    }
  });
});

describe('throwFromGesture', () => {
  it('dice fly in the drag direction, faster for a faster drag', () => {
    const slow = throwFromGesture(['d6', 'd6'], { from: { x: 0, z: 30 }, to: { x: 10, z: 30 }, durationMs: 200 }, 1);
    const fast = throwFromGesture(['d6', 'd6'], { from: { x: 0, z: 30 }, to: { x: 10, z: 30 }, durationMs: 60 }, 1);
    for (const d of slow.dice) {
      expect(d.linvel.x).toBeGreaterThan(Math.abs(d.linvel.z));
    }
    const speed = (s: typeof slow) => s.dice.reduce((a, d) => a + Math.hypot(d.linvel.x, d.linvel.z), 0);
    expect(speed(fast)).toBeGreaterThan(speed(slow) * 2);
    const left = throwFromGesture(['d6'], { from: { x: 0, z: 30 }, to: { x: -10, z: 25 }, durationMs: 100 }, 1);
    expect(left.dice[0]!.linvel.x).toBeLessThan(0);
  });

  it('dice start around the release point', () => {
    const spec = throwFromGesture(['d6', 'd6', 'd6'], { from: { x: -20, z: 10 }, to: { x: -10, z: 5 }, durationMs: 100 }, 4);
    for (const d of spec.dice) expect(Math.hypot(d.position.x + 10, d.position.z - 5)).toBeLessThan(4);
  });

  it('a release outside the rail is pulled back inside, and the spec validates', () => {
    const spec = throwFromGesture(['d6'], { from: { x: 50, z: 30 }, to: { x: 90, z: 70 }, durationMs: 50 }, 2);
    expect(validateThrowSpec(spec)).toEqual(spec);
  });

  it('a click without a drag, or a drag let go at rest, is refused: dice are thrown, not laid', () => {
    for (const g of [
      { from: { x: 0, z: 30 }, to: { x: 0, z: 30 }, durationMs: 100 },
      { from: { x: 0, z: 30 }, to: { x: 1, z: 30 }, durationMs: 100 }, // 10 cm/s
    ]) {
      expect(() => throwFromGesture(['d6'], g, 8)).toThrow(expect.objectContaining({ code: 'weak-gesture', message: WEAK_GESTURE_MESSAGE }));
    }
  });

  it('a slow drag just above the floor still throws, at the slowest speed', () => {
    const spec = throwFromGesture(['d6'], { from: { x: 0, z: 30 }, to: { x: 2, z: 30 }, durationMs: 100 }, 8); // 20 cm/s
    const v = spec.dice[0]!.linvel;
    expect(Math.hypot(v.x, v.z)).toBeGreaterThan(20);
  });

  it('randomGesture is deterministic and valid input', () => {
    expect(randomGesture(5)).toEqual(randomGesture(5));
    expect(() => throwFromGesture(['d6'], randomGesture(5), 5)).not.toThrow();
  });
});

describe('randomRotation', () => {
  it('gives unit quaternions spread over all orientations', () => {
    const random = mulberry32(1);
    let upY = 0;
    for (let i = 0; i < 2000; i++) {
      const q = randomRotation(random);
      expect(Math.abs(Math.hypot(q.x, q.y, q.z, q.w) - 1)).toBeLessThan(1e-12);
      upY += 1 - 2 * (q.x * q.x + q.z * q.z); // world-up component of the local y axis
    }
    expect(Math.abs(upY / 2000)).toBeLessThan(0.05);
  });
});
