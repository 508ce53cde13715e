// Bench: how long the page's main thread is blocked while the shooting
// gallery's bot aims its flick (aimFlick tries dozens of throws in headless
// Rapier). Builds the app into .tmp/bench-gallery-aim (or measures an
// existing build: `npx tsx src/tools/bench/gallery-aim.ts --dist <dir>`,
// in a window of another size: `--size 1280x800`),
// serves it with vite preview and opens the gallery in Debian's Chromium.
// For each aim, from the bot button to the aim line showing (the status says
// "… bot flicks"), the page records
//   - every 'longtask' PerformanceObserver entry (main-thread tasks ≥ 50 ms),
//   - the longest gap between requestAnimationFrame callbacks of a loop it
//     runs meanwhile (a frame the page could not draw),
// in two modes: 'worker' (the bot worker aims) and 'page' (the worker script
// is replaced by one that throws, so the gallery falls back to aiming on the
// main thread, as it always did before the worker). Every aim is on a fresh
// line-up (the aim's plan cache never answers) and the first, cold aim of each
// mode (worker start, Rapier load) is reported on its own.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Playwright from 'playwright-core';
import { CHROMIUM, withPreviewBrowser } from '../preview-browser.ts';
const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Fresh page visits per mode (each one's first aim is cold: JIT, worker start, Rapier load), and aims per visit. */
const VISITS = 3;
const AIMS_PER_VISIT = 4;
/**
 * A tiny window (the bot is clicked from script): without a GPU (SwiftShader)
 * drawing one frame of the 1280×800 table takes 300–800 ms on a busy 2-core
 * machine, which would swamp what the aim itself costs. The redraw figure
 * shows what drawing still costs at this size.
 */
const SMALL = { width: 200, height: 125 };
const FIRST_SEED = 101;

interface AimFigures {
  aimMs: number;
  longestFrameGapMs: number;
  longTaskMs: number;
  /** The longest single main-thread task after the click. */
  longestTaskMs: number;
  /** The click's own task (the panel re-renders; the worker starts). */
  clickMs: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Runs in the page (a string: tsx would wrap named functions in a helper the
 * page does not have): watches long tasks and frames from the bot button's
 * click until the status says the bot flicks, i.e. its aim is ready.
 */
const AIM_WATCH = `(button, forMs) => {
  const m = { t0: 0, t1: 0, last: 0, gap: 0, tasks: [], clickMs: 0, on: true };
  window.__aim = m;
  const target = [...document.querySelectorAll('button')].find((b) => b.dataset.testid === button || b.textContent === button);
  const before = performance.now();
  target.click();
  m.t0 = m.last = performance.now();
  // The click's own work (React re-renders the panel, the worker is started)
  // is the same task in both modes and timed on its own; what follows is
  // where the search blocks the page, or not.
  m.clickMs = m.t0 - before;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= m.t0 - 1 && (m.t1 === 0 || e.startTime <= m.t1)) m.tasks.push(e.duration);
  });
  obs.observe({ type: 'longtask', buffered: false });
  const status = () => document.querySelector('[data-testid="status"]')?.textContent ?? '';
  const tick = () => {
    const now = performance.now();
    m.gap = Math.max(m.gap, now - m.last);
    m.last = now;
    if (forMs > 0 ? now - m.t0 >= forMs : /bot flicks/.test(status())) {
      m.t1 = now;
      m.on = false;
      setTimeout(() => obs.disconnect(), 200); // long tasks are reported after they end
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

/** One bot aim in the open gallery, measured in the page. */
async function measureAim(page: Playwright.Page, level: 'easy' | 'hard'): Promise<AimFigures> {
  await page.evaluate(`(${AIM_WATCH})(${JSON.stringify(`bot-${level}`)}, 0)`);
  await page.waitForFunction(() => (window as unknown as { __aim: { on: boolean } }).__aim.on === false, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => (window as unknown as { __aim: { t0: number; t1: number; gap: number; tasks: number[]; clickMs: number } }).__aim);
  // Let the flick play out, then a fresh line-up for the next aim.
  await page.waitForFunction(() => !(window as unknown as { tabletop: { isFlicking(): boolean } }).tabletop.isFlicking(), null, { timeout: 90_000 });
  return { aimMs: m.t1 - m.t0, longestFrameGapMs: m.gap, longTaskMs: m.tasks.reduce((a, b) => a + b, 0), longestTaskMs: Math.max(0, ...m.tasks), clickMs: m.clickMs };
}

/** The control: what drawing one frame of the gallery costs here ("Reset view" redraws it), watched for 1 s. */
async function measureRedraw(page: Playwright.Page): Promise<AimFigures> {
  await page.evaluate(`(${AIM_WATCH})('Reset view', 1000)`);
  await page.waitForFunction(() => (window as unknown as { __aim: { on: boolean } }).__aim.on === false, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => (window as unknown as { __aim: { t0: number; t1: number; gap: number; tasks: number[] } }).__aim);
  return { aimMs: 0, longestFrameGapMs: m.gap, longTaskMs: m.tasks.reduce((a, b) => a + b, 0), longestTaskMs: Math.max(0, ...m.tasks), clickMs: 0 };
}

async function measureVisit(browser: Playwright.Browser, base: string, mode: 'worker' | 'page', viewport: { width: number; height: number }, visit: number): Promise<{ aims: AimFigures[]; redraw: AimFigures }> {
  const context = await browser.newContext({ viewport });
  if (mode === 'page') {
    await context.route('**/assets/bot.worker-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('bench: no bot worker');" }),
    );
  }
  const page = await context.newPage();
  await page.goto(`${base}/?room=shooting-gallery&seed=${FIRST_SEED}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { tabletop?: { room(): string } }).tabletop?.room() === 'shooting-gallery', null, { timeout: 60_000 });
  await page.evaluate(() => (window as unknown as { tabletop: { ready(): Promise<void> } }).tabletop.ready());
  await page.waitForTimeout(1500);
  const redraw = await measureRedraw(page);
  const out: AimFigures[] = [];
  for (let i = 0; i < AIMS_PER_VISIT; i++) {
    await page.evaluate((seed) => (window as unknown as { tabletop: { newRound(s: number): void } }).tabletop.newRound(seed), FIRST_SEED + visit * AIMS_PER_VISIT + i);
    await page.waitForTimeout(500);
    out.push(await measureAim(page, i % 2 ? 'easy' : 'hard'));
  }
  await context.close();
  return { aims: out, redraw };
}

