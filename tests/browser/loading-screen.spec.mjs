// A room's loading screen (issue 26, session 39): its title, painted from the page's HTML before any script, is
// the page's largest contentful paint, and stays so: no text the room paints later (its HUD) is larger, on a
// phone's screen or a desktop's, in English and German. That keeps Lighthouse's LCP at the first paint instead of
// the HUD's, seconds later (docs/start.md, "Session 39, lane lcp"). The rooms are drawn in the scene worker, as
// the target is measured; the HUD is the same in either mode. And the service worker (its install downloads the
// whole app) is registered only once the room is shown, not beside its loading (src/pwa/register.ts).
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
          step(`${room} ${lang} ${name}: title ${last.size} px² at ${last.at} ms`);
        }
      }
      assert.deepEqual(errors, [], 'no page errors');
    } finally {
      await context.close();
    }
  }
}
