// The rooms' sound stand-in (src/ui/impact-sound.ts): the engine is not
// loaded before the player's first gesture (unlock); after it, every call
// reaches the engine with the context made in the gesture.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImpactSound, type LoadSound, type SoundPlayer } from '../../src/ui/impact-sound.ts';

/** An engine that records the calls it gets. */
function recordingEngine() {
  const calls: [string, ...unknown[]][] = [];
  const engine: SoundPlayer = {
    unlock: (ctx) => void calls.push(['unlock', ctx]),
    play: (forces, poses) => void calls.push(['play', forces, poses]),
    figures: (states, fresh) => void calls.push(['figures', states, fresh]),
    rattle: (speed, dt) => void calls.push(['rattle', speed, dt]),
    close: () => void calls.push(['close']),
  };
  return { engine, calls };
}

/** A loader the test answers when it likes, counting how often it was asked. */
function heldLoader() {
  let answer!: { resolve(e: SoundPlayer): void; reject(e: Error): void };
  const asked: Promise<SoundPlayer>[] = [];
  const load: LoadSound = () => {
    const p = new Promise<SoundPlayer>((resolve, reject) => (answer = { resolve, reject }));
    asked.push(p);
    return p;
  };
  return { load, asked, answer: () => answer };
}

/** A stand-in audio context that remembers whether it was closed. */
const fakeContext = () => ({ closed: false, close() { this.closed = true; return Promise.resolve(); } });
const asContext = (c: ReturnType<typeof fakeContext>) => c as unknown as AudioContext;

describe('sound loaded on the first gesture', () => {
  afterEach(() => vi.restoreAllMocks());

  it('before unlock nothing is loaded and no context is made; the calls are dropped', () => {
    const { load, asked } = heldLoader();
    const contexts: unknown[] = [];
    const sound = new ImpactSound(load, () => (contexts.push(1), null));
    sound.play([4], []);
    sound.rattle(150, 0.1);
    sound.figures([{ state: 'fallen' }], true);
    expect(asked.length).toBe(0);
    expect(contexts.length).toBe(0);
  });

  it('unlock makes the context at once and loads the engine once; then every call reaches it', async () => {
    const { load, asked, answer } = heldLoader();
    const ctx = fakeContext();
    const sound = new ImpactSound(load, () => asContext(ctx));
    sound.unlock();
    sound.unlock();
    expect(asked.length).toBe(1);
    // Still loading: dropped.
    sound.play([9]);
    const { engine, calls } = recordingEngine();
    answer().resolve(engine);
    await asked[0];
    expect(calls).toEqual([['unlock', ctx]]);
    const poses = [{ position: { x: 0, y: 1, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 } }];
    sound.play([4], poses);
    sound.rattle(150, 0.1);
    sound.figures([{ state: 'standing' }], true);
    sound.unlock();
    sound.close();
    expect(calls.slice(1)).toEqual([['play', [4], poses], ['rattle', 150, 0.1], ['figures', [{ state: 'standing' }], true], ['close']]);
    expect(asked.length).toBe(1);
  });

  it('a room closed while the engine loads never starts it, and its context is closed', async () => {
    const { load, asked, answer } = heldLoader();
    const ctx = fakeContext();
    const sound = new ImpactSound(load, () => asContext(ctx));
    sound.unlock();
    sound.close();
    const { engine, calls } = recordingEngine();
    answer().resolve(engine);
    await asked[0];
    sound.play([4]);
    sound.unlock();
    expect(calls).toEqual([]);
    expect(ctx.closed).toBe(true);
    expect(asked.length).toBe(1);
  });

  it('an engine that fails to load leaves the table silent, and the next gesture tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, asked, answer } = heldLoader();
    const first = fakeContext();
    const second = fakeContext();
    const made = [first, second];
    const sound = new ImpactSound(load, () => asContext(made.shift() as ReturnType<typeof fakeContext>));
    sound.unlock();
    answer().reject(new Error('offline'));
    await asked[0]?.catch(() => undefined);
    expect(first.closed).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    sound.unlock();
    const { engine, calls } = recordingEngine();
    answer().resolve(engine);
    await asked[1];
    expect(calls).toEqual([['unlock', second]]);
  });

  it('unlockOnGestures: a key press or a pointer press starts it, and close() stops listening', () => {
    const target = new EventTarget();
    const { load, asked } = heldLoader();
    const sound = new ImpactSound(load, () => null);
    sound.unlockOnGestures(target);
    target.dispatchEvent(new Event('pointermove'));
    expect(asked.length).toBe(0);
    target.dispatchEvent(new Event('keydown'));
    expect(asked.length).toBe(1);

    const listening = new Set<string>();
    const counting = { addEventListener: (type: string) => listening.add(type), removeEventListener: (type: string) => listening.delete(type) };
    const closed = new ImpactSound(heldLoader().load, () => null);
    closed.unlockOnGestures(counting);
    expect([...listening].sort()).toEqual(['keydown', 'pointerdown']);
    closed.close();
    expect(listening.size).toBe(0);
  });
});
