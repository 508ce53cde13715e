// Dice rattling in the cup: as fast and loud as the cup is shaken, silent when it is still.
import { describe, expect, it } from 'vitest';
import { FULL_SPEED, RattleClock, STILL_SPEED } from '../../src/ui/sound/rattle.ts';
import { dragSpeed } from '../../src/ui/sound/drag-speed.ts';

/** Clicks over `seconds` of frames at 60 fps, shaking at `speed`. */
function shake(speed: number, seconds: number, clock = new RattleClock()) {
  const clicks = [];
  for (let f = 0; f < seconds * 60; f++) clicks.push(...clock.clicks(speed, 1 / 60));
  return clicks;
}

describe('cup rattle', () => {
  it('a cup held still makes no sound', () => {
    expect(shake(0, 1)).toEqual([]);
    expect(shake(STILL_SPEED, 1)).toEqual([]);
  });

  it('shaking harder rattles faster and louder', () => {
    const gentle = shake(30, 2);
    const hard = shake(FULL_SPEED, 2);
    expect(gentle.length).toBeGreaterThan(4);
    expect(hard.length).toBeGreaterThan(gentle.length * 2);
    const mean = (c: { level: number }[]) => c.reduce((s, x) => s + x.level, 0) / c.length;
    expect(mean(hard)).toBeGreaterThan(mean(gentle));
    for (const c of hard) expect(c.level).toBeLessThanOrEqual(1);
  });

  it('clicks fall inside their frame, at uneven gaps', () => {
    const clock = new RattleClock();
    const gaps = new Set<number>();
    let lastAt = -1;
    for (let f = 0; f < 60; f++) {
      for (const c of clock.clicks(FULL_SPEED, 1 / 60)) {
        expect(c.at).toBeGreaterThanOrEqual(0);
        expect(c.at).toBeLessThan(1 / 60);
        const abs = f / 60 + c.at;
        if (lastAt >= 0) gaps.add(Math.round((abs - lastAt) * 1000));
        lastAt = abs;
      }
    }
    expect(gaps.size).toBeGreaterThan(3);
  });

  it("the cup's speed comes from the last tenth of a second of the drag, zero once the pointer rests", () => {
    const samples = [
      { t: 0, x: 0, z: 0 },
      { t: 50, x: 5, z: 0 },
      { t: 100, x: 10, z: 0 },
    ];
    expect(dragSpeed(samples, 100)).toBeCloseTo(100);
    expect(dragSpeed(samples, 400)).toBe(0);
    expect(dragSpeed([], 0)).toBe(0);
  });
});
