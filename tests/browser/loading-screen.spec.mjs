// A room's loading screen (issue 26, session 39): its title, painted from the page's HTML before any script, is
// the page's largest contentful paint, and stays so: no text the room paints later (its HUD) is larger, on a
// phone's screen or a desktop's, in English and German. That keeps Lighthouse's LCP at the first paint instead of
// the HUD's, seconds later (docs/start.md, "Session 39, lane lcp"). The rooms are drawn in the scene worker, as
// the target is measured; the HUD is the same in either mode. And the service worker (its install downloads the
// whole app) is registered only once the room is shown, not beside its loading (src/pwa/register.ts).
// Session 40 (lane paint): the page's stylesheets hold no paint (written for print, switched on by main.ts:
// src/ui/page-styles.ts), nothing they style is put on the page before they are in, and the room's code is fetched
// after the first contentful paint, so Lighthouse's simulation counts none of it into that paint.
import { tabletopReady } from './helpers.mjs';

const ROOMS = ['gambler', 'pony-express', 'main-street', 'carson-city', 'gold-rivers'];
/** Lighthouse's phone (its mobile preset) and desktop screens. */
const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};

/** Every largest-contentful-paint candidate of the page, named as it is painted (an element removed later reads null). */
function recordCandidates() {
  window.__candidates = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__candidates.push({ at: Math.round(e.startTime), size: e.size, cls: e.element?.className ?? null, text: (e.element?.textContent ?? '').slice(0, 60) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Notes in window.__appeared when an element matching `selector` is first in the page (an init script). */
function recordAppearance(selector) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    window.__appeared = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** When the first request of the room's code (its Room chunk) started, and when the first contentful paint was presented. */
const paintAndRoomCode = () => ({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  roomCode: performance.getEntriesByType('resource').find((r) => /\/assets\/Room-[\w-]+\.js$/.test(r.name))?.startTime ?? null,
});

/**
 * The page's stylesheets (index.html's links) held back 1.5 s: the loading screen paints without them, and neither
 * a room nor the lobby is put on the page before they are in (no unstyled HUD or lobby, ever).
 */
async function stylesheetsHoldNoPaint(browser, baseUrl, assert, step) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  assert.ok(links.length > 0, 'the built page links its stylesheets');
  for (const link of links) assert.match(link, /media="print" data-waiting-style/, `written so as not to hold the first paint: ${link}`);
  const sheets = links.map((link) => /href="([^"]+)"/.exec(link)[1]);
  const pages = [
    ['main-street', '/?game=main-street&seats=human,bot:easy&seed=11&render=worker', '.room'],
    ['lobby', '/', '.lobby'],
  ];
  for (const [what, path, selector] of pages) {
    const context = await browser.newContext(SCREENS.phone);
    await context.addInitScript(() => localStorage.setItem('frontier-table:quality', 'low'));
    await context.addInitScript(recordAppearance, selector);
    await context.route(
      (url) => sheets.includes(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    const tab = await context.newPage();
    try {
      await tab.goto(baseUrl + path);
      assert.equal(await tabletopReady(tab), what);
      const t = {
        ...(await tab.evaluate(paintAndRoomCode)),
        ...(await tab.evaluate(
          (sheets) => ({
            sheetsIn: Math.max(...performance.getEntriesByType('resource').filter((r) => sheets.includes(new URL(r.name).pathname)).map((r) => r.responseEnd)),
            shown: window.__appeared ?? null,
            background: getComputedStyle(document.body).backgroundImage,
          }),
          sheets,
        )),
      };
      assert.ok(t.fcp !== null && t.fcp < t.sheetsIn, `${what}: the loading screen painted (${t.fcp} ms) before the held stylesheets were in (${t.sheetsIn} ms)`);
      assert.ok(t.shown !== null && t.shown >= t.sheetsIn, `${what}: ${selector} put on the page (${t.shown} ms) only once the stylesheets were in (${t.sheetsIn} ms)`);
      if (t.roomCode !== null) assert.ok(t.roomCode >= t.fcp, `${what}: the room's code fetched (${t.roomCode} ms) after the first paint (${t.fcp} ms)`);
      assert.match(t.background, /radial-gradient/, `${what}: styles.css applies`);
      step(`${what}, stylesheets held: painted at ${Math.round(t.fcp)} ms, stylesheets in at ${Math.round(t.sheetsIn)} ms, ${selector} at ${Math.round(t.shown)} ms`);
    } finally {
      await context.close();
    }
  }
}

/** The service worker under automation (src/pwa/register.ts's UNDER_AUTOMATION_KEY): asked for, and when. */
async function serviceWorkerAfterTheRoom(browser, baseUrl, assert, step) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('frontier-table:quality', 'low');
    localStorage.setItem('frontier-table:offline-under-automation', '1');
  });
  const tab = await context.newPage();
  try {
    await tab.goto(`${baseUrl}/?game=gold-rivers&seats=human,bot:easy&seed=11&render=worker`);
    await tab.waitForSelector('.progress[role="progressbar"]');
    assert.equal(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined), true, 'no service worker while the room loads');
    assert.equal(await tabletopReady(tab), 'gold-rivers');
    const registered = await tab.waitForFunction(
      () => {
        const shown = performance.getEntriesByName('scene:room-shown')[0];
        const asked = performance.getEntriesByType('resource').find((r) => /pwa-register/.test(r.name));
        return shown && asked ? { shown: Math.round(shown.startTime), asked: Math.round(asked.startTime) } : null;
      },
      null,
      { timeout: 30_000 },
    );
    const { shown, asked } = await registered.jsonValue();
    assert.ok(asked > shown, `the service worker's code is fetched after the room is shown (${asked} ms), not before (${shown} ms)`);
    step(`service worker asked for at ${asked} ms, the room shown at ${shown} ms`);
  } finally {
    await context.close();
  }
}

