// Every playable game on a phone, by touch. The games come from the lobby's
// open cards (a game that becomes playable is checked with no change here).
// Each opens against an easy bot in a touch context (hasTouch, isMobile) at
// 390×844 portrait; then the same page turns to 844×390 landscape and shrinks
// to 320×480. At each size: no two visible HUD boxes (title bar items, seats,
// the dock) overlap, no two panels in the dock or visible buttons overlap,
// nothing lies off screen, every button is at least 44 px, Reset view is
// there, and the primary action button is hit-testable (elementFromPoint at
// its centre is the button). By touch alone: in Tableau Gulch a one-finger drag
// on the empty table leaves the camera alone, two fingers turn it, Reset view
// brings it back, a finger drag throws the dice, a tap on a die's button in the
// dock picks it, a tap on a die on the table picks it and a tap on its lit box
// places it; in Mail Run a tap keeps a card, (a tap rides) and a finger drag
// throws. Then, in every game, the human seat plays on (throws, first choices)
// to a decision with targets on the table, and there, at 390×844 and at
// 844×390, the decision's targets lie a finger apart in the board window, or the
// view is a focused part the player slides (phone-targets.mjs); every throw on
// the way told its outcome clear of the tray (Main Street throws only in a
// showdown); in Silver Creek County the "Cards" tab frames the character cards
// the lens cuts off. (These were mobile-targets.spec.mjs, which opened the same
// rooms again.) Screenshots: tests/browser/screenshots/mobile-*.png.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOutcomesClear, steadyPoints, until, watchOutcomes } from './helpers.mjs';
import { LANDSCAPE, PHONE_PLAYED, checkRegionTab, checkSpacing, openPhone, reachTargets, steadyTargets } from './phone-targets.mjs';

const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const SMALL = { width: 320, height: 480 };
const SEEDS = PHONE_PLAYED;

