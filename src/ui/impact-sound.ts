// The table's sounds and haptics as the rooms hold them: a small stand-in
// that loads the engine (src/ui/sound/sound-engine.ts: WebAudio synthesis,
// the cup's rattle, the phone's buzz) on the player's first gesture, so a
// room only watched (all-bot seats, an event's attract loop) never downloads
// it. Until the engine is there, calls are dropped: nothing could be heard
// anyway (a browser starts no audio before a gesture) and no phone buzzes
// (navigator.vibrate is refused before one too). The engine arrives a few
// frames after the gesture; from then on every call goes to it unchanged.
import type { Pose } from '../physics/types.ts';
import { masterVolume } from './sound/settings.ts';
import type { SoundEngine } from './sound/sound-engine.ts';
import { surfaceAt } from './sound/surfaces.ts';

/** What the stand-in forwards to: the engine's calls. */
export type SoundPlayer = Pick<SoundEngine, 'unlock' | 'play' | 'figures' | 'rattle' | 'close'>;

/** Fetches the engine (its own chunk in the build). */
export type LoadSound = () => Promise<SoundPlayer>;

// What the engine needs from the page's own modules is handed to it, not imported: a module both
// import would be split out of the page's chunk into one more file to fetch.
const loadEngine: LoadSound = () => import('./sound/sound-engine.ts').then((m) => new m.SoundEngine({ volume: masterVolume, surfaceAt }));

/** The page's audio context, where WebAudio exists. */
const newAudioContext = (): AudioContext | null => (typeof AudioContext === 'undefined' ? null : new AudioContext());

/**
 * Runs `fn` once the page is idle after its next two frames (the room's first frames are drawn and the first
 * throw can be taken first); returns what cancels it.
 */
export function whenIdleAfterFrames(fn: () => void): () => void {
  let cancelled = false;
  let idle: number | null = null;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && fn(), { timeout: 3000 });
    else idle = window.setTimeout(() => !cancelled && fn(), 200);
  };
  const frame = requestAnimationFrame(() => requestAnimationFrame(run));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (idle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/** The gestures a browser lets audio start from. */
const GESTURES = ['pointerdown', 'keydown'] as const;
type GestureTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export class ImpactSound {
  private engine: SoundPlayer | null = null;
  private stopListening: (() => void) | null = null;
  private loading = false;
  private closed = false;
  /** A context made ahead of the first gesture (prepare): suspended until the gesture resumes it. */
  private ready: AudioContext | null = null;
  private cancelPrepare: (() => void) | null = null;

  /** `load` and `newContext`: tests pass stand-ins. */
  constructor(
    private readonly load: LoadSound = loadEngine,
    private readonly newContext: () => AudioContext | null = newAudioContext,
  ) {}

  /**
   * Makes the audio context now, before any gesture (a browser makes it suspended): its making is the costly
   * part (168–626 ms in one task at the first key press under SwiftShader, issue 26), so a room does it in an
   * idle moment once it is shown, and the first gesture only resumes it. Loads nothing: a room only watched
   * still never downloads the engine. Once; nothing after unlock or close.
   */
  prepare(): void {
    this.cancelPrepare = null;
    if (this.ready || this.engine || this.loading || this.closed) return;
    this.ready = this.newContext();
  }

  /** prepare() in an idle moment after the next frames (`schedule`: tests run it when they like). */
  prepareWhenIdle(schedule: (fn: () => void) => () => void = whenIdleAfterFrames): void {
    this.cancelPrepare?.();
    this.cancelPrepare = schedule(() => this.prepare());
  }

  /** Call from a user gesture (pointerdown, keydown): makes or resumes the audio context and loads the engine, once. */
  unlock(): void {
    if (this.engine || this.loading || this.closed) return;
    this.loading = true;
    this.cancelPrepare?.();
    this.cancelPrepare = null;
    // The context is made (or the prepared one resumed) here, inside the gesture's own handler, not when the
    // engine has arrived: Safari lets a context start only from the gesture.
    const ctx = this.ready ?? this.newContext();
    this.ready = null;
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
    this.load().then(
      (engine) => {
        this.loading = false;
        if (this.closed) {
          void ctx?.close();
          return;
        }
        engine.unlock(ctx);
        this.engine = engine;
      },
      (error: unknown) => {
        // Offline before the precache held it, say: the table stays silent; the next gesture tries again.
        this.loading = false;
        void ctx?.close();
        console.warn('The table sounds did not load:', error);
      },
    );
  }

  /** The impacts of a frame, forces in newtons, with the bodies' poses (see SoundEngine.play). */
  play(forces: readonly number[], poses?: readonly Pose[]): void {
    this.engine?.play(forces, poses);
  }

  /** A flick's live figure states once a frame; `fresh` starts a new flick (see SoundEngine.figures). */
  figures(states: readonly { state: 'standing' | 'fallen' | 'off-board' }[], fresh = false): void {
    this.engine?.figures(states, fresh);
  }

  /** Dice rattling in the cup or the hand: its speed (cm/s) and the frame time (s). */
  rattle(speed: number, dt: number): void {
    this.engine?.rattle(speed, dt);
  }

  /**
   * Unlocks on every pointer press and key on `target` until close(): the first starts the sound (a
   * keyboard-only player hears the table too); later ones do nothing, unless a load failed: then they retry.
   */
  unlockOnGestures(target: GestureTarget = window): void {
    this.stopListening?.();
    const unlock = () => this.unlock();
    for (const type of GESTURES) target.addEventListener(type, unlock);
    this.stopListening = () => {
      for (const type of GESTURES) target.removeEventListener(type, unlock);
    };
  }

  close(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.cancelPrepare?.();
    this.cancelPrepare = null;
    void this.ready?.close();
    this.ready = null;
    this.closed = true;
    this.engine?.close();
    this.engine = null;
  }
}
