// The end of a game in a real browser. A whole Tableau Gulch game is played
// headless in Node by bots with real Rapier physics (headless-game.ts); its
// record, cut before the last two turns and with the final seat made human,
// is loaded through the game menu's "Load a save…". In the page the bot plays
// its turn and the human finishes the game with the Throw button and clicks
// on a die and a box, so the transition to the end happens here. Then, as a
// player: the result screen names the winner and every seat with the score
// window.tabletop.result() holds (and the headless game reached), its buttons
// lead where they say (replay and back, look at the table, new game), a
// finished game resumed from its autosave shows the result again, the lobby
// link leads to the lobby; the table is drawn throughout. The result explains
// itself: a table of each scoring rule's count and points per seat whose
// cells add up to the totals shown, and the log ends with the same lines.
// (result-carson.spec.mjs does the same for Silver Creek County.)
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { colourSpread, openRoom, until } from './helpers.mjs';
import { checkResultScreen, waitSession } from './result-screen.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** A headless bot game's ending, ready to load (see headless-game.ts). */
async function headlessEnding() {
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, [join(here, 'headless-game.ts'), '1', 'easy,hard,easy'], { cwd: root, maxBuffer: 64 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop());
}

export default async function resultSpec({ page, baseUrl, screenshot, assert, step }) {
  // The headless game is played while the room loads.
  const ending = headlessEnding();
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=11`, 150_000);
  await waitSession(page);
  const end = await ending;
  step(`room ready; headless game seed ${end.seed}: ${end.total} inputs, loading ${end.cut}`);
  const { humanSeat, botSeat, cut, left } = end;

  // --- Load the cut record through the game menu, as a player would.
  await page.getByTestId('menu').click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-save').click()]);
  await chooser.setFiles({ name: 'near-the-end.json', mimeType: 'application/json', buffer: Buffer.from(end.save) });
  await until(page, (n) => window.tabletop.log().inputs === n, cut, { timeoutMs: 30_000, what: 'the save to load' });
  assert.match(await page.getByTestId('save-message').textContent(), /Loaded near-the-end\.json/);
  assert.equal(await page.evaluate(() => window.tabletop.status().viewer), humanSeat, 'the screen shows the human seat');
  assert.equal(await page.locator('[data-testid="result"]').count(), 0, 'no result before the end');
  // The address now names the loaded game, so a reload resumes it rather than the link's old seed-11 game.
  const address = new URL(page.url()).searchParams;
  assert.equal(address.get('seed'), String(end.seed), `the address names the loaded game: ${page.url()}`);
  assert.equal(address.get('seats')?.split(',').length, 3, 'with its three seats');
  step('loaded');

  // --- The bot plays its turn (same seeds as headless: same throw, same choices).
  await until(page, ([seat]) => {
    const a = window.tabletop.awaiting();
    return a.kind === 'throw' && a.seat === seat;
  }, [humanSeat], { timeoutMs: 60_000, what: `the bot (seat ${botSeat + 1}) to play its turn` });
  const record = await page.evaluate(() => window.tabletop.record());
  const botInputs = left.filter((e) => e.seat === botSeat);
  assert.deepEqual(record.inputs.slice(cut).map((e) => e.input), botInputs.map((e) => e.input), 'the bot played in the page as it did headless');
  assert.equal(await page.locator('[data-testid="result"]').count(), 0, 'still no result');
  step(`bot played ${botInputs.length} inputs`);

  // --- The human's final turn: the Throw button, then click a die and its box for each placement.
  for (const { seat, input } of left.filter((e) => e.seat === humanSeat)) {
    assert.equal(seat, humanSeat);
    if (input.kind === 'dice') {
      await page.getByTestId('throw').click();
      const aw = await until(page, () => {
        const a = window.tabletop.awaiting();
        return a.kind !== 'throw' ? a : null;
      }, null, { timeoutMs: 60_000, what: 'the thrown dice to settle' });
      assert.equal(aw.kind, 'decision');
      assert.deepEqual((await page.evaluate(() => window.tabletop.view())).turn.faces, input.faces, 'the seeded throw shows the faces it showed headless');
      step(`threw ${input.faces.join(',')}`);
    } else if (input.action.type === 'place') {
      const { die, row } = input.action;
      const points = await until(page, () => {
        const p = window.tabletop.gamblerPoints();
        return p.dice.length > 0 && !p.gliding ? p : null;
      }, null, { timeoutMs: 30_000, what: 'the dice to line up in the tray' });
      const dieAt = points.dice.find((d) => d.die === die);
      const boxAt = points.boxes.find((b) => b.row === row);
      assert.ok(dieAt && boxAt, `die ${die + 1} and a free box of row ${row + 1} are on screen`);
      await page.mouse.click(dieAt.x, dieAt.y);
      await until(page, (n) => document.querySelector('[data-testid="g-pick"]')?.textContent?.includes(`Die ${n}`), die + 1, { timeoutMs: 10_000, what: `die ${die + 1} to be picked` });
      const before = await page.evaluate(() => window.tabletop.log().inputs);
      await page.mouse.click(boxAt.x, boxAt.y);
      await until(page, (n) => window.tabletop.log().inputs > n, before, { timeoutMs: 10_000, what: `die ${die + 1} to be placed in row ${row + 1}` });
      step(`placed die ${die + 1} in row ${row + 1}`);
    } else {
      await page.getByTestId(input.action.type === 'stop' ? 'g-stop' : 'g-rethrow').click();
      step(input.action.type);
    }
  }
  const final = await page.evaluate(() => ({ awaiting: window.tabletop.awaiting(), record: window.tabletop.record() }));
  assert.equal(final.awaiting.kind, 'end', 'the game has ended');
  assert.equal(final.record.inputs.length, end.total, 'the page made as many inputs as the headless game');
  // The end is final: no move is accepted, the winning placement cannot be taken back (not even with Ctrl+Z).
  const late = await page.evaluate(() => window.tabletop.act({ type: 'stop' }).then(() => null, (e) => ({ code: e.code, message: e.message })));
  assert.ok(late && late.code && late.message, `a move after the end is refused with the rules' error: ${JSON.stringify(late)}`);
  assert.equal(await page.evaluate(() => window.tabletop.status().canUndo), false, 'nothing to undo after the end');
  await page.keyboard.press('Control+z');
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), end.total, 'Ctrl+Z after the end changes nothing');

  // --- The result screen.
  const first = await checkResultScreen(page, assert, end.result);
  for (const label of [/replay/i, /new game/i, /table/i, /lobby/i]) assert.ok(first.shown.buttons.some((b) => label.test(b)), `the result screen offers ${label}`);
  assert.match(await page.getByTestId('prompt').textContent(), /game over|wins/i, 'the prompt says the game is over');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn behind the result');
  await screenshot('result');
  await expectNoAxeViolations(page, 'result screen');
  step(`result: ${first.shown.places.map((p) => p.text.trim()).join(' | ')}`);

  // Keys alone: a modal holding the focus (its heading first, Tab and Shift+Tab stay inside, the page behind is inert);
  // Esc shows the table and leaves the focus on "Show the result"; Enter there brings the result back, focused.
  const inResult = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="result"]'));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'result-title', 'the result opens with the focus on its heading');
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    assert.ok(await inResult(), `${key} keeps the focus in the result`);
  }
  assert.ok(await page.evaluate(() => document.querySelector('.hud-back').closest('[inert]') !== null), 'the page behind the result is inert');
  await page.keyboard.press('Escape');
  await until(page, () => !document.querySelector('[data-testid="result"]'), null, { timeoutMs: 5_000, what: 'Esc to show the table' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'show-result', 'the focus returns to "Show the result"');
  await page.keyboard.press('Enter');
  await page.getByTestId('result').waitFor({ timeout: 5_000 });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'result-title', 'Enter on "Show the result" brings the result back, focused');

  // "Watch the replay": the replay opens at the start; "Back to the game" brings the result back.
  const result = page.getByTestId('result');
  await result.getByRole('button', { name: /replay/i }).click();
  await page.getByTestId('replay').waitFor({ timeout: 10_000 });
  assert.equal(await result.count(), 0, 'the result makes way for the replay');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="replay"]')), 'the focus goes to the replay\'s controls');
  assert.match(await page.getByTestId('replay-step').textContent(), new RegExp(`^\\s*0 / ${end.total}\\s*$`), 'the replay starts at move 0 of the whole game');
  assert.equal((await page.evaluate(() => window.tabletop.gamblerPoints())).waiting.length, 0, 'no dice of the last throw lie on the table at move 0');
  await screenshot('replay');
  await page.getByTestId('replay').getByRole('button', { name: /back to the game/i }).click();
  await result.waitFor({ timeout: 10_000 });
  await checkResultScreen(page, assert, end.result);
  step('replay and back');

  // "Look at the table": the cover closes, the finished table stays, nothing is awaited.
  await result.getByRole('button', { name: /table/i }).click();
  await until(page, () => !document.querySelector('[data-testid="result"]'), null, { timeoutMs: 10_000, what: 'the result to close' });
  assert.equal((await page.evaluate(() => window.tabletop.awaiting())).kind, 'end');
  assert.equal(await page.getByTestId('throw').count(), 0, 'no Throw button after the end');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the finished table is drawn');
  const loose = await page.evaluate(() => window.tabletop.gamblerPoints());
  assert.equal(loose.waiting.length, 0, 'no dice of the last throw lie loose on the finished table');
  assert.equal(loose.dice.length, 0, 'no dice wait to be placed');
  await screenshot('table');
  // ... and the result comes back with one click.
  await page.getByTestId('show-result').click();
  await checkResultScreen(page, assert, end.result);
  step('looked at the table');

  // A finished game resumed from its autosave opens on its result; its lobby link leads to the lobby.
  await openRoom(page, `${baseUrl}/?game=gambler&resume=1`, 150_000);
  await waitSession(page);
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), end.total, 'the autosave holds the finished game');
  await checkResultScreen(page, assert, end.result);
  step('resumed on the result');
  await page.getByTestId('result').getByRole('link', { name: /lobby/i }).click();
  await until(page, () => window.tabletop?.room?.() === 'lobby', null, { timeoutMs: 60_000, what: 'the lobby' });
  step('lobby');

  // "New game" (from the result once more): the same seats, a new seed, a fresh table without a result.
  await openRoom(page, `${baseUrl}/?game=gambler&resume=1`, 150_000);
  await waitSession(page);
  await page.getByTestId('result').getByRole('button', { name: /new game/i }).click();
  await page.waitForURL((url) => url.searchParams.get('game') === 'gambler' && url.searchParams.get('seed') !== String(end.seed) && !url.searchParams.has('resume'), { timeout: 30_000 });
  await waitSession(page);
  const fresh = await page.evaluate(() => ({ log: window.tabletop.log(), record: window.tabletop.record(), result: window.tabletop.result() }));
  assert.equal(fresh.log.inputs, 0, 'the new game starts empty');
  assert.equal(fresh.result, null, 'the new game has no result');
  assert.deepEqual(fresh.record.seats.map((s) => s.kind), end.seats.map((s) => s.kind), 'the new game keeps the seats');
  assert.equal(await page.locator('[data-testid="result"]').count(), 0, 'no result screen in the new game');
  step('new game');
}
