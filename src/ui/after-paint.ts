// Waiting for the screen to have been drawn once (issue 26). A room's shell
// fetches the room's code only after the next frame: the loading screen
// (index.html's, already in the page) is then painted before the room's
// requests, which would otherwise count towards that first paint in
// Lighthouse's simulation (docs/start.md, session 39, lane lcp). A hidden page
// draws no frames: it goes on at once.
//
// A frame made is not yet a frame on the screen: the first contentful paint is
// timed when the GPU process presents it, and under a software GPU on a busy
// machine that came 70–1,300 ms after the page's thread had painted, after the
// room's code had started loading and some of it had ended; and where no frame
// came in 100 ms (the earlier fallback) the code started before any paint
// (session 40, lane paint). So this waits for the frame and then for the first
// contentful paint's entry, a short while at most: on a real GPU it is there a
// frame later.

/** The parts of `window` and `document` this needs (a test passes its own). */
export interface FrameClock {
  requestAnimationFrame(run: () => void): number;
  setTimeout(run: () => void, ms: number): unknown;
  /** Whether the page is hidden (it draws no frames then); absent: shown. */
  hidden?(): boolean;
  /** Whether the page's first contentful paint is on the screen already; absent: not known. */
  presented?(): boolean;
  /** Calls `run` once the page's first contentful paint has been presented (at once if it has); absent where it cannot tell. */
  onFirstContentfulPaint?(run: () => void): void;
  /** Notes a step in the page's timeline (performance.mark), so a bench can tell what the wait cost. */
  mark?(name: string): void;
}

/** How long the wait may last in all, from its start (a slow GPU's first presentation; a page hidden meanwhile). */
export const PAINT_PATIENCE_MS = 500;

/** The page's first contentful paint through a PerformanceObserver (buffered: an entry already made counts). */
function onPageFirstContentfulPaint(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    run();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

const pageClock = (): FrameClock => {
  const g = globalThis as unknown as FrameClock;
  return typeof g.requestAnimationFrame === 'function'
    ? {
        requestAnimationFrame: (run) => g.requestAnimationFrame(run),
        setTimeout: (run, ms) => g.setTimeout(run, ms),
        hidden: () => document.visibilityState === 'hidden',
        presented: () => performance.getEntriesByName('first-contentful-paint').length > 0,
        onFirstContentfulPaint: onPageFirstContentfulPaint,
        mark: (name) => performance.mark(name),
      }
    : g;
};

/**
 * Resolves once the next frame has been made (a task after its animation frame) and the first contentful paint is on
 * the screen, or `patienceMs` after the call, whichever comes first; at once where it is on the screen already, or the
 * page is hidden or has no frames.
 */
export function afterPaint(clock: FrameClock = pageClock(), patienceMs = PAINT_PATIENCE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof clock.requestAnimationFrame !== 'function' || clock.hidden?.() === true) {
      resolve();
      return;
    }
    // Painted and presented already (the language took longer than the first paint): no frame to wait for.
    if (clock.presented?.() === true) {
      clock.mark?.('shell:first-paint-presented');
      resolve();
      return;
    }
    // The animation frame runs before the frame is painted; a task queued from it runs after.
    clock.requestAnimationFrame(() =>
      clock.setTimeout(() => {
        clock.mark?.('shell:frame-made');
        if (!clock.onFirstContentfulPaint) {
          resolve();
          return;
        }
        clock.onFirstContentfulPaint(() => {
          clock.mark?.('shell:first-paint-presented');
          resolve();
        });
      }, 0),
    );
    clock.setTimeout(resolve, patienceMs);
  });
}