/** In the page: what is wrong with the HUD's layout now (empty when nothing). A game room's session HUD, or a sandbox room's HUD. */
function layoutProblems() {
  const vw = innerWidth;
  const vh = innerHeight;
  const problems = [];
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.session-cover, .notices');
  };
  const label = (el) => `${el.dataset.testid ?? el.getAttribute('aria-label') ?? (el.className || el.tagName)} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
  const overlap = (a, b) => {
    const r = a.getBoundingClientRect();
    const s = b.getBoundingClientRect();
    return Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1;
  };
  const pairs = (list, what) => {
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) if (overlap(list[i], list[j])) problems.push(`${what} overlap: ${label(list[i])} and ${label(list[j])}`);
  };
  const inside = (el, box, what) => {
    const r = el.getBoundingClientRect();
    if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) problems.push(`${what}: ${label(el)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  };
  const hud = document.querySelector('.session-hud') ?? document.querySelector('.hud');
  if (!hud) return ['no HUD'];
  const screen = { left: 0, top: 0, right: vw, bottom: vh };
  // A sandbox room without a dock: its panels are the boxes, and the "dock" check is the screen's.
  const dock = hud.querySelector('.hud-dock') ?? hud;
  // The HUD's boxes: the title bar's items (the title too: it must not wrap over the buttons), the seats, the dock, loose panels.
  const boxes = [...hud.querySelectorAll('.hud-bar > *, .seats-bar, .hud-dock, .hud > .panel')].filter(shown);
  pairs(boxes, 'HUD boxes');
  boxes.forEach((b) => inside(b, screen, 'off screen'));
  // The dock's panels (its own flow; it scrolls, so they lie inside it across, and may lie below its fold).
  const dockRect = dock.getBoundingClientRect();
  const panels = dock === hud ? [] : [...dock.querySelectorAll('.panel, .dock-toggles, .ms-score-wrap')].filter(shown).filter((p) => !p.parentElement.closest('.panel, .ms-score-wrap'));
  pairs(panels, 'dock panels');
  panels.forEach((p) => inside(p, { left: dockRect.left, right: dockRect.right, top: -Infinity, bottom: Infinity }, 'out of the dock'));
  // Buttons and links: apart from each other, on screen (in the dock: across it), big enough for a finger.
  const controls = [...hud.querySelectorAll('button, a[href], select')].filter(shown).filter((b) => !b.closest('.menu-panel'));
  pairs(controls, 'buttons');
  // A control inside something that scrolls (the dock, a panel) lies across it; it may lie below its fold.
  const scroller = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if ((o === 'auto' || o === 'scroll') && p.scrollHeight > p.clientHeight + 1) return p;
    }
    return null;
  };
  for (const c of controls) {
    const sc = scroller(c);
    const across = sc?.getBoundingClientRect();
    inside(c, across ? { left: across.left, right: across.right, top: -Infinity, bottom: Infinity } : screen, 'control off screen');
    if (across) inside(sc, screen, 'scrolling box off screen');
    const r = c.getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) problems.push(`small target: ${label(c)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  const reset = controls.find((c) => c.getAttribute('aria-label') === 'Reset view' || c.textContent.trim() === 'Reset view');
  if (!reset) problems.push('no Reset view button');
  return problems;
}

/** In the page: the primary action button now (scrolled into view), whether a tap at its centre reaches it, and where it is. */
function primaryHit() {
  const dock = document.querySelector('.hud-dock') ?? document.querySelector('.hud');
  const enabled = (b) => !b.disabled && b.getBoundingClientRect().width > 0;
  const candidates = [
    ...document.querySelectorAll('[data-testid="throw"]'),
    ...dock.querySelectorAll('button.primary, button.roll'),
    ...dock.querySelectorAll('.panel:not(.log-panel) button'),
  ].filter(enabled);
  const button = candidates[0];
  if (!button) return null;
  button.scrollIntoView({ block: 'nearest' });
  const r = button.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return { name: (button.dataset.testid ?? button.textContent ?? '').trim().slice(0, 30), hit: hit === button || button.contains(hit), onScreen: x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight, x, y };
}

/** A one- or two-finger drag by real touch events (Chromium's input, so the page sees touch pointers). */
async function touchDrag(cdp, fingers, delta, { steps = 8, ms = 160, timed = false } = {}) {
  const at = (t) => fingers.map((f, id) => ({ x: f.x + delta.x * t, y: f.y + delta.y * t, id }));
  // With `timed` (throws), each touch carries its intended time (the page reads it as event.timeStamp), so a page slowed by
  // the software renderer still sees a drag of this speed, not one let go at rest (too weak to throw).
  const t0 = Date.now() / 1000;
  const send = (type, touchPoints, dt) => cdp.send('Input.dispatchTouchEvent', timed ? { type, touchPoints, timestamp: t0 + dt / 1000 } : { type, touchPoints });
  await send('touchStart', at(0), 0);
  for (let i = 1; i <= steps; i++) {
    await send('touchMove', at(i / steps), (ms * i) / steps);
    await new Promise((r) => setTimeout(r, ms / steps));
  }
  await send('touchEnd', [], ms + 10);
}

async function checkLayout(page, assert, where) {
  await page.waitForTimeout(250); // the layout and the camera's lens follow the resize
  const problems = await page.evaluate(layoutProblems);
  assert.deepEqual(problems, [], `${where}: ${problems.join('; ')}`);
}

async function checkPrimary(page, assert, where) {
  const p = await page.evaluate(primaryHit);
  if (!p) return 'no action offered';
  assert.ok(p.onScreen && p.hit, `${where}: the primary button "${p.name}" is hit-testable at its centre (${Math.round(p.x)},${Math.round(p.y)})`);
  return p.name;
}

/** Tableau Gulch by touch: the camera gestures, a thrown drag, a tapped die and a tapped box. */
async function playGambler(page, cdp, assert, step) {
  await until(page, () => {
    const p = window.tabletop.gamblerPoints();
    return window.tabletop.awaiting().kind === 'throw' && p.waiting.length === 5 ? p : null;
  }, null, { timeoutMs: 30_000, what: 'five dice waiting in the tray' });
  // Every point is read with the camera at rest: the room's opening glide may still be moving it.
  const points = await steadyPoints(page, () => window.tabletop.gamblerPoints(), null, 'Tableau Gulch');
  const box0 = points.boxes[0];
  const win = await page.evaluate(() => {
    const r = document.querySelector('.session-hud .board-window').getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });
  // Every waiting die and free box lies in the board window, above the dock.
  for (const p of [...points.waiting, ...points.boxes]) assert.ok(p.x > win.x && p.x < win.x + win.w && p.y > win.y && p.y < win.y + win.h, `board point ${Math.round(p.x)},${Math.round(p.y)} lies in the board window`);
  // A stray finger on the empty table (below the tabs of the table's parts) does not turn it.
  await touchDrag(cdp, [{ x: win.x + 20, y: win.y + 70 }], { x: 90, y: 10 });
  const still = (await page.evaluate(() => window.tabletop.gamblerPoints())).boxes[0];
  assert.ok(Math.hypot(still.x - box0.x, still.y - box0.y) < 1, 'a one-finger drag on the table leaves the camera alone');
  // Two fingers turn it; Reset view, tapped at once, brings it home. Three times: the fingers leave the table
  // moving, and a tap just after such a swipe once lost its click over the worker's canvas (swipe-claim.ts).
  for (const dx of [80, -80, 80]) {
    await touchDrag(cdp, [{ x: win.x + 60, y: win.y + 70 }, { x: win.x + 200, y: win.y + 70 }], { x: dx, y: 0 });
    const turned = (await page.evaluate(() => window.tabletop.gamblerPoints())).boxes[0];
    assert.ok(Math.hypot(turned.x - box0.x, turned.y - box0.y) > 10, 'two fingers turn the table');
    await page.getByTestId('reset-view').tap();
    // The view goes home on the next frame: wait for it (taking the first reading raced the frame on a quick machine).
    const home = await until(
      page,
      (b) => {
        const p = window.tabletop.gamblerPoints().boxes[0];
        return Math.hypot(p.x - b.x, p.y - b.y) < 1 ? p : null;
      },
      box0,
      { timeoutMs: 5_000, what: 'Reset view to bring the home view back' },
    ).catch(() => null);
    assert.ok(home, 'Reset view brings the home view back');
  }
  step('camera: one finger still, two fingers turn, Reset view home (three times)');

  // Throw: a finger drags a waiting die away from the player and lets go.
  const from = points.waiting[2];
  await touchDrag(cdp, [from], { x: 20, y: -150 }, { steps: 6, ms: 150, timed: true });
  await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the finger drag to throw the dice' });
  await until(page, () => window.tabletop.awaiting().kind === 'decision', null, { timeoutMs: 120_000, what: 'the dice to settle' });
  step('thrown by a finger');
  await steadyTargets(page, 'gambler after the throw'); // the phone framing glides to the decision's dice and boxes
  // Under a finger the buttons say what they do, not which key does it ("Stop", not "Stop (S)").
  const labels = await page.evaluate(() => [...document.querySelectorAll('[data-testid="g-stop"], [data-testid="g-rethrow"]')].map((b) => b.textContent));
  assert.ok(labels.length === 2 && labels.every((t) => !/\((?:[A-Z]|Esc|Space)\)/.test(t)), `touch buttons name no keys: ${labels.join(' | ')}`);
  const placed = await until(page, () => {
    const p = window.tabletop.gamblerPoints();
    return p.dice.length === 5 && !p.gliding ? p : null;
  }, null, { timeoutMs: 30_000, what: 'the dice to line up in the tray' });
  const place = (await page.evaluate(() => window.tabletop.legalActions())).find((a) => a.type === 'place');
  if (!place) return; // nothing fits this throw: the finger's throw was the step
  // The dice are buttons in the dock too (a die on the table is about 12 px wide here), and the panel speaks of taps.
  assert.match(await page.getByTestId('g-pick').textContent(), /^Tap a die to light up/, 'the panel says tap, and names no keys');
  // A tap on a die on the table first (a picked die's boxes then take the phone's view, so the tray's
  // dice move away), then a tap on another die's button in the dock, then back to the die that fits.
  const other = placed.dice.find((d) => d.die !== place.die);
  const die = placed.dice.find((d) => d.die === place.die);
  await page.touchscreen.tap(die.x, die.y);
  await until(page, (n) => document.querySelector('[data-testid="g-pick"]')?.textContent?.includes(`Die ${n}`), place.die + 1, { timeoutMs: 5_000, what: 'a tap to pick the die' });
  await page.getByTestId(`g-die-${other.die + 1}`).tap();
  await until(page, (n) => document.querySelector('[data-testid="g-pick"]')?.textContent?.includes(`Die ${n}`), other.die + 1, { timeoutMs: 5_000, what: 'a tap on a die button to pick that die' });
  await page.getByTestId(`g-die-${place.die + 1}`).tap();
  await until(page, (n) => document.querySelector('[data-testid="g-pick"]')?.textContent?.includes(`Die ${n}`), place.die + 1, { timeoutMs: 5_000, what: 'a tap on its button to pick the fitting die again' });
  const before = (await page.evaluate(() => window.tabletop.view(0))).rows[place.row].length;
  // On a phone the view follows the pick from the dice to its boxes: they too lie a finger apart.
  await checkSpacing(page, assert, step, 'gambler 390×844, a die picked');
  const box = (await page.evaluate(() => window.tabletop.gamblerPoints())).boxes.find((b) => b.row === place.row);
  await page.touchscreen.tap(box.x, box.y);
  await until(page, ([row, n]) => window.tabletop.view(0).rows[row].length === n + 1, [place.row, before], { timeoutMs: 5_000, what: 'a tap on the lit box to place the die' });
  step(`die ${place.die + 1} placed in row ${place.row + 1} by taps`);
}

/** Mail Run by touch: tap Keep, tap Ride, drag the dice with a finger. */
async function playPony(page, cdp, assert, step) {
  await page.getByTestId('px-keep').first().tap();
  // The turn opens with a choice (play a card or ride) when a card could be played, else with the throw.
  const opening = await until(page, () => {
    const aw = window.tabletop.awaiting();
    if (aw.seat !== 0) return null;
    if (aw.kind === 'throw') return 'throw';
    return aw.kind === 'decision' && window.tabletop.view(0).phase.kind === 'start' ? 'start' : null;
  }, null, { timeoutMs: 60_000, what: 'the human rider to start its turn' });
  if (opening === 'start') await page.getByTestId('px-do-ride').tap();
  const points = await until(page, () => {
    const p = window.tabletop.ponyPoints();
    return window.tabletop.awaiting().kind === 'throw' && p.waiting.length === 5 ? p : null;
  }, null, { timeoutMs: 20_000, what: 'five dice waiting in the cup area' });
  const dock = await page.evaluate(() => document.querySelector('.hud-dock').getBoundingClientRect().top);
  for (const p of points.waiting) assert.ok(p.x > 0 && p.x < innerWidthOf(page) && p.y > 84 && p.y < dock, `a waiting die at ${Math.round(p.x)},${Math.round(p.y)} is on screen above the dock`);
  await touchDrag(cdp, [points.waiting[2]], { x: 30, y: -140 }, { steps: 8, ms: 160, timed: true });
  const thrown = () => until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the finger drag to throw the dice' });
  // Known flake (stop 31, rare, mostly under load): the first drag sometimes throws nothing. A player
  // drags again; so does the spec, once, from fresh points, and the step line says so.
  if (!(await thrown().then(() => true, () => false))) {
    step('first finger drag threw nothing; dragged again');
    const again = await page.evaluate(() => window.tabletop.ponyPoints());
    await touchDrag(cdp, [again.waiting[2]], { x: 30, y: -140 }, { steps: 8, ms: 160, timed: true });
    await thrown();
  }
  await until(page, () => window.tabletop.view(0).phase.kind === 'decide', null, { timeoutMs: 120_000, what: 'the dice to settle' });
  step('card kept and dice thrown by touch');
}

const innerWidthOf = (page) => page.viewportSize().width;

/** The prompt lies inside the dock's view (opening the Log used to scroll it out, in landscape: issue 21, item 5). */
async function checkPromptInView(phone, assert, where) {
  await phone.waitForTimeout(100); // the fold's scroll into view
  const prompt = await phone.evaluate(() => {
    const p = document.querySelector('.hud-dock .prompt-bar').getBoundingClientRect();
    const d = document.querySelector('.hud-dock').getBoundingClientRect();
    return { top: Math.round(p.top - d.top), bottom: Math.round(d.bottom - p.bottom) };
  });
  assert.ok(prompt.top >= -1 && prompt.bottom >= -1, `${where}: the prompt stays in the dock's view (${JSON.stringify(prompt)})`);
}

