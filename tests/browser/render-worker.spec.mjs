// Tableau Gulch with its 3D scene drawn in the scene worker (?render=worker,
// issue 26): the room opens, the table is drawn in the handed-over canvas,
// the human's throw (Space, the HUD's key on the page) runs in the worker's
// physics, its faces reach the page's session and the dice line up in the
// tray; die 1 picked and placed with the HUD's keys; while the room opened no main-thread task of the page lasted over
// 200 ms (a longtask observer from the first script), and its main thread fetched no three.js, model or physics engine. The throw's own tasks
// are listed, not judged: the first key press makes the page's AudioContext
// (0.2–0.6 s in headless Chromium, in either mode). axe finds nothing. Also:
// a bad render= value is refused by name.
import { colourSpread, openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const LONG_TASK_LIMIT_MS = 200;

export default async function renderWorker({ page, baseUrl, screenshot, assert, step }) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  const pageFetches = [];
  cdp.on('Network.requestWillBeSent', (e) => pageFetches.push(e.request.url));
  await cdp.send('Network.enable');
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=7&render=worker`, 150_000);
  step('room ready');
  assert.equal(await page.locator('canvas[data-render="worker"]').count(), 1, 'the canvas is the worker’s');
  assert.match(page.url(), /render=worker/, 'the address keeps render=worker (a reload draws in the worker again)');
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw0.kind, 'throw', 'the game starts with a throw');
  assert.equal(aw0.seat, 0, 'seat 0 (the human) starts');
  await page.getByTestId('g-turn').waitFor();
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  // The page's main thread loads no three.js, no r3f, no model and no physics engine: the worker draws the scene and
  // runs its physics. The page's own requests are its DevTools session's (a worker's imports are the worker's session's;
  // the page's resource timing lists both), less the workers' own scripts, which run in the workers.
  const pageJs = pageFetches.filter((u) => /\.m?js$/.test(u) && !/\.worker-[\w-]+\.js$/.test(u));
  const threeOnPage = await page.evaluate(async (urls) => {
    const out = [];
    for (const url of urls) if (/__THREE__|THREE\.WebGLRenderer|R3F: /.test(await (await fetch(url)).text())) out.push(url);
    return out;
  }, pageJs);
  step(`the page fetched ${pageJs.length} scripts: ${pageJs.map((u) => u.replace(/^.*\//, '')).join(' ')}`);
  assert.deepEqual(threeOnPage, [], 'the page fetched no chunk of three.js or r3f');
  assert.deepEqual(pageFetches.filter((u) => /\.(glb|wasm)$|rapier[^/]*\.mjs$/.test(u)), [], 'the page fetched no model and no physics engine');
  // The HUD shows the turn at once; the worker's frame with the waiting dice follows a moment later.
  await page.waitForTimeout(2000);
  await screenshot('before-throw');
  const opening = await page.evaluate(() => window.__longTasks.slice());
  step(`main-thread long tasks while opening: ${opening.map((t) => `${t.ms} ms at ${t.at}`).join(', ') || 'none'}`);
  const worst = Math.max(0, ...opening.map((t) => t.ms));
  assert.ok(worst <= LONG_TASK_LIMIT_MS, `no main-thread task over ${LONG_TASK_LIMIT_MS} ms while the room opened (longest ${worst} ms)`);

  await page.keyboard.press('Space');
  await until(page, () => window.tabletop.awaiting().kind === 'decision', null, { timeoutMs: 120_000, what: 'the dice thrown in the worker to settle' });
  step('settled');
  const view = await page.evaluate(() => window.tabletop.view());
  assert.equal(view.turn.throws, 1, 'one throw made');
  assert.equal(view.turn.faces.length, 5, 'five faces read');
  assert.ok(view.turn.faces.every((f) => f >= 1 && f <= 6), `faces are die faces: ${view.turn.faces}`);
  const thrown = await page.evaluate((n) => window.__longTasks.slice(n), opening.length);
  step(`main-thread long tasks of the throw: ${thrown.map((t) => `${t.ms} ms at ${t.at}`).join(', ') || 'none'}`);
  // The worker lines the settled dice up in the tray (ThrownDice), as the page's canvas does: wait for the glide.
  await page.waitForTimeout(6000);
  await screenshot('thrown');

  // The HUD's keys pick on the page; the board in the worker shows the page's pick (picking-link.ts) and the placed die.
  await page.keyboard.press('1');
  await page.getByText(/Die 1 shows \d — fits/).waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  await screenshot('picked');
  await page.keyboard.press('Enter');
  await until(page, () => window.tabletop.view().turn.placed > 0, null, { timeoutMs: 20_000, what: 'the picked die placed' });
  step('placed');
  await page.waitForTimeout(3000);
  await screenshot('placed');
  await expectNoAxeViolations(page, 'the gambler room drawn in the worker');

  await page.goto(`${baseUrl}/?game=gambler&seats=human,bot:easy&seed=7&render=gpu`);
  await page.getByText('render= must be page or worker, not "gpu".').waitFor({ timeout: 60_000 });
  step('bad value refused');
}
