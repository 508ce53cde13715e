// Dice rattling in the leather cup while it is shaken (issue 16, item 5):
// clicks come faster and louder the faster the cup moves, at uneven times as
// dice knock about. Pure timing: given the cup's speed and the frame time it
// says how many clicks this frame holds and how loud each is; the sound layer
// (src/ui/sound/sound-engine.ts) voices them. Its own small generator (the clicks
// need no repeatable seed, but tests do).

/** Cup speed (cm/s) below which the dice lie still in it. */
export const STILL_SPEED = 8;
/** Clicks per second at full shake, and the speed (cm/s) that counts as full. */
export const MAX_RATE = 28;
export const FULL_SPEED = 160;

export interface Click {
  /** Seconds into the frame. */
  at: number;
  /** 0..1 */
  level: number;
}

export class RattleClock {
  private due = 0;
  constructor(private seed = 0x2545f491) {}

  private random(): number {
    // xorshift32
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x >>> 0;
    return this.seed / 4294967296;
  }

  /** The clicks of a frame `dt` seconds long in which the cup moved at `speed` cm/s. */
  clicks(speed: number, dt: number): Click[] {
    if (!(speed > STILL_SPEED) || !(dt > 0)) {
      this.due = 0;
      return [];
    }
    const shake = Math.min(1, (speed - STILL_SPEED) / (FULL_SPEED - STILL_SPEED));
    const rate = 4 + shake * (MAX_RATE - 4);
    const out: Click[] = [];
    let t = this.due;
    while (t < dt) {
      out.push({ at: t, level: (0.35 + 0.65 * shake) * (0.6 + 0.4 * this.random()) });
      // Uneven gaps: between a half and one and a half of the mean.
      t += (0.5 + this.random()) / rate;
    }
    this.due = t - dt;
    return out;
  }
}
