// The shooting gallery in a real browser: lobby → gallery, a release with
// almost no drag does nothing, a REAL mouse drag back from the die flicks it
// at the nearest Indian, the page's outcome panel says what
// window.tabletop.lastOutcome() says and the die moved forward; then a
// keyboard flick (arrows + hold Space), a bot flick and a touch flick; the caption over the table names who fell; no page errors.
// The bot aims in the bot worker: while it aims the page still answers (the
// camera turns), and its flick is exactly the one aimFlick gives headless in
// Node for the same request. With a broken worker it aims on the page, says
// so, and flicks the same.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { colourSpread, until, tabletopReady } from './helpers.mjs';

/** The bot worker's script in the build (vite names it bot.worker-<hash>.js). */
const BOT_WORKER = '**/assets/bot.worker-*.js';

/** The flick aimFlick gives for an aim request, headless in Node (see headless-aim.ts). */
function headlessAim(request) {
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const script = fileURLToPath(new URL('./headless-aim.ts', import.meta.url));
  const run = spawnSync(tsx, [script, JSON.stringify(request)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`headless aim failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** The panel's outcome, as the page shows it: data attribute and the visible lines. */
async function shownOutcome(page) {
  const panel = page.getByTestId('outcome');
  const data = JSON.parse(await panel.getAttribute('data-outcome'));
  const lines = {};
  for (const row of await panel.locator('[data-line]').all()) {
    lines[await row.getAttribute('data-line')] = (await row.locator('dd').textContent()).trim();
  }
  return { data, lines, shot: Number(await panel.getAttribute('data-shot')) };
}

/** What the panel must say for an outcome, from window.tabletop's own facts. */
function expectedLines(outcome, labels) {
  const names = (ids) => (ids.length === 0 ? 'none' : ids.map((id) => labels[id]).join(', '));
  return {
    Touched: names(outcome.touched),
    Fell: names(outcome.fallen),
    'Off the board': names(outcome.offBoard),
    'Bystanders hit': names(outcome.bystandersHit),
    'Die stopped': outcome.dieOffTable ? 'off the table' : `at x ${outcome.dieRest.x.toFixed(1)}, z ${outcome.dieRest.z.toFixed(1)} cm`,
  };
}

async function checkPanel(page, assert, labels, what) {
  const reported = await page.evaluate(() => window.tabletop.lastOutcome());
  assert.ok(reported, `${what}: window.tabletop reports an outcome`);
  const shown = await shownOutcome(page);
  assert.deepEqual(shown.data, reported, `${what}: the panel's data is window.tabletop's outcome`);
  assert.deepEqual(shown.lines, expectedLines(reported, labels), `${what}: the panel's text says what the outcome says`);
  return { reported, shot: shown.shot };
}

const settledAfter = (page, shot) =>
  until(page, (n) => !window.tabletop.isFlicking() && Number(document.querySelector('[data-testid="outcome"]')?.getAttribute('data-shot') ?? 0) > n, shot, {
    timeoutMs: 90_000,
    what: 'the flick to settle and the panel to show it',
  });

export default async function gallery({ page, baseUrl, screenshot, assert, step }) {
  await page.goto(baseUrl + '/');
  await page.getByTestId('room-shooting-gallery').getByRole('link').click();
  await page.waitForURL(/room=shooting-gallery/);
  await page.waitForFunction(() => window.tabletop?.room() === 'shooting-gallery', null, { timeout: 30_000 });
  await tabletopReady(page);
  // A known line-up, so the drag below has a target with open ground in front of it.
  await page.evaluate(() => window.tabletop.newRound(7));
  await page.waitForTimeout(300);
  step('room ready');
  assert.equal(await page.evaluate(() => window.tabletop.lastOutcome()), null, 'no outcome before the first flick');
  const spread = await colourSpread(page, 'canvas');
  assert.ok(spread >= 12, `the gallery canvas looks blank (${spread} colour buckets)`);

  const layout = await page.evaluate(() => window.tabletop.layout());
  const targets = layout.figures.filter((f) => f.role === 'target');
  const bystanders = layout.figures.filter((f) => f.role === 'bystander');
  assert.ok(targets.length >= 3 && targets.length <= 5, `3–5 Indians stand (${targets.length})`);
  assert.ok(targets.every((f) => f.model === 'indian'));
  assert.equal(bystanders.length, 2, 'two bystanders');
  const labels = Object.fromEntries(layout.figures.map((f) => [f.id, f.label]));
  const start = layout.die.start;
  await screenshot('start');

  // The nearest Indian; pull straight back from it through the die.
  const target = [...targets].sort((a, b) => Math.hypot(a.x - start.x, a.z - start.z) - Math.hypot(b.x - start.x, b.z - start.z))[0];
  const dist = Math.hypot(target.x - start.x, target.z - start.z);
  const ux = (target.x - start.x) / dist;
  const uz = (target.z - start.z) / dist;
  const at = (cm) => page.evaluate((p) => window.tabletop.screenPoint(p), { x: start.x - ux * cm, z: start.z - uz * cm });
  const die = await at(0);
  step(`die on screen at ${Math.round(die.x)},${Math.round(die.y)}; aiming at ${target.id} ${dist.toFixed(1)} cm away`);

  // A release with almost no drag is no flick, only a hint.
  await page.mouse.move(die.x, die.y);
  await page.mouse.down();
  await page.mouse.move(die.x + 2, die.y + 2);
  await page.mouse.up();
  await page.waitForTimeout(400);
  assert.equal(await page.evaluate(() => window.tabletop.isFlicking()), false, 'a tiny drag does not flick');
  assert.equal(await page.evaluate(() => window.tabletop.lastOutcome()), null);
  assert.match(await page.getByTestId('hint').textContent(), /Pull back further/);
  step('tiny drag ignored');

  // The real drag: press on the die, pull back 9 cm (power 0.75) in several moves, let go.
  const pull = 9;
  const path = [];
  for (let i = 1; i <= 10; i++) path.push(await at((pull * i) / 10));
  await page.mouse.move(die.x, die.y);
  await page.mouse.down();
  for (const [i, p] of path.entries()) {
    await page.mouse.move(p.x, p.y);
    await page.waitForTimeout(25);
    if (i === 6) await screenshot('mid-drag');
  }
  // The camera holds still while aiming: the die is where it was on screen.
  const dieDuring = await at(0);
  assert.ok(Math.hypot(dieDuring.x - die.x, dieDuring.y - die.y) < 1, 'the camera did not move during the drag');
  await page.mouse.up();
  step('released');
  await until(page, () => window.tabletop.isFlicking(), null, { timeoutMs: 5_000, what: 'the drag to start a flick' }).catch(() => undefined);
  await settledAfter(page, 0);
  step('settled');
  await screenshot('after-drag');
  const first = await checkPanel(page, assert, labels, 'drag flick');
  const o = first.reported;
  step(`touched ${o.touched.join(',') || '-'}; fell ${o.fallen.join(',') || '-'}; die at ${o.dieRest.x.toFixed(1)},${o.dieRest.z.toFixed(1)}`);
  assert.ok(!o.dieOffTable, 'a 0.75 flick stays on the table');
  // The die went the way the slingshot points: forward, towards the target.
  const moved = (o.dieRest.x - start.x) * ux + (o.dieRest.z - start.z) * uz;
  assert.ok(moved > 5, `the die moved towards the target (${moved.toFixed(1)} cm along the aim)`);
  assert.ok(o.touched.includes(target.id), `a straight flick at ${target.id} touches it (touched: ${o.touched.join(', ') || 'nothing'})`);
  // The caption over the table names every figure that fell (or says the flick missed).
  const caption = await page.getByTestId('flick-caption').textContent();
  step(`caption: ${caption}`);
  const downIds = [...new Set([...o.fallen, ...o.offBoard])];
  if (downIds.length === 0) assert.match(caption, /Missed/);
  for (const id of downIds) assert.ok(caption.includes(labels[id]), `the caption names ${labels[id]}`);
  const score = await page.evaluate(() => window.tabletop.score());
  assert.equal(score.flicks, 1);
  assert.equal(Number(await page.getByTestId('round-score').getAttribute('data-points')), score.points, 'the page shows the round score');
  assert.equal(score.points, o.fallen.concat(o.offBoard).filter((id) => labels[id].startsWith('Indian')).length - 2 * o.bystandersHit.length);

  // Keyboard: turn a little right, hold Space ~0.6 s, let go.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.down('Space');
  await page.waitForTimeout(300);
  await screenshot('charging');
  await page.waitForTimeout(300);
  await page.keyboard.up('Space');
  step('space released');
  await settledAfter(page, first.shot);
  const second = await checkPanel(page, assert, labels, 'keyboard flick');
  assert.match(await page.getByTestId('outcome').textContent(), /your keys, flick 2/);
  assert.ok(Math.hypot(second.reported.dieRest.x - start.x, second.reported.dieRest.z - start.z) > 3, 'the keyboard flick moved the die');
  await screenshot('after-keys');
  step('keyboard flick checked');

  // The hard bot takes the last flick of the round through the same visible physics.
  // It aims in the bot worker; the worker's script is held back until the
  // camera has been turned, so "aiming" lasts long enough to show that the
  // page still answers while the bot searches.
  const after = await page.evaluate(() => window.tabletop.score());
  if (!after.over) {
    let releaseWorker;
    const workerHeld = new Promise((r) => (releaseWorker = r));
    let workerAsked = false;
    await page.context().route(BOT_WORKER, async (route) => {
      workerAsked = true;
      await workerHeld;
      await route.continue();
    });
    await page.getByTestId('bot-hard').click();
    await until(page, () => window.tabletop.botState().phase === 'aiming', null, { timeoutMs: 5_000, what: 'the bot to start aiming' });
    assert.equal(await page.evaluate(() => window.tabletop.botState().on), 'worker', 'the bot aims in its worker');
    assert.match(await page.getByTestId('status').textContent(), /hard bot is aiming… \(you can still turn the view\)/);
    await screenshot('bot-aiming');
    // Turn the camera with a drag on the open table while the bot aims.
    const dieBefore = await at(0);
    const grab = await page.evaluate(() => window.tabletop.screenPoint({ x: 30, z: -20 }));
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(grab.x - i * 25, grab.y);
    await page.mouse.up();
    const dieTurned = await at(0);
    assert.equal(await page.evaluate(() => window.tabletop.botState().phase), 'aiming', 'the bot was still aiming while the camera turned');
    assert.ok(Math.hypot(dieTurned.x - dieBefore.x, dieTurned.y - dieBefore.y) > 10, 'the camera turns while the bot aims');
    assert.ok(workerAsked, 'the page asked for the bot worker');
    releaseWorker();
    await until(page, () => /hard bot flicks/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), null, { timeoutMs: 30_000, what: 'the bot to show its aim' });
    await page.context().unroute(BOT_WORKER);
    await settledAfter(page, second.shot);
    await checkPanel(page, assert, labels, 'bot flick');
    assert.match(await page.getByTestId('outcome').textContent(), /hard bot, flick 3/);
    const shot = await page.evaluate(() => window.tabletop.lastShot());
    assert.equal(shot.aimed.on, 'worker', 'the bot flick was aimed in the worker');
    assert.deepEqual(shot.spec, headlessAim(shot.aimed.request), 'the worker aimed exactly what aimFlick aims headless for the same setup, level and seed');
    await page.getByRole('button', { name: 'Reset view' }).click();
    step('bot flicked (aimed in the worker)');
  }
  assert.equal(await page.evaluate(() => window.tabletop.score().over), true, 'the round ends after three flicks (or when every Indian is down)');
  await page.getByTestId('round-over').waitFor();
  await screenshot('round-over');

  // Touch works the same: a finger pressed on the die, pulled back, lifted.
  await page.getByTestId('new-round').click();
  await page.evaluate(() => window.tabletop.newRound(7));
  await page.waitForTimeout(300);
  const touchPath = [];
  for (let i = 0; i <= 8; i++) touchPath.push(await at((8 * i) / 8));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', touchPath[0]);
  for (const p of touchPath.slice(1)) {
    await touch('touchMove', p);
    await page.waitForTimeout(25);
  }
  await touch('touchEnd', null);
  step('touch released');
  await settledAfter(page, 0);
  const touched = await checkPanel(page, assert, labels, 'touch flick');
  assert.match(await page.getByTestId('outcome').textContent(), /your drag, flick 1/);
  const along = (touched.reported.dieRest.x - start.x) * ux + (touched.reported.dieRest.z - start.z) * uz;
  assert.ok(along > 5, `the touch flick sent the die towards the target (${along.toFixed(1)} cm)`);
  step('touch flick checked');

  // Bad input is refused with a clear error and changes nothing.
  await page.getByTestId('new-round').click();
  const refused = await page.evaluate(() => window.tabletop.flick({ angle: 0, power: Number.NaN }).then(() => 'accepted', (e) => e.message));
  assert.match(refused, /finite number/);
  const weak = await page.evaluate(() => window.tabletop.flick({ angle: 0, power: 0.01 }).then(() => 'accepted', (e) => e.message));
  assert.match(weak, /no flick/);
  assert.equal(await page.evaluate(() => window.tabletop.score().flicks), 0, 'refused flicks change nothing');

  // A broken bot worker: it is started afresh for the move (three times), then the bot aims on the page
  // instead, says so, and flicks the same.
  await page.context().route(BOT_WORKER, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('this bot worker is broken on purpose');" }),
  );
  await page.goto(baseUrl + '/?room=shooting-gallery&seed=7');
  await page.waitForFunction(() => window.tabletop?.room() === 'shooting-gallery', null, { timeout: 30_000 });
  await tabletopReady(page);
  await page.getByTestId('bot-easy').click();
  await page.getByTestId('bot-notice').waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('bot-notice').textContent(), /^The bot worker failed: .*broken on purpose \(3 times for this move\)\. The bot aims on this page instead/);
  await settledAfter(page, 0);
  const fallback = await page.evaluate(() => window.tabletop.lastShot());
  assert.equal(fallback.aimed.on, 'page', 'with its worker broken the bot aimed on the page');
  assert.deepEqual(fallback.spec, headlessAim(fallback.aimed.request), 'the page aimed exactly what aimFlick aims headless');
  assert.equal(await page.evaluate(() => window.tabletop.isFlicking()), false, 'the gallery is free again');
  await screenshot('bot-fallback');
  await page.context().unroute(BOT_WORKER);
  step('broken worker: the bot aimed on the page with a notice');
}
