// Tableau Gulch with its 3D scene drawn in the scene worker (?render=worker,
// issue 26): the room opens, the table is drawn in the handed-over canvas,
// the human's throw (Space, the HUD's key on the page) runs in the worker's
// physics, its faces reach the page's session and the dice line up in the
// tray; die 1 picked and placed with the HUD's keys; while the room opened no main-thread task of the page lasted over
// 200 ms (a longtask observer from the first script), and its main thread fetched no three.js, model or physics engine (each room). The throw's own tasks
// are listed, not judged: the first key press makes the page's AudioContext
// (0.2–0.6 s in headless Chromium, in either mode). axe finds nothing. Then
// Gold in the Rivers the same way (its discs thrown by Space, a row revealed
// and confirmed by keys, read through the page's goldPicks()), Silver Creek
// County (the town centre thrown by Space, a parcel claimed by keys), Main Street
// (its first awning put up by keys, the page fetching no three.js), Mail Run
// (a card kept, the ride begun, its throw under the cup by Space, its page free
// of three.js too), and a bad
// render= value refused by name. RENDER=page runs the same steps drawn on the
// page, for comparing the screenshots (render-page-*.png).
import { colourSpread, openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const LONG_TASK_LIMIT_MS = 200;

const RENDER = process.env.RENDER === 'page' ? 'page' : 'worker';

/**
 * Opens a room with render=RENDER and checks where its canvas is, that no main-thread task over the limit ran while it
 * opened and, in the worker mode, that the page fetched no three.js, r3f, model or physics engine.
 */
async function openDrawn(t, game, awaited) {
  const { page, baseUrl, assert, step } = t;
  // The page's own requests are its DevTools session's (a worker's imports are the worker's session's; the page's
  // resource timing lists both), less the workers' own scripts, which run in the workers.
  const cdp = await page.context().newCDPSession(page);
  const pageFetches = [];
  cdp.on('Network.requestWillBeSent', (e) => pageFetches.push(e.request.url));
  await cdp.send('Network.enable');
  // A script the rooms before fetched must still be seen: from the memory cache it might not be requested at all.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await openRoom(page, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=7&render=${RENDER}`, 150_000);
  step(`${game}: room ready`);
  if (RENDER === 'worker') {
    // The stage's first render suspended on nothing (its opening models were awaited: src/scene/worker/rooms.ts): a
    // Suspense fallback shown there holds the stage's reveal ≈ 300 ms (React's fallback throttle).
    const marks = await Promise.all(page.workers().map((w) => w.evaluate(() => ['scene:ready', 'scene:stage-fallback'].map((n) => performance.getEntriesByName(n).length)).catch(() => [0, 0])));
    const scene = marks.filter(([ready]) => ready > 0);
    assert.equal(scene.length, 1, `${game}: one scene worker said ready`);
    assert.equal(scene[0][1], 0, `${game}: the scene worker's stage showed no Suspense fallback while it opened`);
  }
  assert.equal(await page.locator('canvas[data-render="worker"]').count(), RENDER === 'worker' ? 1 : 0, `the canvas is the ${RENDER === 'worker' ? 'worker’s' : 'page’s'}`);
  assert.match(page.url(), new RegExp(`render=${RENDER}`), `the address keeps render=${RENDER} (a reload draws there again)`);
  await awaited();
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  // The HUD shows the turn at once; the worker's frame with the waiting dice follows a moment later.
  await page.waitForTimeout(2000);
  const opening = await page.evaluate(() => window.__longTasks.slice());
  step(`${game}: main-thread long tasks while opening: ${opening.map((x) => `${x.ms} ms at ${x.at}`).join(', ') || 'none'}`);
  const worst = Math.max(0, ...opening.map((x) => x.ms));
  if (RENDER === 'worker') {
    assert.ok(worst <= LONG_TASK_LIMIT_MS, `${game}: no main-thread task over ${LONG_TASK_LIMIT_MS} ms while the room opened (longest ${worst} ms)`);
    // The room's page loads no three.js, no r3f, no model and no physics engine: the worker draws the scene and runs its physics.
    const pageJs = pageFetches.filter((u) => /\.m?js$/.test(u) && !/\.worker-[\w-]+\.js$/.test(u));
    const threeOnPage = await page.evaluate(async (urls) => {
      const out = [];
      for (const url of urls) if (/__THREE__|THREE\.WebGLRenderer|R3F: /.test(await (await fetch(url)).text())) out.push(url);
      return out;
    }, pageJs);
    step(`${game}: the page fetched ${pageJs.length} scripts: ${pageJs.map((u) => u.replace(/^.*\//, '')).join(' ')}`);
    assert.deepEqual(threeOnPage, [], `${game}: the page fetched no chunk of three.js or r3f`);
    assert.deepEqual(pageFetches.filter((u) => /\.(glb|wasm)$|rapier[^/]*\.mjs$/.test(u)), [], `${game}: the page fetched no model and no physics engine`);
  }
  await cdp.detach();
  return opening;
}

export default async function renderWorker(t) {
  const { page, baseUrl, assert, step } = t;
  const screenshot = (name) => t.screenshot(RENDER === 'worker' ? name : `page-${name}`);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const opening = await openDrawn(t, 'gambler', () => page.getByTestId('g-turn').waitFor());
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw0.kind, 'throw', 'the game starts with a throw');
  assert.equal(aw0.seat, 0, 'seat 0 (the human) starts');
  await screenshot('before-throw');

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
  await expectNoAxeViolations(page, `the gambler room drawn (${RENDER})`);

  await goldRivers(t, screenshot);
  await carsonCity(t, screenshot);
  await mainStreet(t, screenshot);
  await ponyExpress(t, screenshot);

  await page.goto(`${baseUrl}/?game=gambler&seats=human,bot:easy&seed=7&render=gpu`);
  await page.getByText('render= must be page or worker, not "gpu".').waitFor({ timeout: 60_000 });
  step('bad value refused');
}

