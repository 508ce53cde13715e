// The idle timer fires once after the idle time without input; any input
// (pointer, touch, key, wheel) starts the wait again. Fake timers: no waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_EVENTS, watchIdle } from '../../src/event/idle.ts';

describe('the idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const page = () => new EventTarget() as unknown as Window;

  it('calls back once after the idle time with no input', () => {
    const onIdle = vi.fn();
    watchIdle(5000, onIdle, page());
    vi.advanceTimersByTime(4999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(20_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('every kind of input starts the wait again', () => {
    for (const type of INPUT_EVENTS) {
      const target = page();
      const onIdle = vi.fn();
      watchIdle(5000, onIdle, target);
      vi.advanceTimersByTime(4000);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(4000);
      expect(onIdle, type).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(onIdle, type).toHaveBeenCalledTimes(1);
    }
  });

  it('stopped, it never calls back and no longer listens', () => {
    const target = page();
    const onIdle = vi.fn();
    const idle = watchIdle(5000, onIdle, target);
    idle.stop();
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