export default async function benchGalleryAim(dist?: string, viewport = SMALL): Promise<Record<string, number | string>> {
  if (!existsSync(CHROMIUM)) return { galleryAimHow: 'skipped: no Chromium at /usr/bin/chromium' };
  let outDir = dist === undefined ? undefined : resolve(dist);
  if (!outDir) {
    outDir = join(root, '.tmp', 'bench-gallery-aim');
    const { build } = await import('vite');
    await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  const measured = await withPreviewBrowser(root, outDir, async (browser, base) => {
    const figures: Record<string, number | string> = {};
    for (const mode of ['page', 'worker'] as const) {
      const visits = [];
      for (let v = 0; v < VISITS; v++) visits.push(await measureVisit(browser, base, mode, viewport, v));
      const colds = visits.map((v) => v.aims[0]).filter((a): a is AimFigures => a !== undefined);
      const warm = visits.flatMap((v) => v.aims.slice(1));
      const key = mode === 'worker' ? 'galleryAimWorker' : 'galleryAimPage';
      figures[`${key}LongestFrameGapMs`] = round1(median(warm.map((r) => r.longestFrameGapMs)));
      figures[`${key}LongTaskMs`] = round1(median(warm.map((r) => r.longTaskMs)));
      figures[`${key}LongestTaskMs`] = round1(median(warm.map((r) => r.longestTaskMs)));
      figures[`${key}RedrawLongestTaskMs`] = round1(median(visits.map((v) => v.redraw.longestTaskMs)));
      figures[`${key}RedrawLongestFrameGapMs`] = round1(median(visits.map((v) => v.redraw.longestFrameGapMs)));
      figures[`${key}AimMs`] = round1(median(warm.map((r) => r.aimMs)));
      figures[`${key}ClickMs`] = round1(median(warm.map((r) => r.clickMs)));
      figures[`${key}ColdLongestFrameGapMs`] = round1(median(colds.map((r) => r.longestFrameGapMs)));
      figures[`${key}ColdLongestTaskMs`] = round1(median(colds.map((r) => r.longestTaskMs)));
      figures[`${key}ColdAimMs`] = round1(median(colds.map((r) => r.aimMs)));
      figures[`${key}Runs`] = visits.map((v) => v.aims.map((r) => `${Math.round(r.clickMs)}+${Math.round(r.aimMs)}/${Math.round(r.longestFrameGapMs)}/${Math.round(r.longestTaskMs)}`).join(' ')).join(' | ');
    }
    figures.galleryAimHow = `${viewport.width}×${viewport.height} window; medians of ${VISITS} cold aims (the first of a fresh page) and ${VISITS * (AIMS_PER_VISIT - 1)} warm ones, after the click (runs per visit: click ms+aim ms/longest rAF gap ms/longest long task ms); Redraw: one frame redrawn by Reset view, the cost of drawing alone`;
    return figures;
  });
  return measured ?? { galleryAimHow: 'skipped: no Chromium at /usr/bin/chromium' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const size = /^(\d+)x(\d+)$/.exec(arg('--size') ?? '');
  benchGalleryAim(arg('--dist'), size ? { width: Number(size[1]), height: Number(size[2]) } : SMALL).then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
