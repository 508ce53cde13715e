// Gold in the Rivers in a real browser, the way a newcomer meets it: from the lobby
// the Gold in the Rivers card opens a game against an easy bot; the human throws
// the three wooden discs by a real mouse drag, hovers a site (its mountain
// and river are named), reveals a row by clicking its first and last marker
// (screen points from window.tabletop.goldPoints(), which projects the sites
// the scene draws), undoes with U, reveals again and confirms with C; the
// bot throws and answers; then a whole turn by keys (Space, Enter, arrows), and one by touch alone. Also: the number shown is the sum of the marks,
// and the draw calls of a frame stay low. No page errors allowed.
import { checkOutcomesClear, colourSpread, drag, steadyPoints, until, watchOutcomes, tabletopReady } from './helpers.mjs';

/** A row the human can reveal: its two ends, preferring a long one (so the clicks are two). */
const pickRow = (view) => [...view.rowEnds].sort((a, b) => (b[0] !== b[1]) - (a[0] !== a[1]))[0];

async function revealByClicks(page, assert, step, { reversed = false, beforeLast = async () => {} } = {}) {
  const view = await page.evaluate(() => window.tabletop.view(0));
  const row = pickRow(view);
  // Either end may be clicked first.
  const [first, last] = reversed ? [row[1], row[0]] : row;
  const pts = await page.evaluate(() => window.tabletop.goldPoints());
  const at = (site) => pts.sites.find((s) => s.site === site);
  step(`row ${at(first).label}–${at(last).label} for ${view.number ?? 'free choice'}`);
  await page.mouse.click(at(first).x, at(first).y);
  if (first !== last || view.number !== 1) {
    await until(page, (s) => window.tabletop.goldPoints().first === s, first, { timeoutMs: 5_000, what: 'the first end to be picked' });
    await page.mouse.move(at(last).x, at(last).y);
    await beforeLast();
    await page.mouse.click(at(last).x, at(last).y);
  }
  await until(page, () => window.tabletop.view(0).phase === 'confirm', null, { timeoutMs: 5_000, what: 'the row to be revealed' });
  const after = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(after.move.type, 'reveal', 'the clicks revealed a row');
  assert.ok(after.move.sites.includes(first) && after.move.sites.includes(last), 'from the first to the last marker clicked');
  if (view.number !== null) assert.equal(after.move.sites.length, view.number, 'exactly the thrown number of markers');
  return after;
}

