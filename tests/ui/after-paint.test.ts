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
    const p = afterPaint(clock, 500);
    advance(0);
    expect(await settled(p)).toBe(false);
    frame();
    expect(await settled(p)).toBe(false);
    advance(0);
    expect(await settled(p)).toBe(true);
  });

  it('does not wait where the first contentful paint is on the screen already', async () => {
    const { clock } = manualClock();
    const marks: string[] = [];
    expect(await settled(afterPaint({ ...clock, presented: () => true, mark: (name) => marks.push(name) }, 500))).toBe(true);
    expect(marks).toEqual(['shell:first-paint-presented']);
  });

  it('does not wait in a hidden page (it draws no frames)', async () => {
    const { clock } = manualClock();
    expect(await settled(afterPaint({ ...clock, hidden: () => true }, 500))).toBe(true);
  });

  it('goes on after its patience when no frame comes (a page hidden meanwhile)', async () => {
    const { clock, advance } = manualClock();
    const p = afterPaint({ ...clock, hidden: () => false }, 500);
    advance(499);
    expect(await settled(p)).toBe(false);
    advance(1);
    expect(await settled(p)).toBe(true);
  });

  it('after the frame, waits for the first contentful paint to be presented, and notes both steps', async () => {
    const { clock, advance, frame } = manualClock();
    const presented: (() => void)[] = [];
    const marks: string[] = [];
    const p = afterPaint({ ...clock, presented: () => false, onFirstContentfulPaint: (run) => presented.push(run), mark: (name) => marks.push(name) }, 500);
    frame();
    advance(0);
    expect(presented).toHaveLength(1);
    advance(150); // past the earlier 100 ms fallback: the frame alone no longer ends the wait
    expect(await settled(p)).toBe(false);
    presented[0]!();
    expect(await settled(p)).toBe(true);
    expect(marks).toEqual(['shell:frame-made', 'shell:first-paint-presented']);
  });

  it('waits for the presentation a short while at most, counted from the start (a software GPU on a busy machine)', async () => {
    const { clock, advance, frame } = manualClock();
    const p = afterPaint({ ...clock, onFirstContentfulPaint: () => undefined }, 500);
    advance(40);
    frame();
    advance(0);
    advance(459);
    expect(await settled(p)).toBe(false);
    advance(1);
    expect(await settled(p)).toBe(true);
  });

  it('does not wait where there are no frames at all (Node)', async () => {
    expect(await settled(afterPaint({} as FrameClock))).toBe(true);
  });
});
