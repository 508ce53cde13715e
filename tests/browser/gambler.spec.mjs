// Tableau Gulch in a real browser, a human seat against an easy bot: the
// human throws by a real mouse drag on the waiting dice, clicks a settled die
// (its boxes light up), clicks a lit box on the board (the die goes there),
// and stops with the Stop button; the game must move on to the bot. Screen
// positions come from window.tabletop.gamblerPoints(), which projects the
// same layout the scene draws. Also: the draw calls of a frame stay modest.
import { colourSpread, drag, openRoom, until } from './helpers.mjs';

const SEED = 7;

export default async function gambler({ page, baseUrl, screenshot, assert, step }) {
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=${SEED}`, 150_000);
  await until(page, () => window.tabletop.methods().includes('awaiting'), null, { timeoutMs: 60_000, what: 'the session automation' });
  step('room ready');
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw0.kind, 'throw', 'the game starts with a throw');
  assert.equal(aw0.seat, 0, 'seat 0 (the human) starts');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  await page.getByTestId('g-turn').waitFor();
  await screenshot('before-throw');

  // Throw: a real drag from a waiting die, away from the player.
  const points = await until(page, () => {
    const p = window.tabletop.gamblerPoints();
    return p.waiting.length === 5 ? p : null;
  }, null, { timeoutMs: 20_000, what: 'five dice waiting in the tray' });
  const from = points.waiting[2];
  step(`drag from ${Math.round(from.x)},${Math.round(from.y)}`);
  await drag(page, from, { x: from.x + 30, y: from.y - 170 }, { steps: 6, ms: 150 });
  await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the drag to throw the dice' });
  step('rolling');
  await until(page, () => window.tabletop.awaiting().kind === 'decision', null, { timeoutMs: 120_000, what: 'the dice to settle' });
  step('settled');
  const view1 = await page.evaluate(() => window.tabletop.view());
  assert.equal(view1.turn.throws, 1, 'one throw made');
  assert.equal(view1.turn.faces.length, 5, 'five faces read');
  // The dice glide from where they lie into a row across the tray.
  await until(page, () => {
    const p = window.tabletop.gamblerPoints();
    return p.dice.length === 5 && !p.gliding;
  }, null, { timeoutMs: 30_000, what: 'the dice to line up in the tray' });

  // Pick a die that fits (from the rules' legal moves) by clicking it.
  const legal = await page.evaluate(() => window.tabletop.legalActions());
  const place = legal.find((a) => a.type === 'place');
  assert.ok(place, 'some die fits the empty tableau');
  const target = await page.evaluate(() => window.tabletop.gamblerPoints());
  const die = target.dice.find((d) => d.die === place.die);
  assert.ok(die, `die ${place.die + 1} lies in the tray`);
  await page.mouse.click(die.x, die.y);
  await until(page, (n) => document.querySelector('[data-testid="g-pick"]')?.textContent?.includes(`Die ${n}`), place.die + 1, { timeoutMs: 5_000, what: `die ${place.die + 1} to be picked by the click` });
  const lit = await page.locator('[data-testid^="g-row-"]').count();
  assert.ok(lit >= 1, 'the picked die lists the rows it fits');
  step(`picked die ${place.die + 1}`);
  await screenshot('die-picked');

  // Click the lit box of the chosen row on the board.
  const box = target.boxes.find((b) => b.row === place.row);
  assert.ok(box, `row ${place.row + 1} has a free box`);
  const before = view1.rows[place.row].length;
  await page.mouse.click(box.x, box.y);
  const placed = await until(page, ([row, n]) => {
    const v = window.tabletop.view(0);
    return v.rows[row].length === n + 1 ? v : null;
  }, [place.row, before], { timeoutMs: 5_000, what: 'the die to be placed by clicking its box' });
  assert.equal(placed.rows[place.row][before], view1.turn.faces[place.die], 'the clicked die went into the clicked row');
  assert.equal(placed.turn?.faces?.[place.die] ?? null, null, 'the placed die left the throw');
  const log = await page.evaluate(() => window.tabletop.log().lines);
  assert.ok(log.some((l) => /placed a \d in row/.test(l)), 'the log tells of the placement');
  step(`placed in row ${place.row + 1}`);
  await until(page, () => !window.tabletop.gamblerPoints().gliding, null, { timeoutMs: 30_000, what: 'the die to glide into its box' });
  await screenshot('die-placed');

  const draws = await page.evaluate(() => window.tabletop.drawCalls());
  step(`${draws.calls} draw calls`);
  assert.ok(draws.calls > 10 && draws.calls < 150, `draw calls per frame stay modest: ${draws.calls}`);

  // Stop (unless the placement already ended the turn), with the real button.
  const aw = await page.evaluate(() => window.tabletop.awaiting());
  if (aw.kind === 'decision' && aw.seat === 0) {
    await page.getByTestId('g-stop').click();
    await until(page, () => window.tabletop.log().lines.some((l) => l.includes('stopped')), null, { timeoutMs: 5_000, what: 'the stop' });
    step('stopped');
  }
  await until(page, () => {
    const a = window.tabletop.awaiting();
    return a.kind !== 'end' && a.seat === 1;
  }, null, { timeoutMs: 10_000, what: 'the bot to take its turn' });
  step("bot's turn");
  await screenshot('bot-turn');

  // "?" opens the rules with the key map; Escape closes them.
  await page.keyboard.press('?');
  await page.getByTestId('rules-keys').waitFor({ timeout: 10_000 });
  const keys = await page.getByTestId('rules-keys').textContent();
  for (const k of ['Space', 'Enter', 'Tab', 'undo']) assert.ok(keys.includes(k), `the key map lists ${k}`);
  await screenshot('help');
  await page.keyboard.press('Escape');
  await until(page, () => !document.querySelector('[data-testid="rules-keys"]'), null, { timeoutMs: 10_000, what: 'the help to close' });
}
