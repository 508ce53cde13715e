// Bench: how long a player waits, on a cold load, before the dice will fly.
// Builds the production app into .tmp/bench-first-throw (dist/ is left alone),
// serves it with vite preview and opens a Tableau Gulch game, a human seat
// against an easy bot, in headless Chromium (Debian's), five times, each in a
// fresh browser context (empty HTTP cache, no autosave).
//   firstThrowMs  median time from navigation start to the first animation
//                 frame in which the human's throw is accepted: on every frame
//                 the page asks window.tabletop.throwDice(); refusals ("nothing
//                 waits for a throw now", a room not offering it yet) change
//                 nothing, and the first call not refused is the throw.
// Also each run's figure, in the order run. Chromium draws with SwiftShader
// here: most of the wait is the first frames' shader work on the CPU, so the
// figure follows the machine's load; compare runs made back to back.
// Run alone: npx tsx src/tools/bench/first-throw.ts
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { withPreviewBrowser } from '../preview-browser.ts';
import { buildApp, median, WATCH_FIRST_THROW } from '../first-throw-watch.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, '.tmp', 'bench-first-throw');
const RUNS = 5;
const PATH = '/?game=gambler&seats=human,bot:easy&seed=11';
const TIMEOUT_MS = 180_000;

export default async function benchFirstThrow(): Promise<Record<string, number | string>> {
  await buildApp(root, outDir);
  const runs = await withPreviewBrowser(root, outDir, async (browser, base) => {
    const out: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addInitScript({ content: WATCH_FIRST_THROW });
        const page = await context.newPage();
        await page.goto(base + PATH, { waitUntil: 'commit' });
        const ms = await page.evaluate(`Promise.race([
          (window.__firstThrow ?? Promise.reject(new Error('the init script did not run'))).then((at) => at - performance.timeOrigin),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no throw accepted within ${TIMEOUT_MS} ms')), ${TIMEOUT_MS})),
        ])`);
        out.push(Math.round(Number(ms)));
      } finally {
        await context.close();
      }
    }
    return out;
  });
  if (!runs) return { firstThrowMs: 'n/a (no Chromium)' };
  return {
    firstThrowMs: median(runs),
    firstThrowRunsMs: runs.join(' '),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFirstThrow().then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