/** Gold in the Rivers: opens, the discs thrown by Space settle, a row revealed and confirmed by keys alone. */
async function goldRivers(t, screenshot) {
  const { page, assert, step } = t;
  await openDrawn(t, 'gold-rivers', () => until(page, () => window.tabletop.methods().includes('goldPicks'), null, { timeoutMs: 60_000, what: 'the HUD’s picks probe' }));
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.deepEqual([aw0.kind, aw0.seat], ['throw', 0], 'the human throws first');
  await screenshot('gold-before-throw');
  await page.keyboard.press('Space');
  await until(page, () => window.tabletop.view(0).phase === 'choose', null, { timeoutMs: 120_000, what: 'the discs thrown in the worker to settle' });
  step('gold-rivers: settled');
  const v = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v.faces.length, v.range.discs.length, `one face per disc: ${v.faces}`);
  // The settled discs glide into the row at the front of the tray.
  await page.waitForTimeout(5000);
  await screenshot('gold-thrown');

  // Enter puts the cursor on a lit marker and picks it; the arrows walk to the row's other end (as gold-rivers.spec.mjs).
  const picks = () => page.evaluate(() => window.tabletop.goldPicks());
  await page.keyboard.press('Enter');
  const { cursor } = await until(page, () => (window.tabletop.goldPicks().cursor !== null ? { cursor: window.tabletop.goldPicks().cursor } : null), null, { timeoutMs: 5_000, what: 'Enter to place the cursor' });
  assert.ok(v.legalFirst.includes(cursor), 'the cursor starts on a lit marker');
  if (v.number === 1) {
    await page.keyboard.press('Enter');
  } else {
    const other = new Map();
    for (const [a, b] of v.rowEnds) {
      if (a !== b && v.sites[a].r === v.sites[b].r) {
        other.set(a, b);
        other.set(b, a);
      }
    }
    let at = cursor;
    let dir = 'ArrowRight';
    for (let i = 0; i < 120 && !other.has(at); i++) {
      await page.keyboard.press(dir);
      const next = (await picks()).cursor;
      if (next === at) {
        await page.keyboard.press('ArrowDown');
        dir = dir === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      }
      at = (await picks()).cursor;
    }
    assert.ok(other.has(at), 'the arrow keys reach the end of a row');
    await page.keyboard.press('Enter');
    await until(page, (c) => window.tabletop.goldPicks().first === c, at, { timeoutMs: 5_000, what: 'Enter to pick the first end' });
    await page.waitForTimeout(1500);
    await screenshot('gold-picked');
    const last = v.sites[other.get(at)];
    const steps = last.q - v.sites[at].q;
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    assert.equal((await picks()).cursor, last.site, 'the cursor is on the other end');
    await page.keyboard.press('Enter');
  }
  await until(page, () => window.tabletop.view(0).phase === 'confirm', null, { timeoutMs: 5_000, what: 'the keys to reveal a row' });
  await page.waitForTimeout(2500);
  await screenshot('gold-revealed');
  await page.keyboard.press('Enter');
  await until(page, () => window.tabletop.view(0).turn === 1, null, { timeoutMs: 10_000, what: 'Enter to confirm' });
  step('gold-rivers: a turn by keys');
  await expectNoAxeViolations(page, `the gold-rivers room drawn (${RENDER})`);
}

