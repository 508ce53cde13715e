// Phones: what the mobile specs share. A room opened in a touch context at
// 390×844, and the check that a decision's targets (the kit's
// useDecisionTargets, projected by the probe's decisionTargets) lie at least
// 44 screen px apart and in the board window (above or beside the dock), or
// that the view is a focused part the player slides and the hint says so;
// and that a tab of the table's parts (cards, mats) frames its part.
import { sceneAtRest, until, tabletopReady } from './helpers.mjs';

export const PORTRAIT = { width: 390, height: 844 };
export const LANDSCAPE = { width: 844, height: 390 };
/** The games mobile.spec.mjs plays by touch (and their seeds); the others it plays on by the probe. */
export const PHONE_PLAYED = { gambler: 7, 'pony-express': 3 };

/** Opens a room in a fresh touch context at portrait size and Low quality; page errors are collected. */
export async function openPhone(browser, url) {
  const context = await browser.newContext({ viewport: PORTRAIT, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  // Low quality (half the pixels), as run.mjs gives every spec's own context: a context made here would
  // otherwise draw at Automatic, every CSS pixel on the software renderer, about three times as slow.
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('frontier-table:quality') === null) localStorage.setItem('frontier-table:quality', 'low');
    } catch {
      // Storage refused: the room picks Automatic.
    }
  });
  const phone = await context.newPage();
  const errors = [];
  phone.on('pageerror', (e) => errors.push(`page error: ${String(e).slice(0, 300)}`));
  phone.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text().slice(0, 300)}`));
  await phone.goto(url);
  await phone.waitForFunction(() => window.tabletop !== undefined, null, { timeout: 120_000 });
  await tabletopReady(phone);
  return { context, phone, errors };
}

/**
 * The current decision's targets on screen once the camera holds still: three readings a quarter second apart agree,
 * with the scene at rest (no frame owed). Two were once enough; with the scene in the worker a busy machine may draw
 * no frame between readings while the camera still glides (the page's points are those of the worker's last frame,
 * probe-mirror.ts): three readings alone were fooled by a glide whose frames came slower than that (load 19).
 */
export async function steadyTargets(page, where) {
  let last = null;
  let agreed = 0;
  for (let i = 0; i < 60; i++) {
    const now = await page.evaluate(() => window.tabletop.decisionTargets());
    const same = last && now.points.length === last.points.length && now.points.every((p, k) => Math.abs(p.x - last.points[k].x) < 0.5 && Math.abs(p.y - last.points[k].y) < 0.5);
    agreed = same && (await sceneAtRest(page)) ? agreed + 1 : 0;
    if (agreed >= 2) return now;
    last = now;
    await page.waitForTimeout(250);
  }
  throw new Error(`${where}: the decision's targets never held still on screen`);
}

/** Plays the human seat on (throws, first choices) until its decision has targets on the table. */
export async function reachTargets(page, game) {
  for (let i = 0; i < 12; i++) {
    const aw = await until(page, () => {
      const a = window.tabletop.awaiting();
      return a.kind === 'end' || (a.seat === 0 && !window.tabletop.status().stage?.moving) ? a : null;
    }, null, { timeoutMs: 90_000, what: `${game}: the human seat to act` });
    if (aw.kind === 'end') throw new Error(`${game}: the game ended before a decision on the table`);
    await page.waitForTimeout(400); // the board publishes its targets after it draws the decision
    if (aw.kind === 'decision' && (await page.evaluate(() => window.tabletop.decisionTargets().points.length)) >= 2) return;
    if (aw.kind === 'throw') await page.evaluate(() => window.tabletop.throwDice());
    else await page.evaluate(() => window.tabletop.act(window.tabletop.legalActions()[0]));
  }
  throw new Error(`${game}: no decision with targets on the table came`);
}

/** The decision's targets a finger apart (44 px) and in the board window, or a focused view that says it slides. */
export async function checkSpacing(page, assert, step, where) {
  const t = await steadyTargets(page, where);
  step(`${where}: ${t.points.length} targets, nearest two ${t.minSpacing} px apart${t.sliding ? `, a focused view to slide (${t.offScreen} off screen)` : ', all in the board window'}`);
  // Fewer than two in reach: nothing to tell apart (one lit box; a focused view on one target).
  if (t.minSpacing === null) assert.ok(t.points.length < 2 || t.sliding, `${where}: ${t.points.length} targets but fewer than two in reach`);
  else assert.ok(t.minSpacing >= 44, `${where}: the nearest two targets are ${t.minSpacing} px apart on screen (at least 44)`);
  if (t.sliding) {
    assert.ok(t.inWindow >= 1, `${where}: a focused view shows some of the targets`);
    assert.ok(await page.getByTestId('slide-hint').isVisible(), `${where}: the slide hint shows`);
  } else assert.equal(t.inWindow, t.points.length, `${where}: every target lies in the board window, none under the dock`);
}

/** The first tab of the table's parts (cards, mats) frames its part whole in the board window; "Board" comes back. */
export async function checkRegionTab(page, assert, step, where) {
  const { regions } = await page.evaluate(() => window.tabletop.tableRegions());
  assert.ok(regions.length > 0, `${where}: the board offers the parts of the table beside it (cards, mats) as tabs`);
  const region = regions[0];
  await page.getByTestId(`region-${region.id}`).tap();
  // Held still: three readings a quarter second apart agree with the scene at rest (as steadyTargets).
  let last = null;
  let corners = null;
  let agreed = 0;
  for (let i = 0; i < 60 && !corners; i++) {
    await page.waitForTimeout(250);
    const now = (await page.evaluate(() => window.tabletop.tableRegions())).regions.find((r) => r.id === region.id).corners;
    agreed = last && now.every((p, k) => Math.abs(p.x - last[k].x) < 0.5 && Math.abs(p.y - last[k].y) < 0.5) && (await sceneAtRest(page)) ? agreed + 1 : 0;
    if (agreed >= 2) corners = now;
    last = now;
  }
  const win = (await page.evaluate(() => window.tabletop.decisionTargets())).window;
  assert.ok(corners && corners.every((p) => p.x >= win.x - 1 && p.x <= win.x + win.width + 1 && p.y >= win.y - 1 && p.y <= win.y + win.height + 1), `${where}: the "${region.label}" tab frames its part inside the board window`);
  step(`${where}: the "${region.label}" tab frames its part in the board window`);
  await page.getByTestId('region-board').tap();
}

