// The page's own stylesheets without holding its first paint (issue 26). The
// built page writes their links with media="print" (src/tools/vite-boot-screen.ts):
// a stylesheet for another medium holds no paint, so the loading screen (its
// rules inline in index.html) paints at the HTML's parse. Stylesheet links in
// the body still held it, and on a busy machine the first paint then came
// after the room's code had started loading, which Lighthouse's simulation
// counted into the first paint (docs/start.md, session 40, lane paint). main.ts
// switches them on for the screen at once and shows nothing they style (the
// lobby, a room) before they are in. The CSP allows no inline handler, so the
// usual onload="this.media='all'" is this module.

/** The attribute the build marks those links with. */
export const WAITING_STYLESHEET = 'data-waiting-style';

/** How long a stylesheet that neither loads nor fails may hold the page (a request that never answers). */
export const STYLESHEET_PATIENCE_MS = 5_000;

/** The parts of a `<link rel="stylesheet">` this reads and sets (a test passes its own). */
export interface StylesheetLink {
  media: string;
  readonly href: string;
  /** Its style sheet once loaded; null while loading or after it failed. */
  readonly sheet: unknown;
  addEventListener(type: 'load' | 'error', run: () => void, options: { once: true }): void;
}

/** What a wait needs from the page besides the links (a test passes its own). */
export interface StylesheetClock {
  /** Whether the fetch of `href` has ended (loaded or failed): its resource timing entry. */
  fetched(href: string): boolean;
  setTimeout(run: () => void, ms: number): unknown;
  warn(message: string): void;
}

const pageClock: StylesheetClock = {
  fetched: (href) => performance.getEntriesByName(href, 'resource').length > 0,
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  warn: (message) => console.warn(message),
};

const didNotLoad = (link: StylesheetLink) => `the stylesheet ${link.href} did not load; the page goes on without it`;

/** Resolves once `link` has loaded or failed (a failed one is said, once, and the page goes on without it). */
function arrived(link: StylesheetLink, clock: StylesheetClock): Promise<void> {
  if (link.sheet) return Promise.resolve();
  // Loaded or failed before anyone listened: no sheet means it failed.
  if (clock.fetched(link.href)) {
    clock.warn(didNotLoad(link));
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // The first of load, error and the patience's end settles it; the others then say nothing.
    let settled = false;
    const settle = (warning: string | null) => {
      if (settled) return;
      settled = true;
      if (warning) clock.warn(warning);
      resolve();
    };
    link.addEventListener('load', () => settle(null), { once: true });
    link.addEventListener('error', () => settle(didNotLoad(link)), { once: true });
    clock.setTimeout(() => settle(`the stylesheet ${link.href} has not loaded after ${STYLESHEET_PATIENCE_MS} ms; the page goes on`), STYLESHEET_PATIENCE_MS);
  });
}

/** Switches `links` on for every medium and resolves once each is in (or has failed). */
export function switchOnStylesheets(links: Iterable<StylesheetLink>, clock: StylesheetClock = pageClock): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const link of links) {
    link.media = 'all';
    waits.push(arrived(link, clock));
  }
  return Promise.all(waits).then(() => undefined);
}

/** The page's waiting stylesheets switched on; resolves once they are in. A page without them (the dev server's) resolves at once. */
export const switchOnPageStyles = (): Promise<void> => switchOnStylesheets(document.querySelectorAll<HTMLLinkElement>(`link[${WAITING_STYLESHEET}]`));
