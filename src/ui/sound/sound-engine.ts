// Table sounds synthesised with WebAudio (no sound files): every impact is a
// short filtered noise burst plus, for wood and rail, a low knock, voiced by
// what was hit (felt, the wooden top, the rail, another die: see
// src/ui/sound/surfaces.ts), louder and brighter for harder hits; dice rattle
// in the cup while it is shaken. Everything goes through one master gain that
// follows the remembered volume and mute (src/ui/sound/settings.ts). A die's
// landing buzzes a phone (src/ui/sound/haptics.ts). The audio context starts
// on the first user gesture, as browsers require; this module is only loaded
// then (the page holds the small stand-in src/ui/impact-sound.ts until then).
import type { Pose, Vec3 } from '../../physics/types.ts';
import { FallWatcher, haptics, type Haptics } from './haptics.ts';
import { HitTracker } from './hit-tracker.ts';
import { RattleClock } from './rattle.ts';
import type { MasterVolume } from './settings.ts';
import type { Surface } from './surfaces.ts';
import { VOICES } from './voices.ts';

const MAX_PER_FRAME = 5;

/** Perceived loudness grows with the log of the force; 0.15 N is silence, ~20 N is a slam. */
export const impactLevel = (force: number): number => Math.min(1, Math.max(0, Math.log10(force / 0.15) / 2.1));

/** Impacts this soft (level) are not heard and do not count as a landing. */
const QUIET = 0.02;

/**
 * What the engine takes from the page: the master volume and where a body is
 * on the table. Handed in, not imported: a module of the page's that this
 * one imported too would be split out of the page's chunk into a file of its own.
 */
export interface SoundPage {
  volume: MasterVolume;
  surfaceAt(p: Vec3): Surface;
}

export class SoundEngine {
  private ctx: AudioContext | null = null;
  private noise: AudioBuffer | null = null;
  private master: GainNode | null = null;
  private unfollow: (() => void) | null = null;
  private readonly tracker: HitTracker;
  private readonly volume: MasterVolume;
  private readonly rattleClock = new RattleClock();
  private readonly falls: FallWatcher;

  /** `clock`: the time in seconds (tests pass their own). */
  constructor(
    page: SoundPage,
    private readonly buzz: Haptics = haptics,
    private readonly clock: () => number = () => performance.now() / 1000,
  ) {
    this.falls = new FallWatcher(buzz);
    this.tracker = new HitTracker(page.surfaceAt);
    this.volume = page.volume;
  }

  /**
   * Starts the audio on `ctx`, a context made in a user gesture (pointerdown,
   * keydown) so browsers allow it to play; null where there is no WebAudio
   * (the haptics still work). Once: a second call changes nothing.
   */
  unlock(ctx: AudioContext | null): void {
    if (this.ctx || !ctx) return;
    this.ctx = ctx;
    const length = Math.floor(ctx.sampleRate * 0.15);
    this.noise = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = this.noise.getChannelData(0);
    let seed = 12345;
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = (seed / 4294967296) * 2 - 1;
    }
    const master = ctx.createGain();
    master.gain.value = this.volume.gain();
    master.connect(ctx.destination);
    this.master = master;
    // A short glide, not a jump: a slider dragged does not click.
    this.unfollow = this.volume.follow((gain) => master.gain.setTargetAtTime(gain, ctx.currentTime, 0.02));
  }

  /**
   * Plays the strongest impacts of a frame; forces in newtons. `poses`, the
   * bodies' poses after the frame, say who hit what (without them every
   * impact sounds like the wooden top): pass them every frame of a throw,
   * with impacts or without.
   */
  play(forces: readonly number[], poses?: readonly Pose[]): void {
    // Every frame counts, with impacts or not: the tracker follows the bodies' speeds from frame to frame.
    if (forces.length === 0 && !poses) return;
    const hits = this.tracker.hits(forces, poses ?? null, this.clock()).filter((h) => impactLevel(h.force) > QUIET);
    if (hits.some((h) => h.landing)) this.buzz.buzz('land');
    const ctx = this.live();
    if (!ctx) return;
    for (const hit of hits.slice(0, MAX_PER_FRAME)) this.knock(ctx, hit.surface, impactLevel(hit.force), 0);
  }

  /**
   * A flick's live figure states (FlickRun.figureStates()), once a frame while
   * it runs: a figure that just fell buzzes the phone. `fresh` starts a new flick.
   */
  figures(states: readonly { state: 'standing' | 'fallen' | 'off-board' }[], fresh = false): void {
    if (fresh) this.falls.reset();
    this.falls.observe(states);
  }

  /** Dice rattling in the cup, once a frame while it is held: `speed` is the cup's speed (cm/s), `dt` the frame time (s). */
  rattle(speed: number, dt: number): void {
    const clicks = this.rattleClock.clicks(speed, dt);
    const ctx = this.live();
    if (!ctx) return;
    // Inside leather: muffled die-on-die clicks, a little late so they spread over the next frame.
    for (const c of clicks) this.knock(ctx, 'die', c.level * 0.55, c.at, 2400);
  }

  /** A felt thud, a wooden knock, a rail clack or a die's click, `level` 0..1, `delay` s from now. */
  private knock(ctx: AudioContext, surface: Surface, level: number, delay: number, lowpass?: number): void {
    const noise = this.noise;
    const master = this.master;
    if (!noise || !master) return;
    const voice = VOICES[surface];
    const at = ctx.currentTime + delay;
    const loud = voice.level * level * level;
    const src = ctx.createBufferSource();
    src.buffer = noise;
    src.playbackRate.value = 0.8 + Math.random() * 0.5;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = voice.band * (0.8 + level * 0.6);
    band.Q.value = voice.q;
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.6 * loud, at);
    env.gain.exponentialRampToValueAtTime(0.0001, at + voice.decay);
    let chain: AudioNode = src.connect(band);
    if (lowpass) {
      const muffle = ctx.createBiquadFilter();
      muffle.type = 'lowpass';
      muffle.frequency.value = lowpass;
      chain = chain.connect(muffle);
    }
    chain.connect(env).connect(master);
    src.start(at);
    src.stop(at + voice.decay + 0.02);
    if (voice.thump > 0) {
      // The body of the knock: a short sine dropping in pitch.
      const osc = ctx.createOscillator();
      osc.frequency.setValueAtTime(voice.thump * 1.4, at);
      osc.frequency.exponentialRampToValueAtTime(voice.thump, at + voice.decay);
      const body = ctx.createGain();
      body.gain.setValueAtTime(0.35 * loud, at);
      body.gain.exponentialRampToValueAtTime(0.0001, at + voice.decay * 1.5);
      osc.connect(body).connect(master);
      osc.start(at);
      osc.stop(at + voice.decay * 1.5 + 0.02);
    }
  }

  /** The context when something may be heard (unlocked, not muted). */
  private live(): AudioContext | null {
    const ctx = this.ctx;
    if (!ctx || this.volume.gain() === 0) return null;
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  }

  close(): void {
    this.unfollow?.();
    this.unfollow = null;
    void this.ctx?.close();
    this.ctx = null;
    this.master = null;
  }
}
