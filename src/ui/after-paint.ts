// Waiting for the screen to have been drawn once (issue 26). A room's shell
// fetches the room's code only after the next frame: the loading screen
// (index.html's, already in the page) is then painted before the room's
// requests, which would otherwise count towards that first paint in
// Lighthouse's simulation (docs/start.md, session 39, lane lcp). A page that
// draws no frames (a hidden tab) goes on after a short fallback.

/** The parts of `window` this needs (a test passes its own). */
export interface FrameClock {
  requestAnimationFrame(run: () => void): number;
  setTimeout(run: () => void, ms: number): unknown;
}

/** Resolves once the next frame has been made (a task after its animation frame), or after `fallbackMs` at the latest. */
export function afterPaint(clock: FrameClock = globalThis as unknown as FrameClock, fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof clock.requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    // The animation frame runs before the frame is painted; a task queued from it runs after.
    clock.requestAnimationFrame(() => clock.setTimeout(resolve, 0));
    clock.setTimeout(resolve, fallbackMs);
  });
}