export default async function loadingScreen({ page, baseUrl, assert, step }) {
  const browser = page.context().browser();
  await serviceWorkerAfterTheRoom(browser, baseUrl, assert, step);
  await stylesheetsHoldNoPaint(browser, baseUrl, assert, step);
  for (const [name, screen] of Object.entries(SCREENS)) {
    const context = await browser.newContext(screen);
    await context.addInitScript(() => localStorage.setItem('frontier-table:quality', 'low'));
    await context.addInitScript(recordCandidates);
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(String(e)));
    try {
      for (const [lang, rooms] of [['en', ROOMS], ...(name === 'phone' ? [['de', ['gold-rivers']]] : [])]) {
        for (const room of rooms) {
          await tab.goto(`${baseUrl}/?game=${room}&seats=human,bot:easy&seed=11&render=worker&lang=${lang}`);
          assert.equal(await tabletopReady(tab), room);
          // The HUD has painted its texts by now; a frame or two more for what it shows once the first bot moves.
          await tab.waitForTimeout(1_500);
          const candidates = await tab.evaluate(() => window.__candidates);
          const last = candidates.at(-1);
          const first = await tab.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
          assert.equal(last?.cls, 'progress-title', `${room} (${lang}, ${name}): the largest contentful paint is the loading screen's title, not ${JSON.stringify(last)} (all: ${JSON.stringify(candidates)})`);
          assert.equal(last.at, first, `${room} (${lang}, ${name}): painted at the first contentful paint`);
          const order = await tab.evaluate(paintAndRoomCode);
          assert.ok(order.roomCode !== null && order.roomCode >= order.fcp, `${room} (${lang}, ${name}): the room's code fetched (${order.roomCode} ms) after the first paint (${order.fcp} ms)`);
          step(`${room} ${lang} ${name}: title ${last.size} px² at ${last.at} ms, the room's code fetched at ${Math.round(order.roomCode)} ms`);
        }
      }
      assert.deepEqual(errors, [], 'no page errors');
    } finally {
      await context.close();
    }
  }
}