/** The same page turned to landscape, then shrunk to 320×480: the layout holds at each (in a game, the targets' spacing in landscape too). */
async function otherSizes(phone, assert, name, primary = true, step = null) {
  await phone.setViewportSize(LANDSCAPE);
  await checkLayout(phone, assert, `${name} 844×390`);
  if (step) await checkSpacing(phone, assert, step, `${name} 844×390`);
  if (primary) await checkPrimary(phone, assert, `${name} 844×390`);
  if ((await phone.getByTestId('toggle-log').count()) > 0) {
    await phone.getByTestId('toggle-log').tap();
    await checkPromptInView(phone, assert, `${name} 844×390, the log open`);
    await phone.getByTestId('toggle-log').tap();
  }
  await phone.screenshot({ path: join(shots, `mobile-${name}-landscape.png`) });
  await phone.setViewportSize(SMALL);
  await checkLayout(phone, assert, `${name} 320×480`);
  await phone.screenshot({ path: join(shots, `mobile-${name}-small.png`) });
}

async function checkGame(browser, baseUrl, game, assert, step) {
  const { context, phone, errors } = await openPhone(browser, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=${SEEDS[game] ?? 3}`);
  try {
    await until(phone, () => window.tabletop.methods().includes('awaiting'), null, { timeoutMs: 60_000, what: 'the session automation' });
    assert.equal(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'the phone has a coarse pointer');
    // The human's turn (a bot may open).
    await until(phone, () => {
      const aw = window.tabletop.awaiting();
      return aw.kind !== 'end' && aw.seat === 0 && !window.tabletop.status().stage?.moving;
    }, null, { timeoutMs: 60_000, what: 'the human seat to act' });
    await checkLayout(phone, assert, `${game} 390×844`);
    const primary = await checkPrimary(phone, assert, `${game} 390×844`);
    await phone.screenshot({ path: join(shots, `mobile-${game}-portrait.png`) });
    // The folds: closed at first, opened by their buttons, still apart.
    for (const id of ['toggle-log', 'toggle-panels']) {
      const t = phone.getByTestId(id);
      assert.equal(await t.getAttribute('aria-expanded'), 'false', `${id} starts folded on a phone`);
      await t.tap();
      assert.equal(await t.getAttribute('aria-expanded'), 'true', `${id} opens`);
      await checkPromptInView(phone, assert, `${game} 390×844, ${id} open`);
    }
    await checkLayout(phone, assert, `${game} 390×844, log and scores open`);
    await phone.getByTestId('toggle-log').tap();
    await phone.getByTestId('toggle-panels').tap();
    step(`${game} portrait: layout sound, primary "${primary}" hit-testable`);

    const cdp = await context.newCDPSession(phone);
    await watchOutcomes(phone);
    if (game === 'gambler') await playGambler(phone, cdp, assert, step);
    if (game === 'pony-express') await playPony(phone, cdp, assert, step);
    // The finger's throw told its outcome in the dock, never over the tray.
    if (game in SEEDS) await checkOutcomesClear(phone, assert, step, `${game} 390×844`);

    // Every game on to a decision with targets on the table (the played ones: after the throw by touch).
    await reachTargets(phone, game);
    // The throws on the way (the County's set-up, the Rivers' discs) told their outcome clear of the tray too.
    if (!(game in SEEDS) && game !== 'main-street') await checkOutcomesClear(phone, assert, step, `${game} 390×844`);
    await checkSpacing(phone, assert, step, `${game} 390×844`);
    if (game === 'carson-city') await checkRegionTab(phone, assert, step, `${game} 390×844`);
    await otherSizes(phone, assert, game, true, step);
    step(`${game} landscape and 320×480 sound`);
    assert.deepEqual(errors, [], `${game}: no page errors`);
  } finally {
    await context.close();
  }
}

async function checkSandbox(browser, baseUrl, room, assert, step) {
  const { context, phone, errors } = await openPhone(browser, `${baseUrl}/?room=${room}`);
  try {
    await checkLayout(phone, assert, `${room} 390×844`);
    const primary = await checkPrimary(phone, assert, `${room} 390×844`);
    await phone.screenshot({ path: join(shots, `mobile-${room}-portrait.png`) });
    await otherSizes(phone, assert, room);
    step(`${room}: layout sound at the three sizes, primary "${primary}" hit-testable`);
    assert.deepEqual(errors, [], `${room}: no page errors`);
  } finally {
    await context.close();
  }
}

export default async function mobile({ page, baseUrl, assert, step }) {
  await page.goto(`${baseUrl}/`);
  // The lobby paints once its language is loaded (src/main.ts), a moment after the page.
  await page.waitForSelector('a.card-body[href*="game="]', { timeout: 30_000 });
  const games = await page.evaluate(() => [...document.querySelectorAll('a.card-body[href*="game="]')].map((a) => new URL(a.href).searchParams.get('game')));
  const rooms = await page.evaluate(() => [...document.querySelectorAll('a.card-body[href*="room="]')].map((a) => new URL(a.href).searchParams.get('room')));
  assert.ok(games.includes('gambler') && games.includes('pony-express'), `the lobby offers the games: ${games.join(', ')}`);
  step(`games: ${games.join(', ')}; rooms: ${rooms.join(', ')}`);
  const browser = page.context().browser();
  // Two lanes side by side (the machine waits on physics and workers as much as it computes):
  // the games played by touch, and the rooms whose layout alone is checked.
  const played = games.filter((g) => g in SEEDS);
  const others = games.filter((g) => !(g in SEEDS));
  await Promise.all([
    (async () => {
      for (const game of played) await checkGame(browser, baseUrl, game, assert, step);
    })(),
    (async () => {
      for (const game of others) await checkGame(browser, baseUrl, game, assert, step);
      for (const room of rooms) await checkSandbox(browser, baseUrl, room, assert, step);
    })(),
  ]);
}