/** Silver Creek County: opens, our setup throw by Space settles, a parcel claimed by the board cursor's keys. */
async function carsonCity(t, screenshot) {
  const { page, assert, step } = t;
  await openDrawn(t, 'carson-city', () => until(page, () => window.tabletop.awaiting().kind === 'throw', null, { timeoutMs: 60_000, what: 'the setup’s first throw' }));
  await screenshot('carson-before-throw');
  const now = () => page.evaluate(() => ({ aw: window.tabletop.awaiting(), v: window.tabletop.view(0) }));
  let ours = 0;
  for (let i = 0; i < 400; i++) {
    const { aw, v } = await now();
    if (aw.kind === 'decision' && aw.seat === 0 && v.phase.kind === 'draft') break;
    if (aw.kind === 'throw' && aw.seat === 0 && !(await page.evaluate(() => window.tabletop.status().stage?.moving === true))) {
      await page.keyboard.press('Space');
      await until(page, (n) => window.tabletop.view(0).log.length > n, v.log.length, { timeoutMs: 120_000, what: 'our setup dice thrown in the worker to settle' });
      ours++;
      continue;
    }
    await page.waitForTimeout(250);
  }
  assert.ok(ours >= 1, 'we threw at least one setup throw');
  step(`carson-city: setup thrown (${ours} ours)`);
  await page.waitForTimeout(2000);
  await screenshot('carson-draft');
  // The board cursor: an arrow puts it on a lit parcel, Enter claims it.
  const owned = () => page.evaluate(() => window.tabletop.view(0).map.filter((c) => c.owner === 0).length);
  const before = await owned();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Enter');
  await until(page, (n) => window.tabletop.view(0).map.filter((c) => c.owner === 0).length > n, before, { timeoutMs: 10_000, what: 'a parcel claimed by keys' });
  step('carson-city: a parcel claimed by keys');
  await expectNoAxeViolations(page, `the carson-city room drawn (${RENDER})`);
}

