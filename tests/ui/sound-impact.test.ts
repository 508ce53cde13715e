// The impact synthesiser against a stand-in AudioContext: each surface is voiced by its own filter,
// everything passes the master gain that follows the remembered volume, and a muted table makes no sound.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Pose } from '../../src/physics/types.ts';
import { TABLE, INNER_HALF_WIDTH } from '../../src/physics/table.ts';
import { SoundEngine, impactLevel } from '../../src/ui/sound/sound-engine.ts';
import { ImpactSound } from '../../src/ui/impact-sound.ts';
import { DEFAULT_SOUND, masterVolume, setMuted, setVolume, soundStore } from '../../src/ui/sound/settings.ts';
import { surfaceAt } from '../../src/ui/sound/surfaces.ts';
import { VOICES } from '../../src/ui/sound/voices.ts';
import { Haptics } from '../../src/ui/sound/haptics.ts';

class Param {
  value = 0;
  setValueAtTime(v: number) {
    this.value = v;
    return this;
  }
  exponentialRampToValueAtTime() {
    return this;
  }
  setTargetAtTime(v: number) {
    this.value = v;
    return this;
  }
}
class Node {
  kind: string;
  type = '';
  gain = new Param();
  frequency = new Param();
  Q = new Param();
  playbackRate = new Param();
  buffer: unknown = null;
  to: Node[] = [];
  constructor(kind: string) {
    this.kind = kind;
  }
  connect(n: Node) {
    this.to.push(n);
    return n;
  }
  start() {}
  stop() {}
}
class FakeAudioContext {
  static last: FakeAudioContext | null = null;
  currentTime = 0;
  sampleRate = 8000;
  state = 'running';
  destination = new Node('destination');
  nodes: Node[] = [];
  constructor() {
    FakeAudioContext.last = this;
  }
  private make(kind: string) {
    const n = new Node(kind);
    this.nodes.push(n);
    return n;
  }
  createBuffer(_c: number, length: number) {
    return { getChannelData: () => new Float32Array(length) };
  }
  createGain() {
    return this.make('gain');
  }
  createBiquadFilter() {
    return this.make('filter');
  }
  createBufferSource() {
    return this.make('source');
  }
  createOscillator() {
    return this.make('osc');
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

const at = (x: number, y: number, z: number): Pose => ({ position: { x, y, z }, rotation: { x: 0, y: 0, z: 0, w: 1 } });
const quiet = new Haptics({ vibrate: null, reducedMotion: () => false, touchScreen: () => false, now: () => 0 });
const memory = { getItem: () => null, setItem: () => undefined };
const page = { volume: masterVolume, surfaceAt };
/** Starts the engine on a stand-in context, as the rooms' stand-in does in the first gesture. */
const unlock = (sound: SoundEngine): FakeAudioContext => {
  const ctx = new FakeAudioContext();
  sound.unlock(ctx as unknown as AudioContext);
  return ctx;
};

describe('impact sound', () => {
  const g = globalThis as { AudioContext?: unknown };
  let saved: unknown;
  beforeEach(() => {
    saved = g.AudioContext;
    g.AudioContext = FakeAudioContext;
    soundStore.setState({ ...DEFAULT_SOUND });
  });
  afterEach(() => {
    g.AudioContext = saved;
  });

  const bands = (ctx: FakeAudioContext) => ctx.nodes.filter((n) => n.kind === 'filter' && n.type === 'bandpass').map((n) => n.frequency.value);

  it('a die on the felt, on the wood and against the rail is voiced by three different filters', () => {
    const sound = new SoundEngine(page, quiet);
    const ctx = unlock(sound);
    const tray = TABLE.areas.tray;
    const level = impactLevel(4);
    sound.play([4], [at(tray.x, 0.8, tray.z)]);
    sound.play([4], [at(-30, 0.8, -10)]);
    sound.play([4], [at(INNER_HALF_WIDTH - 0.8, 0.8, 0)]);
    const expected = [VOICES.felt, VOICES.wood, VOICES.rail].map((v) => v.band * (0.8 + level * 0.6));
    expect(bands(ctx)).toEqual(expected);
  });

  it('everything goes through the master gain, which follows the volume (squared) and mute', () => {
    const sound = new SoundEngine(page, quiet);
    const ctx = unlock(sound);
    const master = ctx.nodes.find((n) => n.kind === 'gain' && n.to.includes(ctx.destination)) as Node;
    expect(master.gain.value).toBeCloseTo(DEFAULT_SOUND.volume ** 2);
    setVolume(0.5, memory);
    expect(master.gain.value).toBeCloseTo(0.25);
    setMuted(true, memory);
    expect(master.gain.value).toBe(0);
    sound.close();
  });

  it('a muted table builds no sound at all, not even for the cup', () => {
    setMuted(true, memory);
    const sound = new SoundEngine(page, quiet);
    const ctx = unlock(sound);
    const before = ctx.nodes.length;
    sound.play([8], [at(0, 0.8, 0)]);
    sound.rattle(150, 0.1);
    expect(ctx.nodes.length).toBe(before);
  });

  it('the shaken cup clicks; the still cup is silent', () => {
    const sound = new SoundEngine(page, quiet);
    const ctx = unlock(sound);
    const sources = () => ctx.nodes.filter((n) => n.kind === 'source').length;
    sound.rattle(0, 0.1);
    expect(sources()).toBe(0);
    sound.rattle(150, 0.2);
    expect(sources()).toBeGreaterThan(2);
  });

  it('a first landing buzzes the phone once', () => {
    const calls: unknown[] = [];
    let t = 10;
    const phone = new Haptics({ vibrate: (p) => (calls.push(p), true), reducedMotion: () => false, touchScreen: () => true, now: () => t * 1000 });
    const sound = new SoundEngine(page, phone, () => t);
    // Frames in the air (no impacts), then the bounce.
    for (const y of [3, 2.4, 1.6]) {
      sound.play([], [at(0, y, -10)]);
      t += 1 / 60;
    }
    sound.play([3], [at(0, 2.2, -10)]);
    expect(calls.length).toBe(1);
    // Its next bounce, well after the buzz's minimum gap, is no landing.
    t += 0.2;
    sound.play([2], [at(0, 1.2, -10)]);
    t += 1 / 60;
    sound.play([2], [at(0, 1.9, -10)]);
    expect(calls.length).toBe(1);
  });

  it("the rooms' stand-in, once unlocked, plays through the engine on the context it made in the gesture", async () => {
    let loaded: Promise<SoundEngine> | null = null;
    const sound = new ImpactSound(() => (loaded = import('../../src/ui/sound/sound-engine.ts').then((m) => new m.SoundEngine(page, quiet))));
    FakeAudioContext.last = null;
    sound.unlock();
    const ctx = FakeAudioContext.last as FakeAudioContext | null;
    expect(ctx).not.toBeNull();
    await loaded;
    const tray = TABLE.areas.tray;
    sound.play([4], [at(tray.x, 0.8, tray.z)]);
    expect(bands(ctx as FakeAudioContext)).toEqual([VOICES.felt.band * (0.8 + impactLevel(4) * 0.6)]);
    sound.close();
  });
});
