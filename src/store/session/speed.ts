// How fast the table plays for someone watching bots: normal, or fast
// (shorter pauses before a bot's move and throw and between replay steps,
// and pieces jump to their places instead of gliding). One setting for every
// game, remembered in localStorage, changed in the game menu; the session
// reads its pauses from here at each use, so a change applies at once.
import { localStore, readChoice, type KeyValue } from '../../core/remembered.ts';
import { createStore } from 'zustand/vanilla';

export const SPEEDS = ['normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The menu's words for each speed (message descriptors, formatted by the menu). */
export const SPEED_LABELS: Record<Speed, { id: string; message: string }> = {
  normal: /*i18n*/ { id: 'ui.settings.speed.normal', message: 'Normal' },
  fast: /*i18n*/ { id: 'ui.settings.speed.fast', message: 'Fast (short pauses, no glides)' },
};

export interface SessionTiming {
  /** A bot's decision is shown no sooner than this, so people can follow (ms). */
  thinkMs: number;
  /** Pause before a bot throws (ms). */
  throwDelayMs: number;
  /** Pause between replay steps while playing (ms). */
  replayDelayMs: number;
}

export const TIMINGS: Record<Speed, SessionTiming> = {
  normal: { thinkMs: 700, throwDelayMs: 450, replayDelayMs: 650 },
  fast: { thinkMs: 120, throwDelayMs: 60, replayDelayMs: 150 },
};

export const SPEED_KEY = 'frontier-table:speed';


/** The remembered speed (normal when none, unknown or unreadable). */
export function readSpeed(storage: KeyValue | null = localStore()): Speed {
  return readChoice(storage, SPEED_KEY, SPEEDS, 'normal');
}

/** The speed now; subscribe to follow changes (the glides and the menu do). */
export const speedStore = createStore<{ speed: Speed }>()(() => ({ speed: readSpeed() }));

/** Sets and remembers the speed (an unwritable storage only loses the memory). */
export function setSpeed(speed: Speed, storage: KeyValue | null = localStore()): void {
  speedStore.setState({ speed });
  try {
    storage?.setItem(SPEED_KEY, speed);
  } catch {
    /* not remembered */
  }
}

/** The session's pauses at the speed now. */
export const currentTiming = (): SessionTiming => TIMINGS[speedStore.getState().speed];

/** True when pieces should jump to their places rather than glide. */
export const skipGlides = (): boolean => speedStore.getState().speed === 'fast';