export default async function goldRivers({ page, baseUrl, screenshot, assert, step }) {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('game-gold-rivers').getByRole('link').click();
  await page.waitForFunction(() => window.tabletop !== undefined && window.tabletop.room() === 'gold-rivers', null, { timeout: 60_000 });
  await tabletopReady(page);
  await until(page, () => window.tabletop.methods().includes('goldPoints'), null, { timeoutMs: 60_000, what: 'the board probe' });
  step('room ready');
  const seats = await page.evaluate(() => new URLSearchParams(location.search).get('seats'));
  assert.equal(seats, 'human,bot:easy', 'the lobby card opens a game against an easy bot');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw0.kind, 'throw', 'the game starts with a throw');
  assert.deepEqual(aw0.dice, ['disc01', 'disc02', 'disc12'], 'three discs for the range 1–5');
  assert.match(await page.getByTestId('gr-range').textContent(), /1–5/, 'the range is shown');

  // Hover a site: its mountain and river are named.
  const pts0 = await page.evaluate(() => window.tabletop.goldPoints());
  assert.equal(pts0.sites.length, 91, 'a field of 91 sites');
  const centre = pts0.sites.find((s) => s.label === 'F6');
  await page.mouse.move(centre.x, centre.y);
  await page.getByTestId('gr-site').waitFor({ timeout: 5_000 });
  const named = await page.getByTestId('gr-site').textContent();
  const v0 = await page.evaluate(() => window.tabletop.view(0));
  const site0 = v0.sites.find((s) => s.label === 'F6');
  assert.ok(named.includes(v0.mountains[site0.mountain].name) && named.includes(v0.rivers[site0.river].name), `hover names the mountain and the river: ${named}`);
  await screenshot('before-throw');

  // Throw: a real drag from a waiting disc, away from the player.
  await watchOutcomes(page);
  const points = await until(page, () => {
    const p = window.tabletop.goldPoints();
    return p.waiting.length === 3 ? p : null;
  }, null, { timeoutMs: 20_000, what: 'three discs waiting in the tray' });
  const from = points.waiting[1];
  await drag(page, from, { x: from.x + 30, y: from.y - 170 }, { steps: 6, ms: 150 });
  await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the drag to throw the discs' });
  step('rolling');
  await until(page, () => window.tabletop.view(0).phase === 'choose', null, { timeoutMs: 120_000, what: 'the discs to settle' });
  const v1 = await page.evaluate(() => window.tabletop.view(0));
  const sum = v1.faces.reduce((a, b) => a + b, 0);
  assert.equal(v1.number, sum, 'the number is the sum of the marks');
  const shownNumber = await page.getByTestId('gr-number').textContent();
  assert.equal(shownNumber, `${v1.faces.join(' + ')} = ${sum}`, 'the HUD shows the marks and their sum');
  const edges = await page.evaluate(() => window.tabletop.goldPoints().edges);
  assert.equal(edges?.length, 3, 'how each disc lies is read from the settled bodies');
  step(`faces ${v1.faces.join(',')} edges ${edges.map(Number).join('')}`);

  await page.waitForTimeout(300);
  await screenshot('thrown');
  // The throw's outcome line shows while the discs lie in the tray, and covers neither.
  await checkOutcomesClear(page, assert, step, 'gold-rivers 1280×800');

  // Reveal by clicks (a picture with the first end picked and the row under the pointer),
  // take it back with U, reveal again, confirm with C.
  await revealByClicks(page, assert, step, {
    reversed: true,
    beforeLast: async () => {
      await page.waitForTimeout(400);
      await screenshot('turn-in-progress');
    },
  });
  await screenshot('revealed');
  await page.keyboard.press('u');
  await until(page, () => window.tabletop.view(0).phase === 'choose', null, { timeoutMs: 5_000, what: 'U to undo the reveal' });
  const mine = await revealByClicks(page, assert, step);
  const calls = await page.evaluate(() => window.tabletop.drawCalls());
  step(`draw calls ${calls.calls}, triangles ${calls.triangles}`);
  assert.ok(calls.calls <= 60, `a frame takes few draw calls (${calls.calls})`);
  await page.keyboard.press('c');

  // The bot throws its own discs and answers.
  await until(page, () => window.tabletop.view(0).turn === 1, null, { timeoutMs: 10_000, what: 'the turn to pass to the bot' });
  const back = await until(page, () => {
    const aw = window.tabletop.awaiting();
    const v = window.tabletop.view(0);
    return v.turn === 0 && v.turnNumber === 3 ? { aw, v } : null;
  }, null, { timeoutMs: 150_000, what: 'the bot to throw and answer' });
  const log = await page.evaluate(() => window.tabletop.log().lines);
  // The bot's answer: a row revealed, or (with a shovel, which then lies in our corner) one of our markers buried.
  const answer = log.find((l) => /^Player 2 (reveals|buries)/.test(l));
  assert.ok(answer, `the log tells of the bot's move: ${log.slice(-4).join(' / ')}`);
  if (answer.startsWith('Player 2 buries')) assert.deepEqual(back.v.shovels, [3, 1], 'the buried shovel went to Player 1');
  else assert.ok(back.v.sites.filter((s) => s.marker !== 'hidden').length > mine.move.sites.length, 'the bot revealed markers too');
  step(`bot answered: ${answer}`);
  await page.waitForTimeout(500);
  await screenshot('bot-answered');

  // The next turn by keyboard alone: Space throws, Enter puts the cursor on a lit marker and picks it,
  // the arrow keys walk to the row's other end, Enter reveals, Enter confirms.
  await page.keyboard.press('Space');
  await until(page, () => window.tabletop.view(0).phase === 'choose', null, { timeoutMs: 120_000, what: 'the discs thrown with Space to settle' });
  const v3 = await page.evaluate(() => window.tabletop.view(0));
  await page.keyboard.press('Enter');
  const { cursor } = await until(page, () => (window.tabletop.goldPoints().cursor !== null ? { cursor: window.tabletop.goldPoints().cursor } : null), null, { timeoutMs: 5_000, what: 'Enter to place the cursor' });
  assert.ok(v3.legalFirst.includes(cursor), 'the cursor starts on a lit marker');
  if (v3.number === 1) {
    await page.keyboard.press('Enter');
  } else {
    // Walk the cursor (a snake over the rows) to the end of a row that runs left or right, pick it, walk to its other end.
    const other = new Map();
    for (const [a, b] of v3.rowEnds) {
      if (a !== b && v3.sites[a].r === v3.sites[b].r) {
        other.set(a, b);
        other.set(b, a);
      }
    }
    const cursorNow = () => page.evaluate(() => window.tabletop.goldPoints().cursor);
    let at = cursor;
    let dir = 'ArrowRight';
    for (let i = 0; i < 120 && !other.has(at); i++) {
      await page.keyboard.press(dir);
      const next = await cursorNow();
      if (next === at) {
        await page.keyboard.press('ArrowDown');
        dir = dir === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      }
      at = await cursorNow();
    }
    assert.ok(other.has(at), 'the arrow keys reach the end of a row');
    await page.keyboard.press('Enter');
    await until(page, (c) => window.tabletop.goldPoints().first === c, at, { timeoutMs: 5_000, what: 'Enter to pick the first end' });
    const last = v3.sites[other.get(at)];
    const steps = last.q - v3.sites[at].q;
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    assert.equal(await cursorNow(), last.site, 'the cursor is on the other end');
    await page.keyboard.press('Enter');
  }
  await until(page, () => window.tabletop.view(0).phase === 'confirm', null, { timeoutMs: 5_000, what: 'the keys to reveal a row' });
  await page.keyboard.press('Enter');
  await until(page, () => window.tabletop.view(0).turn === 1, null, { timeoutMs: 10_000, what: 'Enter to confirm' });
  step('a turn by keys');

  // And a turn by touch alone: a finger drags a disc, taps the row's two ends and taps Confirm.
  await until(page, () => {
    const v = window.tabletop.view(0);
    return v.turn === 0 && (window.tabletop.awaiting().kind === 'throw' || v.phase === 'choose');
  }, null, { timeoutMs: 150_000, what: 'the bot to answer again' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const tap = async (p) => {
    await touch('touchStart', p);
    await page.waitForTimeout(60);
    await touch('touchEnd', null);
  };
  if ((await page.evaluate(() => window.tabletop.awaiting().kind)) === 'throw') {
    await until(page, () => window.tabletop.goldPoints().waiting.length > 0, null, { timeoutMs: 20_000, what: 'discs waiting for the finger' });
    // Where the discs lie once the scene is at rest: with the scene in the worker the first reading may be a frame old.
    const { waiting } = await steadyPoints(page, () => ({ waiting: window.tabletop.goldPoints().waiting }), null, 'the discs waiting for the finger');
    const start = waiting[0];
    // The finger's touches carry their intended times (read as event.timeStamp), so a page slowed by the
    // software renderer still sees a quick drag, not discs let go at rest (too weak to throw).
    const t0 = Date.now() / 1000;
    const timed = (type, p, dt) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [], timestamp: t0 + dt / 1000 });
    await timed('touchStart', start, 0);
    for (let i = 1; i <= 8; i++) {
      await timed('touchMove', { x: start.x + 4 * i, y: start.y - 22 * i }, 20 * i);
      await page.waitForTimeout(20);
    }
    await timed('touchEnd', null, 170);
    // Thrown at once (a drag that threw nothing says so here, with where the finger went down, not after two minutes).
    await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: `the finger's drag from the disc at ${Math.round(start.x)},${Math.round(start.y)} to throw the discs` });
    await until(page, () => window.tabletop.view(0).phase === 'choose', null, { timeoutMs: 120_000, what: 'the discs thrown by a finger to settle' });
  }
  const vt = await page.evaluate(() => window.tabletop.view(0));
  const [tFirst, tLast] = pickRow(vt);
  const ptsT = await page.evaluate(() => window.tabletop.goldPoints());
  const siteAt = (site) => ptsT.sites.find((s) => s.site === site);
  await tap(siteAt(tFirst));
  if (tFirst !== tLast || vt.number !== 1) {
    await until(page, (f) => window.tabletop.goldPoints().first === f, tFirst, { timeoutMs: 5_000, what: 'a tap to pick the first end' });
    await tap(siteAt(tLast));
  }
  await until(page, () => window.tabletop.view(0).phase === 'confirm', null, { timeoutMs: 5_000, what: 'taps to reveal a row' });
  const confirm = await page.getByTestId('gr-confirm').boundingBox();
  await tap({ x: confirm.x + confirm.width / 2, y: confirm.y + confirm.height / 2 });
  await until(page, () => window.tabletop.view(0).turn === 1, null, { timeoutMs: 10_000, what: 'a tap on Confirm' });
  step('a turn by touch');
}
