// Does a room look the same once loaded, in two builds (issue 26: "nothing looks
// different once loaded")? Opens each game room, a human seat against an easy
// bot with one seed, in each build (each served by its own vite preview, each
// in Debian's Chromium with the SwiftShader flags the start benches use), waits
// for the room's ready signal and the human's first turn, lets the table rest,
// takes a screenshot, and counts the pixels that differ (any channel by more
// than THRESHOLD of 255). Screenshots go to .tmp/start-shots/<room>-<label>.png.
//   npx tsx src/tools/start-shots.ts --before=DIR --after=DIR [--rooms=a,b] [--query=&render=page]
//   --before, --after  two production builds (npx vite build --outDir DIR)
//   --rooms            game ids (default every playable game)
//   --before-query, --after-query  added to each build's room link (e.g. &render=page)
//   --threshold        a channel differing by more than this (of 255) makes a pixel differ (default 24; 0: any change)
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Playwright from 'playwright-core';
import { withPreviewBrowser } from './preview-browser.ts';
import { GAMES, isPlayable } from '../games/registry.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SWIFTSHADER = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
/** A channel differing by more than this (of 255) makes a pixel differ: below it is the renderer's dithering. */
const THRESHOLD = 24;
/** After the human's turn comes, how long the table rests before the screenshot (glides, labels, the bot's last motion). */
const REST_MS = 3000;

interface Options {
  before: string;
  after: string;
  rooms: string[];
  beforeQuery: string;
  afterQuery: string;
  threshold: number;
}

function parse(argv: readonly string[]): Options {
  const o: Partial<Options> = { rooms: GAMES.filter(isPlayable).map((g) => g.id), beforeQuery: '', afterQuery: '', threshold: THRESHOLD };
  const dir = (v: string) => (isAbsolute(v) ? v : join(process.cwd(), v));
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2) as [string, string?];
    const rest = arg.slice(key.length + 1);
    if (key === '--before' && value) o.before = dir(value);
    else if (key === '--after' && value) o.after = dir(value);
    else if (key === '--rooms' && value) o.rooms = value.split(',');
    else if (key === '--before-query') o.beforeQuery = rest;
    else if (key === '--after-query') o.afterQuery = rest;
    else if (key === '--threshold' && /^\d{1,3}$/.test(value) && Number(value) <= 255) o.threshold = Number(value);
    else throw new Error(`start-shots: did not understand ${JSON.stringify(arg)}`);
  }
  if (!o.before || !o.after) throw new Error('start-shots: give --before=DIR and --after=DIR (two production builds)');
  return o as Options;
}

/** The room opened and rested at the human's first turn; its screenshot. */
async function shoot(browser: Playwright.Browser, url: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => typeof window.tabletop?.ready === 'function', null, { timeout: 120_000 });
    await page.evaluate(() => window.tabletop.ready());
    // A function, not text: the room's Content-Security-Policy refuses a string to evaluate (and this one has no
    // inner function for tsx to wrap in its __name helper, which the page does not have).
    await page.waitForFunction(
      () => {
        const api = window.tabletop as unknown as { methods(): string[]; awaiting(): { kind: string; seat?: number } };
        if (!api.methods().includes('awaiting')) return false;
        const a = api.awaiting();
        return a.kind !== 'end' && a.seat === 0;
      },
      null,
      { timeout: 120_000, polling: 100 },
    );
    await page.waitForTimeout(REST_MS);
    return await page.screenshot();
  } finally {
    await context.close();
  }
}

/** Pixels that differ between two PNGs of one size, decoded by the browser (a blank page: no CSP; the check is text, for tsx's helper). */
async function differing(browser: Playwright.Browser, a: Buffer, b: Buffer, threshold: number): Promise<{ differ: number; total: number }> {
  const page = await browser.newPage();
  try {
    const compare = `(async ([a64, b64, threshold]) => {
      const pixels = async (b64) => {
        const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }));
        const c = new OffscreenCanvas(img.width, img.height);
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, img.width, img.height).data;
      };
      const [pa, pb] = [await pixels(a64), await pixels(b64)];
      if (pa.length !== pb.length) return { differ: -1, total: pa.length / 4 };
      let differ = 0;
      for (let i = 0; i < pa.length; i += 4) {
        if (Math.abs(pa[i] - pb[i]) > threshold || Math.abs(pa[i + 1] - pb[i + 1]) > threshold || Math.abs(pa[i + 2] - pb[i + 2]) > threshold) differ++;
      }
      return { differ, total: pa.length / 4 };
    })(${JSON.stringify([a.toString('base64'), b.toString('base64'), threshold])})`;
    return (await page.evaluate(compare)) as { differ: number; total: number };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  const out = join(root, '.tmp', 'start-shots');
  mkdirSync(out, { recursive: true });
  const link = (room: string) => `/?game=${room}&seats=human,bot:easy&seed=11`;
  const shots = new Map<string, Buffer>();
  await withPreviewBrowser(root, o.before, async (browser, base) => {
    for (const room of o.rooms) shots.set(`${room}-before`, await shoot(browser, base + link(room) + o.beforeQuery));
  }, SWIFTSHADER);
  await withPreviewBrowser(root, o.after, async (browser, base) => {
    for (const room of o.rooms) {
      shots.set(`${room}-after`, await shoot(browser, base + link(room) + o.afterQuery));
      const { differ, total } = await differing(browser, shots.get(`${room}-before`)!, shots.get(`${room}-after`)!, o.threshold);
      for (const label of ['before', 'after']) writeFileSync(join(out, `${room}-${label}.png`), shots.get(`${room}-${label}`)!);
      console.log(`${room}: ${differ} of ${total} pixels differ (${((100 * differ) / total).toFixed(2)} %) by more than ${o.threshold} of 255`);
    }
  }, SWIFTSHADER);
}

await main();
