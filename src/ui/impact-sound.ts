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

/** The gestures a browser lets audio start from. */
const GESTURES = ['pointerdown', 'keydown'] as const;
type GestureTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export class ImpactSound {
  private engine: SoundPlayer | null = null;
  private stopListening: (() => void) | null = null;
  private loading = false;
  private closed = false;

  /** `load` and `newContext`: tests pass stand-ins. */
  constructor(
    private readonly load: LoadSound = loadEngine,
    private readonly newContext: () => AudioContext | null = newAudioContext,
  ) {}

  /** Call from a user gesture (pointerdown, keydown): makes the audio context and loads the engine, once. */
  unlock(): void {
    if (this.engine || this.loading || this.closed) return;
    this.loading = true;
    // The context is made here, inside the gesture's own handler, not when the
    // engine has arrived: Safari lets a context start only from the gesture.
    const ctx = this.newContext();
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
    this.closed = true;
    this.engine?.close();
    this.engine = null;
  }
}
