// Bench: at a fair, how long a visitor waits from the tap on a start card to
// a table that takes the throw. Builds the production app into
// .tmp/bench-event-start (dist/ is left alone), serves it with vite preview
// and, in headless Chromium (Debian's), five times in a fresh browser context
// each (empty HTTP cache, no autosave): opens the event start screen
// (?event=1&games=gambler), taps "Play vs bot" on Tableau Gulch (a short game
// against an easy bot) and waits for the game page's first throwable frame.
//   eventStartMs  median time from the tap (the pointerdown's timestamp on the
//                 start screen) to the first animation frame of the game page
//                 in which the human's throw is accepted (every frame asks
//                 window.tabletop.throwDice(); refusals change nothing, the
//                 first call not refused is the throw, as firstThrowMs counts).
//                 The rules help that opens by itself for a first-time player
//                 is a DOM cover: the table behind it already takes the throw
//                 (one more tap, Skip, for the visitor).
// Also each run's figure, in the order run, and eventStartFromNavMs: the
// median of the part after the game page's navigation started. SwiftShader draws here, so the
// figure follows the machine's load; compare runs made back to back.
// Run alone: npx tsx src/tools/bench/event-start.ts
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { withPreviewBrowser } from '../preview-browser.ts';
import { buildApp, median, WATCH_FIRST_THROW } from '../first-throw-watch.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, '.tmp', 'bench-event-start');
const RUNS = 5;
const START = '/?event=1&games=gambler';
const CARD = 'event-play-gambler-easy';
const TIMEOUT_MS = 180_000;

/**
 * On the start screen: keeps the tap's time (absolute, ms since the epoch) in
 * sessionStorage, for the game page to read; then the first-throw watch.
 */
const WATCH = `
addEventListener('pointerdown', (e) => {
  if (e.target instanceof Element && e.target.closest('[data-testid^="event-play-"]')) sessionStorage.setItem('__tapAt', String(performance.timeOrigin + e.timeStamp));
}, true);
${WATCH_FIRST_THROW}`;

export default async function benchEventStart(): Promise<Record<string, number | string>> {
  await buildApp(root, outDir);
  const runs = await withPreviewBrowser(root, outDir, async (browser, base) => {
    const out: number[] = [];
    const fromNav: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addInitScript({ content: WATCH });
        const page = await context.newPage();
        await page.goto(base + START);
        await page.getByTestId(CARD).click({ timeout: TIMEOUT_MS });
        await page.waitForURL(/[?&]game=gambler/, { timeout: TIMEOUT_MS });
        const ms = await page.evaluate(`Promise.race([
          (window.__firstThrow ?? Promise.reject(new Error('the init script did not run'))).then((at) => {
            const tap = Number(sessionStorage.getItem('__tapAt'));
            if (!tap) throw new Error('the tap on the start card was not seen');
            return [at - tap, at - performance.timeOrigin];
          }),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no throw accepted within ${TIMEOUT_MS} ms')), ${TIMEOUT_MS})),
        ])`);
        const [fromTap, sinceNav] = ms as [number, number];
        out.push(Math.round(fromTap));
        fromNav.push(Math.round(sinceNav));
      } finally {
        await context.close();
      }
    }
    return { out, fromNav };
  });
  if (!runs) return { eventStartMs: 'n/a (no Chromium)' };
  return {
    eventStartMs: median(runs.out),
    eventStartRunsMs: runs.out.join(' '),
    // The part after the game page's navigation started (the rest: the tap, the click, leaving the start screen).
    eventStartFromNavMs: median(runs.fromNav),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchEventStart().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
