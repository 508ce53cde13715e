// A short buzz on a phone when a die lands or a figure falls (issue 16,
// item 5), through navigator.vibrate. Never when the system asks for reduced
// motion, never on a device without a touch screen (a laptop's Chrome has
// vibrate() too, with nothing to shake), and not more often than the hand can
// tell apart: five dice landing together are a short flurry, not a hum.

export type Buzz = 'land' | 'fall';

/** Milliseconds: a die's landing is a tap, a falling figure a double knock. */
export const PATTERNS: Record<Buzz, number | number[]> = { land: 14, fall: [24, 50, 18] };
/** The least time between two buzzes (ms). */
export const MIN_GAP_MS = 70;

export interface HapticsEnv {
  vibrate: ((pattern: number | number[]) => boolean) | null;
  reducedMotion(): boolean;
  touchScreen(): boolean;
  now(): number;
}

const media = (query: string): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;

export const browserHaptics = (): HapticsEnv => ({
  vibrate: typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? (p) => navigator.vibrate(p) : null,
  reducedMotion: () => media('(prefers-reduced-motion: reduce)'),
  touchScreen: () => media('(pointer: coarse)'),
  now: () => performance.now(),
});

export class Haptics {
  private last = -Infinity;
  constructor(private readonly env: HapticsEnv = browserHaptics()) {}

  /** Buzzes for `kind` if this device and its settings allow; says whether it did. */
  buzz(kind: Buzz): boolean {
    const { env } = this;
    if (!env.vibrate || env.reducedMotion() || !env.touchScreen()) return false;
    const now = env.now();
    if (now - this.last < MIN_GAP_MS) return false;
    this.last = now;
    try {
      return env.vibrate(PATTERNS[kind]);
    } catch {
      return false; // a browser that refuses without a user gesture
    }
  }
}

/** One for the page: the rooms' sounds and layers share its pacing. */
export const haptics = new Haptics();

/** Buzzes once for each figure that has just fallen or left the board, from a flick's live figure states each frame. */
export class FallWatcher {
  private down = new Set<number>();
  constructor(private readonly buzzer: Pick<Haptics, 'buzz'> = haptics) {}

  /** `states` in setup order; a new flick (fewer or other figures) starts with `reset()`. Returns how many fell this frame. */
  observe(states: readonly { state: 'standing' | 'fallen' | 'off-board' }[]): number {
    let fell = 0;
    states.forEach((s, i) => {
      if (s.state === 'standing') this.down.delete(i);
      else if (!this.down.has(i)) {
        this.down.add(i);
        fell++;
      }
    });
    if (fell > 0) this.buzzer.buzz('fall');
    return fell;
  }

  reset(): void {
    this.down.clear();
  }
}
