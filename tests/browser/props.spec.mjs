// The table you can touch (issue 16, item 4): in the dice table a real mouse
// picks the top chip off the stack and tosses it; it flies, lands and settles
// inside the rail while the stack stays. The props live in a world apart: a
// seeded throw gives the same faces before and after the toss.
//
// The physics is fetched on the first touch (src/scene/props/press-handover.ts):
// a room only watched draws still stand-ins and never asks for it. Here the
// physics chunk is held back until the mouse has pressed the top chip, so the
// press lands on a stand-in; it must be handed over: the chip is lifted as soon
// as the physics comes, and the toss goes on as if it had been there all along.
import { until } from './helpers.mjs';

const props = (page) => page.evaluate(() => window.tabletop.props());
const PHYSICS_CHUNK = /\/TouchProps-[^/]*\.js$/;

export default async function touchProps({ page, baseUrl, screenshot, assert, step }) {
  // Hold the physics back (Playwright answers it only once released).
  const asked = [];
  let letThrough = () => undefined;
  const released = new Promise((resolve) => (letThrough = resolve));
  await page.route(PHYSICS_CHUNK, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.goto(baseUrl + '/?room=dice-table');
  await page.evaluate(() => window.tabletop.ready());
  await until(page, () => window.tabletop.methods().includes('props'), null, { timeoutMs: 60_000, what: 'the props' });
  const first = await page.evaluate(() => window.tabletop.throwDice({ kinds: 'poker', count: 2, seed: 7 }));
  await page.waitForTimeout(1500);
  const before = await props(page);
  assert.ok(before.length >= 8 && before.every((p) => p.physics === false && Number.isFinite(p.y)), 'still stand-ins, drawn at their start poses');
  assert.equal(asked.length, 0, 'a room only watched (a throw from the probe, no pointer) does not fetch the physics');
  await screenshot('stand-ins');
  step('stand-ins, physics not fetched');

  // The mouse comes over the top chip: that asks for the physics (held back here) ...
  const chips = before.filter((p) => p.id.startsWith('chip-'));
  const top = chips.reduce((a, b) => (b.y > a.y ? b : a));
  await page.mouse.move(top.screen.x - 6, top.screen.y + 20);
  await page.mouse.move(top.screen.x, top.screen.y - 2);
  for (let i = 0; i < 100 && asked.length === 0; i++) await page.waitForTimeout(100);
  assert.equal(asked.length, 1, 'a mouse over a prop fetches the physics');
  // ... and the press lands on the stand-in before it has come.
  await page.mouse.down();
  await page.mouse.move(top.screen.x - 4, top.screen.y);
  assert.ok((await props(page)).every((p) => p.physics === false), 'pressed while the physics is still on its way');
  step('pressed a stand-in');

  letThrough();
  const lifted = await until(
    page,
    (id) => {
      const all = window.tabletop.props();
      const chip = all.find((p) => p.id === id);
      return all.every((p) => p.physics) && chip.y > 5 ? chip : null;
    },
    top.id,
    { timeoutMs: 60_000, what: 'the pressed chip to be lifted when the physics came' },
  );
  step(`handed over: ${top.id} held at ${lifted.y.toFixed(1)} cm`);

  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(top.screen.x - i * 22, top.screen.y - 2 + i * 14);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  step('tossed');
  await page.waitForTimeout(3000);
  const after = await props(page);
  const tossed = after.find((p) => p.id === top.id);
  const moved = Math.hypot(tossed.x - top.x, tossed.z - top.z);
  assert.ok(moved > 10, `the tossed chip flew (${moved.toFixed(1)} cm)`);
  assert.ok(Math.abs(tossed.x) < 60 && Math.abs(tossed.z) < 40 && tossed.y > 0 && tossed.y < 3, `and lies on the table inside the rail (${tossed.x.toFixed(1)}, ${tossed.y.toFixed(2)}, ${tossed.z.toFixed(1)})`);
  for (const p of after.filter((q) => q.id.startsWith('chip-') && q.id !== top.id)) {
    const was = before.find((q) => q.id === p.id);
    assert.ok(Math.hypot(p.x - was.x, p.z - was.z) < 1, `${p.id} stayed on the stack`);
  }
  await screenshot('tossed');

  const again = await page.evaluate(() => window.tabletop.throwDice({ kinds: 'poker', count: 2, seed: 7 }));
  assert.deepEqual(again.faces, first.faces, 'a seeded throw lands the same: the props are in a world of their own');
  step('throws unchanged');
}
