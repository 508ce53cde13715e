import { describe, expect, it } from 'vitest';
import { afterPaint, type FrameClock } from '../../src/ui/after-paint.ts';

/** A clock whose frames and timers run only when the test says so. */
function manualClock() {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const clock: FrameClock = {
    requestAnimationFrame: (run) => frames.push(run),
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.run();
    }
  };
  const frame = () => frames.splice(0).forEach((run) => run());
  return { clock, advance, frame };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterPaint', () => {
  it('waits for the next frame, then a task after it', async () => {
    const { clock, advance, frame } = manualClock();
    const p = afterPaint(clock, 100);
    advance(0);
    expect(await settled(p)).toBe(false);
    frame();
    expect(await settled(p)).toBe(false);
    advance(0);
    expect(await settled(p)).toBe(true);
  });

  it('goes on after the fallback when no frame comes (a hidden tab)', async () => {
    const { clock, advance } = manualClock();
    const p = afterPaint(clock, 100);
    advance(99);
    expect(await settled(p)).toBe(false);
    advance(1);
    expect(await settled(p)).toBe(true);
  });

  it('does not wait where there are no frames at all (Node)', async () => {
    expect(await settled(afterPaint({} as FrameClock))).toBe(true);
  });
});

