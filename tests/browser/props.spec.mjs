// The table you can touch (issue 16, item 4): in the dice table a real mouse
// picks the top chip off the stack and tosses it; it flies, lands and settles
// inside the rail while the stack stays. The props live in a world apart: a
// seeded throw gives the same faces before and after the toss.
import { until } from './helpers.mjs';

const props = (page) => page.evaluate(() => window.tabletop.props());

export default async function touchProps({ page, baseUrl, screenshot, assert, step }) {
  await page.goto(baseUrl + '/?room=dice-table');
  await page.evaluate(() => window.tabletop.ready());
  await until(page, () => window.tabletop.methods().includes('props') && window.tabletop.props().every((p) => Number.isFinite(p.y)), null, { timeoutMs: 60_000, what: 'the props' });
  step('props loaded');
  const first = await page.evaluate(() => window.tabletop.throwDice({ kinds: 'poker', count: 2, seed: 7 }));

  // Let the stack settle, then take the top chip.
  await page.waitForTimeout(1500);
  const before = await props(page);
  const chips = before.filter((p) => p.id.startsWith('chip-'));
  const top = chips.reduce((a, b) => (b.y > a.y ? b : a));
  await page.mouse.move(top.screen.x, top.screen.y - 2);
  await page.mouse.down();
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
