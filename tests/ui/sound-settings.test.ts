// The master volume and mute: one setting for every room, remembered.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SOUND, SOUND_KEY, masterGain, readSound, setMuted, setVolume, soundStore } from '../../src/ui/sound/settings.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('sound settings', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    soundStore.setState({ ...DEFAULT_SOUND });
  });

  it('a first visit hears the default volume, not muted', () => {
    expect(readSound(storage)).toEqual(DEFAULT_SOUND);
    expect(DEFAULT_SOUND.muted).toBe(false);
  });

  it('mute and volume are remembered and read back on the next visit', () => {
    setVolume(0.4, storage);
    setMuted(true, storage);
    expect(soundStore.getState()).toEqual({ volume: 0.4, muted: true });
    expect(readSound(storage)).toEqual({ volume: 0.4, muted: true });
  });

  it('a damaged or foreign memory falls back to the defaults, field by field', () => {
    storage.setItem(SOUND_KEY, '{not json');
    expect(readSound(storage)).toEqual(DEFAULT_SOUND);
    storage.setItem(SOUND_KEY, JSON.stringify({ volume: 7, muted: 'yes' }));
    expect(readSound(storage)).toEqual({ volume: 1, muted: false });
    storage.setItem(SOUND_KEY, JSON.stringify({ volume: -1, muted: true }));
    expect(readSound(storage)).toEqual({ volume: 0, muted: true });
  });

  it('turning the volume up from a muted table unmutes it; turning it to zero does not touch mute', () => {
    setMuted(true, storage);
    setVolume(0, storage);
    expect(soundStore.getState().muted).toBe(true);
    setVolume(0.5, storage);
    expect(soundStore.getState()).toEqual({ volume: 0.5, muted: false });
  });

  it('storage that refuses to write only loses the memory', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(() => setVolume(0.3, refusing)).not.toThrow();
    expect(soundStore.getState().volume).toBe(0.3);
  });

  it('the master gain is silent when muted and follows the square of the slider', () => {
    expect(masterGain({ volume: 1, muted: true })).toBe(0);
    expect(masterGain({ volume: 0.5, muted: false })).toBe(0.25);
    expect(masterGain({ volume: 1, muted: false })).toBe(1);
  });
});
