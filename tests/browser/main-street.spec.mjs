// Main Street in a real browser, the way a newcomer meets it: from the lobby
// the card opens a game against an easy bot; the human puts the first awning
// on a lit corner and takes the meeples of a lit building by mouse clicks on
// the board (screen points from window.tabletop.streetPoints(), which
// projects what the scene draws), sows them by clicking lit spaces, lets
// each placed meeple act with the turn panel's buttons (the first by Enter) (a showdown die is
// thrown with Space), and then sees the bot move. axe finds nothing.
import { colourSpread, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const mineNow = () => {
  const aw = window.tabletop.awaiting();
  return (aw.kind === 'decision' || aw.kind === 'throw') && aw.seat === 0 ? aw.kind : null;
};

async function clickTarget(page, target) {
  const pts = await page.evaluate(() => window.tabletop.streetPoints());
  const all = [...pts.buildings, ...pts.spaces, pts.saloon, pts.jail];
  const at = all.find((p) => p.target === target);
  await page.mouse.click(at.x, at.y);
}

export default async function mainStreet({ page, baseUrl, screenshot, assert, step }) {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('game-main-street').getByRole('link').click();
  await page.waitForFunction(() => window.tabletop !== undefined && window.tabletop.room() === 'main-street', null, { timeout: 60_000 });
  await page.evaluate(() => window.tabletop.ready());
  await until(page, () => window.tabletop.methods().includes('streetPoints'), null, { timeoutMs: 60_000, what: 'the board probe' });
  const seats = await page.evaluate(() => new URLSearchParams(location.search).get('seats'));
  assert.match(seats, /^human,bot/, 'the lobby card opens a game against a bot');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  step('room ready');

  // The first awning: the bot places first (last seat first), then we click a lit corner.
  await until(page, mineNow, null, { timeoutMs: 30_000, what: 'our first decision' });
  let v = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v.phase.kind, 'first-awning', 'the game opens with the first awnings');
  let lit = await page.evaluate(() => window.tabletop.streetPoints().lit);
  assert.ok(lit.length >= 1 && lit.every((t) => ['b0', 'b5', 'b6', 'b11'].includes(t)), `only free corners are lit: ${lit}`);
  await screenshot('first-awning');
  await clickTarget(page, lit[0]);
  await until(page, (b) => window.tabletop.view(0).buildings[b].awning?.owner === 0, Number(lit[0].slice(1)), { timeoutMs: 10_000, what: 'our awning on the clicked corner' });
  step(`awning on building ${lit[0]}`);

  // Our turn (the bot may move first): take a building's meeples by a click.
  await until(page, () => window.tabletop.awaiting().seat === 0 && window.tabletop.view(0).phase.kind === 'choose-location', null, { timeoutMs: 90_000, what: 'our turn to take meeples' });
  const turnsBefore = await page.evaluate(() => window.tabletop.view(0).turns);
  lit = await page.evaluate(() => window.tabletop.streetPoints().lit);
  const from = lit.find((t) => t.startsWith('b')) ?? lit[0];
  // Hovering names the building and who is inside.
  const fromPt = (await page.evaluate(() => window.tabletop.streetPoints())).buildings.find((p) => p.target === from);
  if (fromPt) {
    await page.mouse.move(fromPt.x, fromPt.y);
    await page.getByTestId('ms-hovered').waitFor({ timeout: 5_000 });
    const told = await page.getByTestId('ms-hovered').textContent();
    const b = (await page.evaluate(() => window.tabletop.view(0))).buildings[fromPt.building];
    assert.ok(told.startsWith(b.name), `hover names the building: ${told}`);
  }
  await clickTarget(page, from);
  await until(page, () => window.tabletop.view(0).phase.kind !== 'choose-location', null, { timeoutMs: 10_000, what: 'the click to take the meeples' });
  step(`took from ${from}`);

  // Sow by clicking lit spaces (a marker to give goes by its button).
  for (let i = 0; i < 20; i++) {
    v = await page.evaluate(() => window.tabletop.view(0));
    if (v.phase.kind !== 'sow') break;
    if (v.phase.marker !== null) {
      await page.getByTestId('ms-opt-marker').first().click();
    } else {
      const spaces = (await page.evaluate(() => window.tabletop.streetPoints().lit)).filter((t) => t.startsWith('s'));
      assert.ok(spaces.length > 0, 'a free space is lit while sowing');
      if (i === 0) await screenshot('sowing');
      await clickTarget(page, spaces[0]);
    }
    await until(page, (before) => JSON.stringify(window.tabletop.view(0).phase) !== before, JSON.stringify(v.phase), { timeoutMs: 10_000, what: 'a meeple to be placed' });
  }
  v = await page.evaluate(() => window.tabletop.view(0));
  assert.notEqual(v.phase.kind, 'sow', 'every meeple in hand was placed');
  assert.ok(v.spaces.some((s) => s.meeple !== null) || v.phase.kind !== 'act', 'meeples stand on the street');
  step('sown');
  await screenshot('sown');
  await expectNoAxeViolations(page, 'main street, acting');

  // Act: press the first option (its text is the rules' preview) until the turn passes; throw showdown dice with Space.
  for (let i = 0; i < 40; i++) {
    const who = await page.evaluate(() => {
      const aw = window.tabletop.awaiting();
      return { kind: aw.kind, seat: aw.seat, turns: window.tabletop.view(0).turns };
    });
    if (who.turns !== turnsBefore || who.kind === 'end') break;
    if (who.kind === 'throw' && who.seat === 0) {
      await page.keyboard.press('Space');
      await until(page, () => window.tabletop.awaiting().kind !== 'throw' || window.tabletop.awaiting().seat !== 0, null, { timeoutMs: 60_000, what: 'our showdown die to settle' });
      continue;
    }
    if (who.kind !== 'decision' || who.seat !== 0) {
      await page.waitForTimeout(300);
      continue;
    }
    const before = await page.evaluate(() => JSON.stringify([window.tabletop.view(0).phase, window.tabletop.view(0).spaces]));
    const option = page.locator('[data-testid="ms-options"] button').first();
    step(`act: ${await option.textContent()}`);
    if (i === 0) {
      // The first by keys: Enter puts the cursor on the first option, Enter again does it.
      await page.keyboard.press('Enter');
      await until(page, () => window.tabletop.streetPoints().cursor === 0, null, { timeoutMs: 5_000, what: 'Enter to place the cursor' });
      await page.keyboard.press('Enter');
    } else {
      await option.click();
    }
    await until(page, (b) => JSON.stringify([window.tabletop.view(0).phase, window.tabletop.view(0).spaces]) !== b, before, { timeoutMs: 30_000, what: 'the option to act' });
  }

  // The bot moves: its turn passes and the log tells of it.
  await until(page, (t) => window.tabletop.view(0).turns >= t + 2 || window.tabletop.awaiting().kind === 'end', turnsBefore, { timeoutMs: 120_000, what: 'the bot to take its turn' });
  const log = await page.evaluate(() => window.tabletop.log().lines);
  assert.ok(log.some((l) => /^Player 2 /.test(l)), `the log tells of the bot's move: ${log.slice(-4).join(' / ')}`);
  step(`bot moved: ${log.filter((l) => /^Player 2 /.test(l)).at(-1)}`);
  await page.waitForTimeout(400);
  await screenshot('bot-moved');
  await expectNoAxeViolations(page, 'main street, after the bot');
}
