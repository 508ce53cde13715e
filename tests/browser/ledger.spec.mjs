// The dice ledger in a real browser. A bots-only Tableau Gulch: after two
// throws the ledger opens from the game menu by keys, shows the d6 chart and
// the chi-square sentence, agrees with window.tabletop.ledger() and the
// record, downloads its CSV, and a line replayed says "re-simulated: same
// faces"; axe finds nothing with the ledger and the replay open. Then the
// dice table on a phone, by touch: a throw, the ledger, a replay with the same
// verdict, and a stored throw of an older physics version that says it
// cannot be replayed.
import { readFileSync } from 'node:fs';
import { openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

export default async function ledger({ page, baseUrl, screenshot, assert, step }) {
  await page.addInitScript(() => localStorage.setItem('frontier-table:speed', 'fast'));
  await openRoom(page, baseUrl + '/?game=gambler&seats=bot:easy,bot:easy&seed=5');
  step('game open');
  await until(page, () => window.tabletop.ledger().rows.length >= 2, null, { timeoutMs: 120_000, what: 'two bot throws' });
  step('two throws');
  await page.evaluate(() => window.tabletop.setLedgerReplayPace(1));

  // By keys: the menu, then its Dice ledger item.
  await page.getByTestId('menu').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('open-ledger').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('ledger');
  await dialog.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'ledger-title', 'the focus goes to the ledger heading');
  await dialog.getByTestId('face-chart-d6').waitFor();
  const sentence = await dialog.getByTestId('ledger-kind-d6').getByTestId('ledger-sentence').textContent();
  assert.match(sentence, /^Over \d+ six-sided throws /, `the sentence: ${sentence}`);

  const api = await page.evaluate(() => window.tabletop.ledger());
  const record = await page.evaluate(() => window.tabletop.record());
  const dice = record.inputs.flatMap((e, i) => (e.input.kind === 'dice' ? [{ i, faces: e.input.faces }] : []));
  const seen = api.rows.map((r) => ({ i: r.index, faces: r.faces }));
  assert.deepEqual(seen, dice.slice(0, seen.length), 'the ledger lines are the record’s throws');
  const d6 = api.kinds.find((k) => k.kind === 'd6');
  const counted = [1, 2, 3, 4, 5, 6].map((f) => api.rows.flatMap((r) => r.faces).filter((x) => x === f).length);
  assert.deepEqual(d6.counts, counted, 'the counts are the faces of the lines');
  assert.equal(d6.dice, counted.reduce((a, b) => a + b, 0));
  await expectNoAxeViolations(page, 'the ledger of a game');
  step(`ledger: ${api.rows.length} throws, ${sentence}`);

  // Waited for beside the click, so a slow click cannot leave the wait to time out unheard.
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), dialog.getByTestId('ledger-csv').click()]);
  const csv = readFileSync(await file.path(), 'utf8').trim().split('\r\n');
  assert.equal(csv[0], 'game,play,throw,seat,who,dice,kinds,faces,rethrows,edges,physics_version,replayable');
  assert.ok(csv.length - 1 >= api.rows.length, `the CSV has a line per throw (${csv.length - 1})`);
  step('csv downloaded');

  // Replay by keys: the newest line's button, Enter.
  await dialog.getByTestId('ledger-replay').first().focus();
  await page.keyboard.press('Enter');
  const verdict = dialog.getByTestId('replay-verdict');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'ledger-title', 'the focus goes to the replay heading, inside the dialog');
  await until(page, () => document.querySelector('[data-testid="replay-verdict"]')?.dataset.same, null, { timeoutMs: 90_000, what: 'the replay to settle' });
  assert.equal(await verdict.getAttribute('data-same'), 'true');
  assert.equal(await verdict.textContent(), 're-simulated: same faces');
  await expectNoAxeViolations(page, 'a replay in the ledger');
  await screenshot('game-replay');
  step('replay: same faces');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  step('closed by Esc');

  // The dice table on a phone, by touch.
  const phone = await page.context().browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tp = await phone.newPage();
  const errors = [];
  tp.on('pageerror', (e) => errors.push(String(e)));
  tp.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    // A throw stored by an older build, under physics version 1.
    await tp.addInitScript(() => {
      if (sessionStorage.getItem('ledger-spec')) return;
      sessionStorage.setItem('ledger-spec', '1');
      localStorage.setItem('frontier-table:quality', 'low');
      // One line as stored (src/core/ledger/stored.ts): [index, seat, who, kinds, faces, re-throws, [area, seed, physics version]].
      const line = [0, null, 0, 'dd', '25', '', ['t', 9, 1]];
      localStorage.setItem('frontier-table:dice-ledger', JSON.stringify({ format: 'frontier-table-ledger', version: 1, plays: [{ key: 'dice-table/1', game: 'dice-table', at: 1, who: ['You (Roll)'], lines: [line] }] }));
    });
    await openRoom(tp, baseUrl + '/?room=dice-table&seed=3');
    await tp.evaluate(() => window.tabletop.setLedgerReplayPace(1));
    await tp.evaluate(() => window.tabletop.throwDice({ kinds: 'disc01', count: 4, seed: 11 }));
    step('table: a throw');
    await tp.getByTestId('open-ledger').tap();
    const table = tp.getByTestId('ledger');
    await table.getByTestId('face-chart-disc01').waitFor();
    const tableApi = await tp.evaluate(() => window.tabletop.ledger());
    assert.equal(tableApi.notice, null, 'the stored ledger was read, not set aside');
    assert.equal(tableApi.rows.length, 1);
    assert.equal(tableApi.kinds[0].kind, 'disc01');
    assert.deepEqual(tableApi.kinds[0].counts.reduce((a, b) => a + b, 0), 4, 'four discs read');
    await expectNoAxeViolations(tp, 'the dice table ledger on a phone');
    await table.getByTestId('ledger-replay').first().tap();
    await until(tp, () => document.querySelector('[data-testid="replay-verdict"]')?.dataset.same, null, { timeoutMs: 90_000, what: 'the table replay' });
    assert.equal(await table.getByTestId('replay-verdict').textContent(), 're-simulated: same faces');
    await tp.screenshot({ path: new URL('./screenshots/ledger-table-replay.png', import.meta.url).pathname });
    await table.getByTestId('replay-back').tap();
    step('table replay: same faces');
    await table.getByTestId('ledger-scope-device').tap();
    assert.equal(await table.getByTestId('ledger-line').count(), 2, 'the device has the older throw too');
    await table.getByTestId('ledger-replay').last().tap();
    assert.match(await table.getByTestId('replay-cannot').textContent(), /physics version 1; this build simulates version \d+.*cannot be replayed/);
    await expectNoAxeViolations(tp, 'an old throw that cannot be replayed');
    step('old physics: cannot be replayed');
    assert.deepEqual(errors, [], 'no page errors on the phone');
  } finally {
    await phone.close();
  }
}
