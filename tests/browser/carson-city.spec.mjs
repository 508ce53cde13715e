// Silver Creek County in a real browser, the way a newcomer meets it: from
// the lobby the card opens a game against a bot; the setup coordinates are
// thrown (two dice for the centre, then the mountains' pairs all at once, by
// Throw for me) and said in words in the prompt area, two starting parcels claimed by clicking the map,
// the Sheriff picked by clicking its card, and cowboys placed by mouse on lit
// squares (screen points from window.tabletop.carsonPoints(), which projects
// what the scene draws). A square the bot holds shows its duel odds when
// hovered; our second cowboy goes there, and at resolution our duel die is
// thrown by a real mouse drag. The money paid at resolution (our wages among it)
// is counted up in the turn panel and over the square.
// At the character choice the board cursor is checked by keys alone
// (board-keys.mjs). axe finds nothing.
import { drag, until, tabletopReady } from './helpers.mjs';
import { checkBoardKeys } from './board-keys.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const SHARED = ['q:wages', 'q:road1'];

const now = (page) =>
  page.evaluate(() => {
    const aw = window.tabletop.awaiting();
    const v = window.tabletop.view(0);
    return { kind: aw.kind, seat: aw.seat, purpose: aw.purpose ?? null, phase: v.phase.kind, turn: v.turn };
  });

async function clickTarget(page, target) {
  const pts = await page.evaluate(() => window.tabletop.carsonPoints());
  const at = [...pts.squares, ...pts.cells, ...pts.cards].find((p) => p.target === target);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}

const changed = (page, before, what) =>
  until(page, (b) => JSON.stringify([window.tabletop.awaiting(), window.tabletop.view(0).placements.length, window.tabletop.view(0).phase]) !== b, before, { timeoutMs: 60_000, what });
const snapshot = (page) => page.evaluate(() => JSON.stringify([window.tabletop.awaiting(), window.tabletop.view(0).placements.length, window.tabletop.view(0).phase]));

