// Silver Creek County's end in a real browser: a bots' game (finished-game.ts,
// sampled physics) is loaded a few inputs before its end and the bots play on
// to the end in the page, fast. The result explains the totals: the points
// scored during the game and the end bonus (pieces on one's parcels, money),
// cells adding up to the totals, the log saying the same; axe finds nothing.
// Behind it no stale "Resolving" line is left and the camera frames the map.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';
import { checkResultScreen, waitSession } from './result-screen.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

export default async function resultCarsonSpec({ page, baseUrl, screenshot, assert, step }) {
  const ending = promisify(execFile)(join(root, 'node_modules', '.bin', 'tsx'), [join(here, 'finished-game.ts'), 'carson-city', '3', '2', '4', 'length=short'], { cwd: root });
  // Two humans who have not moved yet: nothing is in progress, so the menu loads without asking first.
  await openRoom(page, `${baseUrl}/?game=carson-city&seats=human,human&seed=3`, 150_000);
  await page.evaluate(() => localStorage.setItem('frontier-table:speed', 'fast'));
  await waitSession(page);
  const cc = JSON.parse((await ending).stdout.trim().split('\n').pop());
  step(`room ready; headless game: ${cc.total} inputs, loading ${cc.cut}`);
  await page.getByTestId('menu').dispatchEvent('click');
  const [ccChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-save').dispatchEvent('click')]);
  await ccChooser.setFiles({ name: 'carson-near-the-end.json', mimeType: 'application/json', buffer: Buffer.from(cc.save) });
  await until(page, () => window.tabletop.awaiting().kind === 'end', null, { timeoutMs: 180_000, what: 'the bots to finish Silver Creek County' });
  const ccShown = await checkResultScreen(page, assert, null);
  const rules = ccShown.shown.breakdown.rows.map((r) => r.label);
  assert.ok(rules.some((l) => /Points during the game/.test(l)) && rules.some((l) => /per \$6/.test(l)) && rules.some((l) => /Buildings/.test(l)), `the end bonus is explained: ${rules.join(' | ')}`);
  await expectNoAxeViolations(page, 'Silver Creek County result');
  await screenshot('carson-result');
  // The table behind: no stale resolution line, the tour is over and the camera frames the whole map.
  await page.getByTestId('result').getByRole('button', { name: /table/i }).click();
  await page.waitForTimeout(2500);
  const ccTable = await page.evaluate(() => ({ tour: document.querySelector('[data-testid="cc-tour"]')?.textContent ?? null, points: window.tabletop.carsonPoints(), w: innerWidth, h: innerHeight }));
  assert.equal(ccTable.tour, null, `no "Resolving" line after the end: ${ccTable.tour}`);
  assert.equal(ccTable.points.tour.visit, null, 'no square is being visited');
  const off = ccTable.points.cells.filter((c) => c.x < 0 || c.y < 0 || c.x > ccTable.w || c.y > ccTable.h);
  assert.equal(off.length, 0, `every parcel of the map is on screen: ${off.length} off`);
  await screenshot('carson-table');
  step(`Silver Creek County: ${ccShown.shown.places.map((p) => p.text.trim()).join(' | ')}`);
}
