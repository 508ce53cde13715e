// The phone's buzz when a die lands or a figure falls: never under reduced motion, never without a touch screen.
import { describe, expect, it } from 'vitest';
import { FallWatcher, Haptics, MIN_GAP_MS, PATTERNS, type HapticsEnv } from '../../src/ui/sound/haptics.ts';

function env(over: Partial<HapticsEnv> = {}): HapticsEnv & { calls: (number | number[])[]; clock: { t: number } } {
  const calls: (number | number[])[] = [];
  const clock = { t: 1000 };
  return {
    vibrate: (p) => {
      calls.push(p);
      return true;
    },
    reducedMotion: () => false,
    touchScreen: () => true,
    now: () => clock.t,
    calls,
    clock,
    ...over,
  };
}

describe('haptics', () => {
  it('a die landing on a phone gives a short tap, a falling figure a double knock', () => {
    const e = env();
    const h = new Haptics(e);
    expect(h.buzz('land')).toBe(true);
    e.clock.t += MIN_GAP_MS;
    expect(h.buzz('fall')).toBe(true);
    expect(e.calls).toEqual([PATTERNS.land, PATTERNS.fall]);
  });

  it('stays still when the system asks for reduced motion', () => {
    const e = env({ reducedMotion: () => true });
    expect(new Haptics(e).buzz('land')).toBe(false);
    expect(e.calls).toEqual([]);
  });

  it('stays still without a touch screen or without vibrate()', () => {
    const e = env({ touchScreen: () => false });
    expect(new Haptics(e).buzz('land')).toBe(false);
    expect(e.calls).toEqual([]);
    expect(new Haptics(env({ vibrate: null })).buzz('land')).toBe(false);
  });

  it('five dice landing together are a few taps, not a hum', () => {
    const e = env();
    const h = new Haptics(e);
    for (let i = 0; i < 5; i++) {
      h.buzz('land');
      e.clock.t += 20;
    }
    expect(e.calls.length).toBe(2);
  });

  it('a browser that throws on vibrate() is not an error', () => {
    const h = new Haptics(env({ vibrate: () => { throw new Error('no gesture'); } }));
    expect(h.buzz('land')).toBe(false);
  });
});

describe('falling figures', () => {
  it('each figure that falls or leaves the board buzzes once, not every frame it lies there', () => {
    const buzzes: string[] = [];
    const w = new FallWatcher({ buzz: (k) => (buzzes.push(k), true) });
    expect(w.observe([{ state: 'standing' }, { state: 'standing' }])).toBe(0);
    expect(w.observe([{ state: 'fallen' }, { state: 'standing' }])).toBe(1);
    expect(w.observe([{ state: 'fallen' }, { state: 'standing' }])).toBe(0);
    expect(w.observe([{ state: 'fallen' }, { state: 'off-board' }])).toBe(1);
    expect(buzzes).toEqual(['fall', 'fall']);
    w.reset();
    expect(w.observe([{ state: 'fallen' }, { state: 'standing' }])).toBe(1);
  });
});