/** Main Street: opens with the page fetching no three.js, its first awning put up by keys (Enter, Enter) on the page's picking. */
async function mainStreet(t, screenshot) {
  const { page, assert, step } = t;
  await openDrawn(t, 'main-street', () => until(page, () => window.tabletop.methods().includes('streetPoints'), null, { timeoutMs: 60_000, what: 'the board probe on the page' }));
  // The bot places its first awning first (the last seat opens); a throw of ours settles first if one comes.
  const ours = () => {
    const aw = window.tabletop.awaiting();
    return aw.seat === 0 && (aw.kind === 'decision' || aw.kind === 'throw') ? aw.kind : null;
  };
  const kind = await until(page, ours, null, { timeoutMs: 60_000, what: 'our first move' });
  if (kind === 'throw') {
    const n = await page.evaluate(() => window.tabletop.record().inputs.length);
    await page.keyboard.press('Space');
    await until(page, (k) => window.tabletop.record().inputs.length > k, n, { timeoutMs: 120_000, what: 'our throw to settle' });
    await until(page, ours, null, { timeoutMs: 60_000, what: 'our first decision' });
  }
  const v = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v.phase.kind, 'first-awning', 'the game opens with the first awnings');
  await page.waitForTimeout(1500);
  await screenshot('street-first-awning');
  // Enter puts the cursor on a lit corner (the page's picking, lit in the worker's board), Enter again puts our awning up.
  await page.keyboard.press('Enter');
  const { cursor } = await until(page, () => (window.tabletop.picking().cursor !== null ? { cursor: window.tabletop.picking().cursor } : null), null, { timeoutMs: 5_000, what: 'Enter to place the cursor' });
  assert.ok(['b0', 'b5', 'b6', 'b11'].includes(cursor), `the cursor is on a corner: ${cursor}`);
  await page.waitForTimeout(1500);
  await screenshot('street-cursor');
  await page.keyboard.press('Enter');
  await until(page, (b) => window.tabletop.view(0).buildings[b].awning?.owner === 0, Number(cursor.slice(1)), { timeoutMs: 10_000, what: 'our awning on the corner under the cursor' });
  step(`main-street: our first awning on ${cursor} by keys`);
  await page.waitForTimeout(3000);
  await screenshot('street-awning');
  await expectNoAxeViolations(page, `the main-street room drawn (${RENDER})`);
}

/** Mail Run: opens (its page without three.js), a card kept with the HUD's button, the dice thrown under the cup by Space settle. */
async function ponyExpress(t, screenshot) {
  const { page, assert, step } = t;
  await openDrawn(t, 'pony-express', () => page.getByTestId('px-keep').first().waitFor({ timeout: 60_000 }));
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.deepEqual([aw0.kind, aw0.seat], ['decision', 0], 'the human keeps a card first');
  await screenshot('pony-draft');
  await page.getByTestId('px-keep').first().click();
  // The human's turn: its throw, or first the choice to play a card or ride (a card that can be played at the start).
  const turn = await until(page, () => {
    const aw = window.tabletop.awaiting();
    if (aw.seat !== 0) return null;
    if (aw.kind === 'throw') return 'throw';
    return aw.kind === 'decision' && window.tabletop.view(0).phase.kind === 'start' ? 'start' : null;
  }, null, { timeoutMs: 60_000, what: 'the human rider’s turn' });
  if (turn === 'start') {
    await page.getByTestId('px-do-ride').click();
    await until(page, () => window.tabletop.awaiting().kind === 'throw', null, { timeoutMs: 10_000, what: 'the throw under the cup' });
  }
  assert.equal((await page.evaluate(() => window.tabletop.awaiting())).hidden, true, 'the throw is under the cup');
  step(`pony-express: card kept${turn === 'start' ? ', ride begun' : ''}`);
  // The worker's frame with the dice waiting follows the HUD's change (as in Tableau Gulch).
  await page.waitForTimeout(2000);
  await screenshot('pony-before-throw');
  await page.keyboard.press('Space');
  await until(page, () => window.tabletop.view(0).phase.kind === 'decide', null, { timeoutMs: 120_000, what: 'the dice thrown in the worker to settle' });
  const v = await page.evaluate(() => window.tabletop.view(0));
  assert.ok(v.dice.length === 5 && v.dice.every((d) => d.where === 'cup' && d.face !== null), 'the thrower reads five faces under the cup');
  step(`pony-express: settled ${v.dice.map((d) => d.face).join(' ')}`);
  // The settled dice are gathered under the cup.
  await page.waitForTimeout(4000);
  await screenshot('pony-thrown');
  await expectNoAxeViolations(page, `the pony-express room drawn (${RENDER})`);
}
