// Hot-seat privacy in a real browser: while "Pass the device" is up, the page
// shows only what every seat may see. Mail Run with two human riders: rider 1
// throws under the cup and claims; behind the handoff to rider 2 no face of a
// hidden die is in the DOM (the tiles show "?"), no card hand is shown, the
// 3D dice under the cup are not drawn face up (the cup covers them) and the
// session shows the spectator view. Tableau Gulch with two humans likewise
// (the seat on screen is nobody). axe finds nothing on the handoff screen.
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

  // --- Tableau Gulch, two humans: the second handoff comes after seat 1's turn.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,human&seed=4`);
  await until(page, () => window.tabletop.status?.().handoff === 0, null, { what: 'the first handoff' });
  await page.evaluate(() => window.tabletop.confirmHandoff());
  await until(page, () => window.tabletop.status().stage?.kind === 'throw', null, { what: 'the throw' });
  await page.evaluate(() => window.tabletop.throwDice());
  for (let i = 0; i < 12; i++) {
    const s = await status(page);
    if (s.handoff !== null) break;
    const aw = await page.evaluate(() => window.tabletop.awaiting());
    if (aw.kind !== 'decision' || aw.seat !== 0) break;
    await actWith(page, (legal) => legal.find((a) => a.type === 'stop') ?? legal.find((a) => a.type === 'place'));
  }
  await until(page, () => document.querySelector('[data-testid="handoff"]') !== null, null, { what: 'the handoff to seat 2' });
  assert.equal((await status(page)).viewer, null);
  const g = await privateBits(page);
  assert.equal(g.you, 0, 'no seat is "you" behind the handoff screen');
  assert.equal(await page.locator('[data-testid="g-stop"]').count(), 0, 'no seat\'s buttons behind the handoff screen');
  await expectNoAxeViolations(page, 'gambler handoff', axeLog);
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
  step(`axe ${axeLog.join(', ')}`);
}
