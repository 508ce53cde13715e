// The audio context made ahead of the first gesture (issue 26): the room makes
// it, suspended, in an idle moment once shown; the first gesture only resumes
// it (making one inside the gesture was a 168–626 ms task at the first key
// press). Nothing is downloaded before the gesture either way.
import { describe, expect, it } from 'vitest';
import { ImpactSound, type LoadSound, type SoundPlayer } from '../../src/ui/impact-sound.ts';

/** A stand-in audio context: made suspended (as a browser makes one before a gesture), counting resumes and closes. */
function fakeContext() {
  const c = {
    state: 'suspended' as AudioContextState,
    resumed: 0,
    closed: false,
    resume() {
      c.resumed++;
      c.state = 'running';
      return Promise.resolve();
    },
    close() {
      c.closed = true;
      c.state = 'closed';
      return Promise.resolve();
    },
  };
  return c;
}

function setUp() {
  const made: ReturnType<typeof fakeContext>[] = [];
  const unlockedWith: unknown[] = [];
  let loads = 0;
  const engine: SoundPlayer = { unlock: (ctx) => void unlockedWith.push(ctx), play() {}, figures() {}, rattle() {}, close() {} };
  const load: LoadSound = () => (loads++, Promise.resolve(engine));
  const sound = new ImpactSound(load, () => {
    const c = fakeContext();
    made.push(c);
    return c as unknown as AudioContext;
  });
  /** The idle moment, run by the test. */
  let idle: (() => void) | null = null;
  let cancelled = 0;
  const schedule = (fn: () => void) => {
    idle = fn;
    return () => void cancelled++;
  };
  return { sound, made, unlockedWith, loads: () => loads, schedule, idle: () => idle?.(), cancelled: () => cancelled };
}

describe('the audio context made ahead of the first gesture', () => {
  it('waits for the idle moment, then makes one suspended context and loads nothing', () => {
    const t = setUp();
    t.sound.prepareWhenIdle(t.schedule);
    expect(t.made.length).toBe(0);
    t.idle();
    t.idle();
    expect(t.made.length).toBe(1);
    expect(t.made[0]!.state).toBe('suspended');
    expect(t.loads()).toBe(0);
  });

  it('the first gesture resumes the prepared context (no second one) and hands it to the engine', async () => {
    const t = setUp();
    t.sound.prepareWhenIdle(t.schedule);
    t.idle();
    t.sound.unlock();
    expect(t.made.length).toBe(1);
    expect(t.made[0]!.resumed).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(t.unlockedWith).toEqual([t.made[0]]);
    expect(t.loads()).toBe(1);
  });

  it('a gesture before the idle moment makes the context itself and the idle moment is cancelled', () => {
    const t = setUp();
    t.sound.prepareWhenIdle(t.schedule);
    t.sound.unlock();
    expect(t.cancelled()).toBe(1);
    expect(t.made.length).toBe(1);
    t.idle();
    expect(t.made.length).toBe(1);
  });

  it('a room closed with a prepared context closes it; one closed first makes none', () => {
    const t = setUp();
    t.sound.prepareWhenIdle(t.schedule);
    t.idle();
    t.sound.close();
    expect(t.made[0]!.closed).toBe(true);
    const u = setUp();
    u.sound.prepareWhenIdle(u.schedule);
    u.sound.close();
    u.idle();
    expect(u.made.length).toBe(0);
  });
});
