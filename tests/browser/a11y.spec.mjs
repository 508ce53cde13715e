// Keyboard, focus and axe on every screen and state: the lobby (set-up panel
// open and closed again, the rules help), a game with a die picked (Tab
// reaches the row buttons and the menu; U undoes), the game menu (Esc, a
// press outside and Save to file close it; Load asks first; the speed
// setting is remembered), the rules help (opens at its top on its heading,
// keeps Tab, Esc returns the focus), ten quick replay steps, Enter on the
// lobby link, and the dice table; first of all a room while it loads (the
// engine's .wasm held back, so the progress bar stays up). axe must find
// nothing anywhere.
import { openRoom, until, tabletopReady } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const active = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return { tag: e?.tagName ?? '', id: e?.id ?? '', testid: e?.getAttribute('data-testid') ?? '', cls: e?.className ?? '', text: (e?.textContent ?? '').trim().slice(0, 40), inDialog: !!e?.closest('[role="dialog"]') };
  });

/** Presses Tab up to `n` times; the focus stops it visited. */
async function tabWalk(page, n, shift = false) {
  const seen = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    seen.push(await active(page));
  }
  return seen;
}

export default async function a11ySpec({ page, baseUrl, assert, step }) {
  const axe = [];
  // Crawlers get a real robots.txt (Lighthouse's SEO audit read the app's HTML there).
  const robots = await fetch(`${baseUrl}/robots.txt`);
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/, 'robots.txt is text');
  assert.match(await robots.text(), /^User-agent: \*$/m, 'robots.txt names the crawlers it speaks to');
  // --- A room while it loads: the physics engine's .wasm waits until axe has looked at the progress bar.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl}/?game=gold-rivers&seats=human,bot:easy&seed=3`);
  await page.waitForSelector('[data-testid="progress"]');
  assert.match((await page.getAttribute('[data-testid="progress"]', 'aria-label')) ?? '', /^Loading /, 'the progress bar is named');
  await expectNoAxeViolations(page, 'a room loading', axe);
  release();
  await page.waitForFunction(() => window.tabletop?.ready !== undefined);
  await tabletopReady(page);
  await page.unroute('**/*.wasm');

  // --- Lobby.
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('[data-testid="setup-open-gambler"]');
  assert.equal(await page.locator('#app[aria-live]').count(), 0, 'the app is not one live region');
  await expectNoAxeViolations(page, 'lobby', axe);
  await page.click('[data-testid="setup-open-gambler"]');
  await page.waitForSelector('[data-testid="setup-gambler"]');
  const choices = await page.locator('[data-testid="setup-opt-end"] option').allTextContents();
  assert.ok(choices.every((c) => !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(c)), `option choices are labels, not ids: ${choices.join(' | ')}`);
  await expectNoAxeViolations(page, 'lobby set-up open', axe);
  await page.click('[data-testid="setup-open-gambler"]');
  assert.equal(await page.locator('[data-testid="setup-gambler"]').evaluate((e) => getComputedStyle(e).display), 'none', 'the set-up panel closes');
  await page.click('[data-testid="rules-open-gambler"]');
  await page.waitForSelector('[data-testid="lobby-rules"]');
  assert.equal((await active(page)).id, 'lobby-rules-title', 'the lobby rules open with the focus on their heading');
  await expectNoAxeViolations(page, 'lobby rules', axe);
  assert.ok((await tabWalk(page, 3)).every((a) => a.inDialog), 'Tab stays in the lobby rules');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-testid="lobby-rules"]').count(), 0, 'Esc closes the lobby rules');
  assert.equal((await active(page)).testid, 'rules-open-gambler', 'the focus returns to the Rules button');

  // --- A game: a die picked, Tab, U.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=3`);
  await until(page, () => window.tabletop.status?.().stage?.kind === 'throw', null, { what: 'the first throw' });
  await page.evaluate(() => window.tabletop.throwDice());
  await until(page, () => window.tabletop.awaiting().kind === 'decision', null, { what: 'a decision' });
  await page.keyboard.press('1');
  await page.waitForSelector('[data-testid="g-pick"] button');
  await expectNoAxeViolations(page, 'gambler die picked', axe);
  const live = await page.evaluate(() => [...document.querySelectorAll('[aria-live]')].map((e) => e.className));
  // The flick caption (who fell, what it means) is announced too: it is the outcome of a throw one cannot see;
  // so is the turn banner (whose turn it is, at a change of seat without a pass-the-device wall).
  assert.ok(live.every((c) => /prompt-bar|notices|flick-caption|turn-banner/.test(c)), `live regions only for the prompt, notices, the flick caption and the turn banner: ${live.join(' | ')}`);
  const walk = await tabWalk(page, 40);
  assert.ok(walk.some((a) => /^g-row-/.test(a.testid)), 'Tab reaches the row buttons while dice are on the table');
  assert.ok(walk.some((a) => a.testid === 'menu'), 'Tab reaches the menu');
  assert.ok((await tabWalk(page, 40, true)).some((a) => a.testid === 'menu'), 'Shift+Tab reaches the menu');
  await page.evaluate(() => document.activeElement?.blur());
  const before = await page.evaluate(() => window.tabletop.record().inputs.length);
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await until(page, (n) => window.tabletop.record().inputs.length === n + 1, before, { what: 'a die placed by keys' });
  await page.keyboard.press('u');
  await until(page, (n) => window.tabletop.record().inputs.length === n, before, { what: 'U undoes the placement' });

  // --- The game menu.
  await page.click('[data-testid="menu"]');
  await page.waitForSelector('.menu-panel');
  await expectNoAxeViolations(page, 'gambler menu open', axe);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.menu-panel').count(), 0, 'Esc closes the menu');
  assert.equal((await active(page)).testid, 'menu', 'the focus returns to the menu toggle');
  await page.click('[data-testid="menu"]');
  await page.mouse.click(640, 300);
  assert.equal(await page.locator('.menu-panel').count(), 0, 'a press outside closes the menu');
  await page.click('[data-testid="menu"]');
  await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-save"]')]);
  assert.equal(await page.locator('.menu-panel').count(), 0, 'Save to file closes the menu');
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="import-save"]');
  await page.waitForSelector('[data-testid="load-confirm"]');
  await expectNoAxeViolations(page, 'gambler load asks first', axe);
  await page.getByText('Keep playing').click();
  assert.equal(await page.locator('[data-testid="load-confirm"]').count(), 0);
  await page.selectOption('[data-testid="speed"]', 'fast');
  assert.equal(await page.evaluate(() => localStorage.getItem('frontier-table:speed')), 'fast', 'the speed is remembered');
  await page.keyboard.press('Escape');

  // --- The rules help.
  await page.click('.hud-help');
  await page.waitForSelector('[data-testid="rules-help"]');
  const help = await page.evaluate(() => ({ top: document.querySelector('[data-testid="rules-help"]').scrollTop, focus: document.activeElement?.id }));
  assert.deepEqual(help, { top: 0, focus: 'rules-title' }, 'the help opens at its top with the focus on its heading');
  await expectNoAxeViolations(page, 'gambler help open', axe);
  assert.ok((await tabWalk(page, 4)).every((a) => a.inDialog) && (await tabWalk(page, 4, true)).every((a) => a.inDialog), 'Tab stays in the help');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-testid="rules-help"]').count(), 0, 'Esc closes the help');
  assert.match((await active(page)).cls, /hud-help/, 'the focus returns to the help button');

  // --- Ten quick replay steps: every click counts.
  // Play on (the human's moves by automation, the bot's at the fast speed) until there are a dozen inputs.
  for (let i = 0; i < 200; i++) {
    const n = await page.evaluate(async () => {
      const t = window.tabletop;
      const st = t.status();
      const aw = t.awaiting();
      if (st.stage?.kind === 'throw' && st.stage.performer === 'human' && !st.stage.moving) await t.throwDice();
      else if (aw.kind === 'decision' && st.viewer === aw.seat && !st.thinking) {
        const legal = t.legalActions();
        await t.act(legal.find((a) => a.type === 'place') ?? legal.find((a) => a.type === 'stop') ?? legal[0]);
      }
      return t.record().inputs.length;
    });
    if (n >= 12) break;
    await page.waitForTimeout(250);
  }
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="watch-replay"]');
  await page.waitForSelector('[data-testid="replay-step-forward"]');
  // Ten clicks in a row, faster than a re-simulated throw settles (Playwright's click would wait for a disabled button).
  await page.evaluate(() => {
    for (let i = 0; i < 10; i++) document.querySelector('[data-testid="replay-step-forward"]').click();
  });
  await until(page, () => window.tabletop.status().replay?.step === 10 && !window.tabletop.status().stage, null, { timeoutMs: 120_000, what: 'ten replay steps' });
  await page.click('text=Back to the game');

  // --- Enter on the focused lobby link leaves for the lobby.
  await page.focus('.hud-back');
  await Promise.all([page.waitForURL((u) => !u.search.includes('game=')), page.keyboard.press('Enter')]);
  await page.evaluate(() => localStorage.removeItem('frontier-table:speed'));

  // --- The dice table.
  await openRoom(page, `${baseUrl}/?room=dice-table`);
  const sound = page.getByRole('button', { name: /^Sound: (on|off)$/ });
  assert.equal(await sound.count(), 1, 'the sound button is named by what it shows');
  await expectNoAxeViolations(page, 'dice table', axe);
  step(`axe ${axe.join(', ')}`);
}