export default async function carsonCity({ page, baseUrl, screenshot, assert, step }) {
  // Every throw outcome the prompt area shows, kept in the page (it holds 2.6 s; a slow machine may look later).
  await page.addInitScript(() => {
    window.__outcomes = [];
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="throw-outcome"]');
      const text = el?.textContent ?? '';
      if (text && window.__outcomes.at(-1)?.text !== text) window.__outcomes.push({ text, inPrompt: el.closest('[data-testid="prompt"]') !== null });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('game-carson-city').getByRole('link').click();
  await page.waitForFunction(() => window.tabletop !== undefined && window.tabletop.room() === 'carson-city', null, { timeout: 60_000 });
  await tabletopReady(page);
  await until(page, () => window.tabletop.methods().includes('carsonPoints'), null, { timeoutMs: 60_000, what: 'the board probe' });
  const seats = await page.evaluate(() => new URLSearchParams(location.search).get('seats'));
  assert.match(seats, /^human,bot/, 'the lobby card opens a game against a bot');
  step('room ready');

  // Setup: the town centre and nine mountains, thrown for real (ours with Space, the bot's by itself); then the draft by clicks.
  let claims = 0;
  let ourSetupThrows = 0;
  for (let i = 0; i < 200; i++) {
    const s = await now(page);
    if (s.phase === 'character') break;
    if (s.kind === 'throw' && s.seat === 0) {
      const lines = await page.evaluate(() => window.tabletop.view(0).log.length);
      // Set-up throws decide nothing of ours: the turn panel's Throw for me (a seeded throw) spares the drag.
      await page.getByTestId('cc-throw-for-me').click();
      // Settled when the rules have noted where the dice fell (a parcel, or a taken one to throw again).
      await until(page, (n) => window.tabletop.view(0).log.length > n, lines, { timeoutMs: 90_000, what: 'our setup dice to settle' });
      ourSetupThrows++;
      continue;
    }
    if (s.kind === 'decision' && s.seat === 0 && s.phase === 'draft') {
      const lit = await page.evaluate(() => window.tabletop.carsonPoints().lit);
      assert.ok(lit.length > 40 && lit.every((t) => t.startsWith('c')), 'free parcels light up for the draft');
      const before = await snapshot(page);
      await clickTarget(page, lit[claims * 9 + 10] ?? lit[0]);
      await changed(page, before, 'our claim');
      claims++;
      continue;
    }
    await page.waitForTimeout(200);
  }
  let v = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v.map.filter((c) => c.piece === 'mountain').length, 9, 'nine mountains stand on the map');
  // The mountains are thrown together (ours): a few throws in all, not one per mountain.
  const setupThrows = await page.evaluate(() => window.tabletop.record().inputs.filter((e) => e.input.kind === 'dice').length);
  assert.ok(ourSetupThrows >= 1 && setupThrows <= 6, `the set-up took ${setupThrows} throws (${ourSetupThrows} ours)`);
  // Each throw was said in words in the prompt area: where the town centre and the mountains fell.
  const said = await page.evaluate(() => window.__outcomes);
  assert.ok(said.some((o) => o.inPrompt && /^The town centre is at [A-H][1-8]: a house and four roads\.$/.test(o.text)), `the centre was said: ${JSON.stringify(said)}`);
  assert.ok(said.some((o) => o.inPrompt && /mountains? at [A-H][1-8]/.test(o.text)), `the mountains were said: ${JSON.stringify(said)}`);
  assert.equal(v.map.filter((c) => c.owner === 0).length, 2, 'we claimed two parcels by clicking');
  step('setup thrown, parcels claimed');

  // Character: click the Sheriff's card.
  await until(page, () => window.tabletop.awaiting().seat === 0 && window.tabletop.view(0).phase.kind === 'character', null, { timeoutMs: 30_000, what: 'our character choice' });
  // Keys alone (board-keys.mjs): Tab reaches the board cursor, the arrows walk the cards and say which.
  const keys = await checkBoardKeys(page, assert, 'carson-city', { walks: true });
  assert.match(keys.texts[1], /\(1 of \d+\)/, 'the cursor names the card and its place among the lit ones');
  await screenshot('board-cursor');
  step(`board cursor: ${keys.texts[1].slice(0, 60)}`);
  await clickTarget(page, 'k:sheriff');
  await until(page, () => window.tabletop.view(0).seats[0].character === 'sheriff', null, { timeoutMs: 10_000, what: 'the Sheriff card to be taken' });
  step('picked the Sheriff');
  // The bot picks its character next (a Settler then takes its free parcel): placing starts only after that.
  // A quick machine got here while the bot still chose, and took that for the end of placing.
  await until(page, () => !['character', 'settler'].includes(window.tabletop.view(0).phase.kind), null, { timeoutMs: 60_000, what: 'the bot to pick its character' });
  // The players' table shows every column within its panel (its last column was cut off at 1280×800), each seat's character under its name.
  const table = await page.evaluate(() => {
    const panel = document.querySelector('[data-testid="cc-players"]');
    const last = [...panel.querySelectorAll('td:last-child, th:last-child')].map((td) => td.getBoundingClientRect().right);
    return { scroll: panel.scrollWidth, client: panel.clientWidth, right: panel.getBoundingClientRect().right, last, characters: [...panel.querySelectorAll('.cc-character')].map((c) => c.textContent) };
  });
  assert.ok(table.scroll <= table.client + 1 && table.last.every((r) => r <= table.right), `the players' table fits its panel: ${JSON.stringify(table)}`);
  assert.ok(table.characters.some((n) => /Sheriff/.test(n)), `the players' table names the Sheriff: ${table.characters.join(' | ')}`);

  // Placement by mouse: wages first, then join the bot where it stands (a duel), then pass.
  let hovered = false;
  for (let i = 0; i < 40; i++) {
    // Wait for our turn to place, or for everyone to have passed.
    const s = await until(page, () => {
      const aw = window.tabletop.awaiting();
      const phase = window.tabletop.view(0).phase.kind;
      return phase !== 'place' || (aw.kind === 'decision' && aw.seat === 0) ? { kind: aw.kind, seat: aw.seat, phase } : null;
    }, null, { timeoutMs: 120_000, what: 'our turn to place, or the end of placing' });
    if (s.phase !== 'place') break;
    const pts = await page.evaluate(() => window.tabletop.carsonPoints());
    v = await page.evaluate(() => window.tabletop.view(0));
    const keyOf = (p) => (p.target.kind === 'square' ? `q:${p.target.square}` : `c${p.target.cell}`);
    const duel = v.placements.some((p) => p.seat === 0 && v.placements.some((q) => q.seat === 1 && keyOf(q) === keyOf(p) && !SHARED.includes(keyOf(p))));
    const botKey = v.placements.filter((p) => p.seat === 1 && !p.white).map(keyOf).find((k) => pts.lit.includes(k) && !SHARED.includes(k));
    const before = await snapshot(page);
    if (duel || v.seats[0].reserve === 0) {
      await page.keyboard.press('p');
      step('pass');
    } else if (botKey) {
      // Hover: who is there and our duel odds, on the board and in the panel; then click.
      const at = [...pts.squares, ...pts.cells].find((p) => p.target === botKey);
      await page.mouse.move(at.x, at.y);
      await page.getByTestId('cc-odds').waitFor({ timeout: 20_000 });
      const odds = await page.getByTestId('cc-odds').textContent();
      assert.match(odds, /duel odds here: \d+ %/, `hover shows the odds: ${odds}`);
      if (!hovered) await screenshot('placement');
      hovered = true;
      await page.mouse.click(at.x, at.y);
      step(`joined the bot on ${botKey} (${odds.trim()})`);
    } else {
      // Wages first (it always pays: money to count at resolution), then a free square.
      const free = (t) => t.startsWith('q:') && !SHARED.includes(t) && !v.placements.some((p) => keyOf(p) === t);
      const square = pts.lit.includes('q:wages') && !v.placements.some((p) => p.seat === 0) ? 'q:wages' : (pts.lit.find(free) ?? pts.lit.find((t) => t.startsWith('q:')));
      await clickTarget(page, square);
      step(`cowboy to ${square}`);
    }
    await changed(page, before, 'our cowboy to be placed');
  }
  // A duel is due: resolution has reached it, or our cowboy still stands with the bot's on a square or parcel.
  const due = await page.evaluate(() => {
    const v = window.tabletop.view(0);
    const key = (p) => (p.target.kind === 'square' ? p.target.square : `c${p.target.cell}`);
    const contested = v.placements.some((p) => p.seat === 0 && !['wages', 'road1'].includes(key(p)) && v.placements.some((q) => q.seat === 1 && key(q) === key(p)));
    return contested || window.tabletop.log().lines.some((l) => l.startsWith('Duel for '));
  });
  assert.ok(due, 'a duel is due at resolution');
  await expectNoAxeViolations(page, 'silver creek, resolving');

  // Pass for the rest, then resolve: our duel die by a real drag; other decisions by their first button.
  let dragged = false;
  for (let i = 0; i < 200; i++) {
    const s = await now(page);
    const tour = await page.evaluate(() => window.tabletop.carsonPoints().tour);
    if (dragged && tour.income) break;
    if (s.turn > 1 || s.kind === 'end') break;
    if (s.kind === 'throw' && s.seat === 0) {
      const before = await snapshot(page);
      await until(page, () => window.tabletop.carsonPoints().waiting.length > 0, null, { timeoutMs: 10_000, what: 'our die to wait in the tray' });
      // The tour has shown the squares settled before (the camera steps through them), then glides to the square and the tray.
      await until(page, () => window.tabletop.carsonPoints().tour.visit === null && window.tabletop.carsonPoints().tour.queued === 0, null, { timeoutMs: 60_000, what: 'the tour to reach our throw' });
      await page.waitForTimeout(1500);
      const w = await page.evaluate(() => window.tabletop.carsonPoints().waiting);
      if (s.purpose === 'duel' && !dragged) await screenshot('duel');
      await drag(page, w[0], { x: w[0].x + 20, y: w[0].y - 180 }, { steps: 6, ms: 150 });
      await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw' || window.tabletop.awaiting().seat !== 0, null, { timeoutMs: 10_000, what: 'the drag to throw our die' });
      await changed(page, before, 'our die to settle');
      if (s.purpose === 'duel') {
        dragged = true;
        // The bot throws its own die; then the rules name the totals and the winner.
        const duel = await until(page, () => window.tabletop.log().lines.filter((l) => l.startsWith('Duel: ')).at(-1), null, { timeoutMs: 120_000, what: 'the duel to be settled' });
        step(duel);
        await page.waitForTimeout(300);
        await screenshot('duel-settled');
      }
      continue;
    }
    if (s.kind === 'decision' && s.seat === 0) {
      const before = await snapshot(page);
      {
        const lit = await page.evaluate(() => window.tabletop.carsonPoints().lit);
        if (lit.length > 0) await clickTarget(page, lit[0]);
        else await page.locator('[data-testid="cc-options"] button').first().click();
      }
      await changed(page, before, `our ${s.phase} decision`);
      continue;
    }
    await page.waitForTimeout(200);
  }
  assert.ok(dragged, 'we threw our duel die by a drag');
  await until(page, () => window.tabletop.carsonPoints().tour.income !== null, null, { timeoutMs: 30_000, what: 'estate income to be shown' });
  const income = await page.getByTestId('cc-income').textContent();
  assert.match(income, /Paid at .*: .*P\d \+\$\d+/, `income counted in the panel: ${income}`);
  step(income);
  await screenshot('income');
  await expectNoAxeViolations(page, 'silver creek, resolution');
}
