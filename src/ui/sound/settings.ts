// The master volume and mute for every room's sounds (issue 16, item 5): one
// setting for the whole app, remembered in localStorage, changed by the
// SoundSetting control (src/ui/session/SoundSetting.tsx). The sound engines
// (src/ui/sound/sound-engine.ts) follow the store, so a change is heard at once.
import { localStore, type KeyValue } from '../../core/remembered.ts';
import { createStore } from 'zustand/vanilla';

export interface SoundSettings {
  /** 0..1, as the slider shows it. */
  volume: number;
  muted: boolean;
}

export const SOUND_KEY = 'frontier-table:sound';
export const DEFAULT_SOUND: SoundSettings = { volume: 0.7, muted: false };


const clampVolume = (v: number): number => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : DEFAULT_SOUND.volume);

/** The remembered settings (the defaults when none, damaged or unreadable). */
export function readSound(storage: KeyValue | null = localStore()): SoundSettings {
  try {
    const raw = storage?.getItem(SOUND_KEY);
    if (!raw) return { ...DEFAULT_SOUND };
    const v = JSON.parse(raw) as Partial<Record<keyof SoundSettings, unknown>>;
    return {
      volume: typeof v.volume === 'number' ? clampVolume(v.volume) : DEFAULT_SOUND.volume,
      muted: typeof v.muted === 'boolean' ? v.muted : DEFAULT_SOUND.muted,
    };
  } catch {
    return { ...DEFAULT_SOUND };
  }
}

export const soundStore = createStore<SoundSettings>()(() => readSound());

function remember(storage: KeyValue | null): void {
  try {
    storage?.setItem(SOUND_KEY, JSON.stringify(soundStore.getState()));
  } catch {
    /* not remembered; the setting still holds for this page */
  }
}

export function setVolume(volume: number, storage: KeyValue | null = localStore()): void {
  // Moving the slider up from silence is a wish to hear: it unmutes.
  const v = clampVolume(volume);
  soundStore.setState(v > 0 ? { volume: v, muted: false } : { volume: v });
  remember(storage);
}

export function setMuted(muted: boolean, storage: KeyValue | null = localStore()): void {
  soundStore.setState({ muted });
  remember(storage);
}

/**
 * The gain the master volume stands for: 0 when muted; the slider's square
 * otherwise, since loudness is heard roughly logarithmically (half way sounds
 * like half as loud, not nearly full).
 */
export const masterGain = (s: SoundSettings): number => (s.muted ? 0 : s.volume * s.volume);

/** The master gain as the sound engine (src/ui/sound/sound-engine.ts) follows it: now, and on every change. */
export interface MasterVolume {
  gain(): number;
  /** Calls `onGain` with the new gain after each change; returns the unsubscribe. */
  follow(onGain: (gain: number) => void): () => void;
}

// Handed to the engine (by src/ui/impact-sound.ts) rather than imported by it: see there.
export const masterVolume: MasterVolume = {
  gain: () => masterGain(soundStore.getState()),
  follow: (onGain) => soundStore.subscribe((s) => onGain(masterGain(s))),
};

