// Waiting for the screen to show what was just put on the page (issue 26). The
// room's shell puts up its loading screen (title, blurb) and only fetches the
// room's code once that is on the screen: the fetches then neither hold back
// its paint nor count towards it, so the loading screen is the page's largest
// contentful paint and comes early (docs/start.md, session 39, lane lcp).
// "On the screen" is the browser's own word where it has Element Timing (the
// element's render time is when the frame holding it was presented); else the
// next frame made. A page that draws no frames (a hidden tab) goes on after a
// cap, so nothing waits for a frame that never comes.

/** The parts of `window` this needs (a test passes its own). */
export interface FrameClock {
  requestAnimationFrame(run: () => void): number;
  setTimeout(run: () => void, ms: number): unknown;
}

/** Element Timing: calls `seen` once an element marked `elementtiming=<name>` is presented; returns the stop. Null where the browser has none. */
export type ShownWatch = ((name: string, seen: () => void) => () => void) | null;

const browserClock = (): FrameClock => globalThis as unknown as FrameClock;

/** The browser's Element Timing as a ShownWatch, or null. */
export function elementTiming(): ShownWatch {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) return null;
  return (name, seen) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === name)) seen();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  };
}

/** Resolves once the next frame has been made (a task after its animation frame), or after `fallbackMs` at the latest. */
export function afterPaint(clock: FrameClock = browserClock(), fallbackMs = 100): Promise<void> {
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

/**
 * Resolves once the element marked `elementtiming=<name>` is on the screen
 * (Element Timing), or after the next frame where the browser cannot say, and
 * after `capMs` at the latest.
 */
export function afterShown(name: string, watch: ShownWatch = elementTiming(), clock: FrameClock = browserClock(), capMs = 1000): Promise<void> {
  if (!watch) return afterPaint(clock);
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => {
      stop();
      resolve();
    };
    stop = watch(name, done);
    clock.setTimeout(done, capMs);
  });
}
