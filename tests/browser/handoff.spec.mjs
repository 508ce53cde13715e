// Hot-seat privacy in a real browser: while "Pass the device" is up, the page
// shows only what every seat may see. Mail Run with two human riders: rider 1
// throws under the cup and claims; behind the handoff to rider 2 no face of a
// hidden die is in the DOM (the tiles show "?"), no card hand is shown, the
// 3D dice under the cup are not drawn face up (the cup covers them) and the
// session shows the spectator view. Games without hidden information get no
// wall: in Tableau Gulch and Silver Creek County with two humans a change of
// seat is a banner ("Player 2's turn", a polite live region) and the seat to
// act is on screen at once. axe finds nothing on the handoff screen or the banner.
import { openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const status = (page) => page.evaluate(() => window.tabletop.status());

/** Plays a human decision chosen in the page by `pick` (a function source over the legal actions). */
async function actWith(page, pick) {
  return page.evaluate(async (src) => {
    const legal = window.tabletop.legalActions();
    const choice = new Function('legal', `return (${src})(legal)`)(legal) ?? legal[0];
    return window.tabletop.act(choice);
  }, pick.toString());
}

/** What a seat-blind page must not show: the private bits the DOM holds now. */
const privateBits = (page) =>
  page.evaluate(() => ({
    you: [...document.querySelectorAll('.seat-you')].length,
    hand: document.querySelector('[data-testid="px-hand"]') !== null,
    faces: [...document.querySelectorAll('[data-testid^="px-die-"] .px-face')].map((e) => e.textContent.trim()),
    wheres: [...document.querySelectorAll('[data-testid^="px-die-"] .px-where')].map((e) => e.textContent.trim()),
    handoff: document.querySelector('[data-testid="handoff"]') !== null,
  }));

export default async function handoffSpec({ page, baseUrl, assert, step, screenshot }) {
  const axeLog = [];
  // --- Mail Run, two humans.
  await openRoom(page, `${baseUrl}/?game=pony-express&seats=human,human&seed=4`);
  await until(page, () => window.tabletop.methods().includes('ponyPoints'), null, { what: 'the pony probe' });
  let claimed = false;
  for (let i = 0; i < 40 && !claimed; i++) {
    const st = await status(page);
    if (st.handoff !== null) {
      assert.equal(st.viewer, null, 'behind the handoff screen nobody is the viewer');
      await page.evaluate(() => window.tabletop.confirmHandoff());
      continue;
    }
    const aw = await page.evaluate(() => window.tabletop.awaiting());
    if (aw.kind === 'throw') {
      await page.evaluate(() => window.tabletop.throwDice());
      continue;
    }
    const v = await page.evaluate(() => window.tabletop.view());
    if (v.phase.kind === 'decide') {
      await actWith(page, (legal) => legal.find((a) => a.type === 'claim' && a.combo === 'pair'));
      claimed = true;
    } else await actWith(page, (legal) => legal.find((a) => a.type === 'keep-card') ?? legal.find((a) => a.type === 'ride'));
  }
  assert.ok(claimed, 'rider 1 claimed');
  await until(page, () => document.querySelector('[data-testid="handoff"]') !== null, null, { what: 'the handoff screen' });
  const st = await status(page);
  assert.equal(st.viewer, null);
  const shown = await page.evaluate(() => ({ now: window.tabletop.view(), spectator: window.tabletop.view(null), record: window.tabletop.record().inputs.length }));
  assert.deepEqual(shown.now, shown.spectator, 'the screen shows the spectator view');
  const hidden = shown.now.dice.filter((d) => d.where === 'cup').length;
  assert.ok(hidden > 0, 'some dice lie under the cup');
  const bits = await privateBits(page);
  step(`pony handoff: tiles ${bits.faces.join(' ')}`);
  assert.equal(bits.hand, false, 'no card hand behind the handoff screen');
  assert.equal(bits.you, 0, 'no seat is "you"');
  bits.faces.forEach((f, i) => {
    if (bits.wheres[i] !== 'open') assert.equal(f, '?', `tile ${i + 1} under the cup shows no face`);
  });
  // The 3D table: only open dice are drawn; the cup covers the hidden ones.
  await page.waitForTimeout(600);
  const points = await page.evaluate(() => window.tabletop.ponyPoints());
  assert.equal(points.cup, true, 'the cup covers the hidden dice');
  assert.equal(points.dice.length, shown.now.dice.filter((d) => d.face !== null).length, 'no hidden die is drawn face up');
  assert.equal(points.waiting.length, 0, 'no die of the throw layer lies loose');
  await screenshot('pony-handoff');
  await expectNoAxeViolations(page, 'pony handoff', axeLog);
  // Keys alone: the handoff holds the focus (its button); Tab, Shift+Tab and Esc keep it there; the page
  // behind is inert; answered with Enter, it hands the focus to the turn panel.
  const inHandoff = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="handoff"]'));
  assert.ok(await inHandoff(), 'the handoff opens with the focus in it');
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Escape']) {
    await page.keyboard.press(key);
    assert.ok(await inHandoff(), `${key} keeps the focus in the handoff`);
  }
  assert.ok(await page.evaluate(() => document.querySelector('.hud-back').closest('[inert]') !== null), 'the lobby link behind the handoff is inert');
  await page.keyboard.press('Enter');
  await until(page, () => !document.querySelector('[data-testid="handoff"]'), null, { timeoutMs: 10_000, what: 'Enter to answer the handoff' });
  await until(page, () => !!document.activeElement?.closest('[data-turn-panel], .prompt-bar'), null, { timeoutMs: 5_000, what: 'the focus on the turn panel after the handoff' });
  assert.equal(await page.locator('[inert]').count(), 0, 'nothing stays inert after the handoff');

  // --- Tableau Gulch, two humans: nothing is private, so no wall; a banner names the seat at each change.
  const banner = () => page.evaluate(() => {
    const b = document.querySelector('[data-testid="turn-banner"]');
    return b && { text: b.textContent.trim(), role: b.getAttribute('role'), live: b.getAttribute('aria-live') };
  });
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,human&seed=4`);
  await until(page, () => window.tabletop.status?.().viewer === 0, null, { what: 'seat 1 on screen' });
  assert.equal((await status(page)).handoff, null, 'no pass-the-device wall before the first turn');
  assert.equal(await page.locator('[data-testid="handoff"]').count(), 0, 'no wall in the page');
  const first = await banner();
  assert.deepEqual(first, { text: "Player 1's turn", role: 'status', live: 'polite' }, `the banner names seat 1 politely: ${JSON.stringify(first)}`);
  await screenshot('gambler-banner');
  await expectNoAxeViolations(page, 'gambler turn banner', axeLog);
  await until(page, () => window.tabletop.status().stage?.kind === 'throw', null, { what: 'the throw' });
  await page.evaluate(() => window.tabletop.throwDice());
  for (let i = 0; i < 12; i++) {
    const aw = await page.evaluate(() => window.tabletop.awaiting());
    if (aw.kind !== 'decision' || aw.seat !== 0) break;
    await actWith(page, (legal) => legal.find((a) => a.type === 'stop') ?? legal.find((a) => a.type === 'place'));
  }
  await until(page, () => window.tabletop.status().viewer === 1, null, { what: 'seat 2 on screen' });
  assert.equal((await status(page)).handoff, null, 'no wall at the change of seat');
  await until(page, () => document.querySelector('[data-testid="turn-banner"]')?.textContent.includes("Player 2's turn"), null, { what: "the banner for seat 2" });
  assert.ok((await page.locator('[data-testid="g-stop"], [data-testid="throw"]').count()) > 0, "seat 2's controls are there at once");

  // --- Silver Creek County, two humans: the first choice comes without a wall, under a banner.
  await openRoom(page, `${baseUrl}/?game=carson-city&seats=human,human&seed=4`);
  await until(page, () => window.tabletop.status?.().viewer === 0, null, { what: 'seat 1 on screen' });
  assert.equal((await status(page)).handoff, null, 'no wall before the first choice');
  assert.equal((await banner())?.text, "Player 1's turn");
  step('banners instead of walls in Tableau Gulch and Silver Creek County');
  step(`axe ${axeLog.join(', ')}`);
}
