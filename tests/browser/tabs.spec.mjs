// Accidents across tabs and reloads, in a real browser (issue 22):
// - two tabs of one game: the second tab says the game is open elsewhere and
//   offers to take it over; taking over resumes every move the first tab made,
//   the first tab stops and says so, and none of its writes lands;
// - two hasty reloads (each about 300 ms into the resume) resume the game, never
//   set it aside.
// (A 19.9 MB autosave read off the page's thread: big-autosave.spec.mjs.)
import { expectNoAxeViolations } from './axe.mjs';
import { until } from './helpers.mjs';

const waitSession = (page) =>
  until(page, () => window.tabletop?.methods().includes('awaiting'), null, { timeoutMs: 150_000, what: 'the session automation' });
const inputs = (page) => page.evaluate(() => window.tabletop.log().inputs);
/** The human seat's next move: a throw when one is awaited, else its first legal decision. */
const move = (page) =>
  page.evaluate(async () => {
    const t = window.tabletop;
    if (t.awaiting().kind === 'throw') await t.throwDice();
    else await t.act(t.legalActions()[0]);
    return t.log().inputs;
  });

export default async function tabs({ page, baseUrl, screenshot, assert, step }) {
  const url = `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=5`;
  await page.goto(url);
  await waitSession(page);
  await move(page);
  const made = await move(page);
  step(`first tab: ${made} inputs`);

  // --- Two tabs of one game: the second says so and does not start the game.
  const second = await page.context().newPage();
  await second.goto(url);
  const notice = second.getByTestId('tab-notice');
  await notice.waitFor({ timeout: 90_000 });
  assert.match(await notice.textContent(), /Tableau Gulch is open in another tab/);
  assert.equal(await second.evaluate(() => window.tabletop.methods().includes('act')), false, 'the second tab offers no moves');
  await expectNoAxeViolations(second, 'open in another tab');
  await second.screenshot({ path: '/work/notes/shots/rec-accidents-open-elsewhere.png' }).catch(() => step('notice screenshot skipped'));
  // The first tab plays on; the second takes the game over with every move.
  const later = await move(page);
  await second.getByTestId('take-over').click();
  await waitSession(second);
  assert.equal(await inputs(second), later, 'taking over resumes every move the first tab made');
  const lost = page.getByTestId('tab-notice');
  await lost.waitFor({ timeout: 30_000 });
  assert.match(await lost.textContent(), /taken over in another tab/);
  assert.equal(await page.evaluate(() => window.tabletop.methods().includes('act')), false, 'the stale tab offers no moves');
  await screenshot('taken-over').catch(() => step('taken-over screenshot skipped'));
  await expectNoAxeViolations(page, 'taken over in another tab');
  const mine = await move(second);
  // Nothing the stale tab still does reaches the slot: a reload of the tab that plays has its moves.
  await second.reload();
  await waitSession(second);
  assert.equal(await inputs(second), mine, 'the reload resumes the tab that plays, with all its moves');
  step('two tabs of one game');

  // --- Two hasty reloads, each about 300 ms into the resume: the game resumes, nothing is set aside.
  for (let i = 0; i < 2; i++) {
    await second.reload({ waitUntil: 'commit' });
    await second.waitForTimeout(300);
  }
  await second.reload();
  await waitSession(second);
  assert.equal(await inputs(second), mine, 'two hasty reloads keep every move');
  assert.equal(await second.getByTestId('save-set-aside').count(), 0, 'the healthy autosave is not set aside');
  step('two hasty reloads');
}
