// Slow motion for the attract loop's replay of a re-thrown cocked die: the
// same ThrowDriver, fed a fraction of each frame's wall-clock time, so the
// simulation runs the very same fixed steps (same seed, same faces) and only
// the pacing on screen changes. When a die is judged cocked, the dice are
// held for a moment as they lay when judged (the cocked die leaning), before
// the re-throw plays on. No React, no three: vitest drives it to the end.
import type { Pose, RethrowRecord } from '../../physics/types.ts';
import type { ThrowFrame } from '../../scene/throw-driver.ts';

export interface SlowMotion {
  /** Simulated seconds per wall-clock second (0 < pace ≤ 1). */
  pace: number;
  /** Wall-clock seconds the dice stay still, as judged, when one landed cocked. */
  holdS: number;
  /** Called once per cocked judgement, as the hold begins. */
  onCocked?(record: RethrowRecord): void;
}

/** What the dice stage steps: a ThrowDriver, or one of these around it. */
export interface FrameSource {
  readonly id: number;
  frame(delta: number): ThrowFrame;
  free(): void;
  /** True while nothing moves on screen (the cocked hold): the stage may draw seldom then. */
  readonly holding?: boolean;
}

/**
 * How often the stage redraws while the dice are held still: nothing moves, the
 * frames only count the hold down (a software renderer at 1080p has no frames to spare).
 */
export const HOLD_REDRAW_MS = 1000;

export class SlowMotionDriver implements FrameSource {
  private held: Pose[] | null = null;
  private holdLeft = 0;

  constructor(
    private readonly driver: FrameSource,
    private readonly slow: SlowMotion,
  ) {
    if (!(slow.pace > 0 && slow.pace <= 1)) throw new Error(`slow-motion pace must be in (0, 1], not ${slow.pace}`);
  }

  get id(): number {
    return this.driver.id;
  }

  get holding(): boolean {
    return this.held !== null;
  }

  frame(delta: number): ThrowFrame {
    if (this.held) {
      this.holdLeft -= Math.max(0, delta);
      // The physics waits: nothing steps while the cocked die is shown.
      if (this.holdLeft > 0) return { poses: this.held, impacts: [], rethrows: [], result: null };
      this.held = null;
    }
    const frame = this.driver.frame(delta * this.slow.pace);
    const cocked = frame.rethrows.filter((r) => r.reason === 'cocked');
    if (cocked.length === 0 || frame.result || this.slow.holdS <= 0) return frame;
    // Draw the re-thrown dice where they lay when judged, for the hold.
    const poses = frame.poses.map((pose, i) => cocked.find((r) => r.die === i)?.at ?? pose);
    this.held = poses;
    this.holdLeft = this.slow.holdS;
    for (const record of cocked) this.slow.onCocked?.(record);
    return { ...frame, poses };
  }

  free(): void {
    this.driver.free();
  }
}
