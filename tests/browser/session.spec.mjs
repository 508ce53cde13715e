// Game sessions in a real browser: gambler opened from a URL with two bots
// plays on by itself (bots decide in the worker, throw through the visible
// physics, the log grows); a human seat acts through window.tabletop (an
// illegal act rejects with the rule error and changes nothing, undo takes a
// decision back); the autosave resumes after a reload; bad links end in the
// lobby with a clear message, a damaged autosave is set aside with one; the lobby's seat
// set-up starts a hot-seat game (Tableau Gulch hides nothing: a banner, no wall); a replay
// re-simulates a recorded throw to the same faces.
import { openRoom, until } from './helpers.mjs';

const waitSession = (page) =>
  until(page, () => window.tabletop.methods().includes('awaiting'), null, { timeoutMs: 90_000, what: 'the session automation' });

/** The act's outcome as data (a rejection becomes { code, message }). */
const tryAct = (page, action) =>
  page.evaluate((a) => window.tabletop.act(a).then((view) => ({ ok: true, view }), (e) => ({ ok: false, code: e.code, message: e.message })), action);

// Software rendering on a busy machine draws a frame a second or slower, so
// the waits are long; they are upper bounds, the spec moves on as soon as it can.
export default async function session({ page, baseUrl, screenshot, assert, step }) {
  // --- Bad links end in the lobby with a message.
  for (const [query, pattern] of [
    ['?game=gambler&seats=human,robot', /Unknown seat "robot"/],
    ['?game=gambler&seats=human', /takes 2–6 players, not 1/],
    ['?game=gambler&seats=human,bot:hard&seed=12.5', /seed must be a whole number/],
    ['?game=gambler&seats=bot,bot&opt.end=never', /cannot be "never"/],
  ]) {
    await page.goto(baseUrl + '/' + query);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 90_000 });
    assert.match(await alert.textContent(), pattern, query);
  }
  step('bad links refused');

  // --- The lobby's seat set-up starts a hot-seat game; the device is passed before the first turn.
  await page.goto(baseUrl + '/');
  await page.getByTestId('setup-open-gambler').click();
  await page.getByTestId('setup-gambler').waitFor();
  await page.getByTestId('setup-count').selectOption('3');
  await page.getByTestId('setup-seat-2').selectOption('human');
  await page.getByTestId('setup-seat-3').selectOption('bot:hard');
  await page.getByTestId('setup-seed').fill('42');
  await page.getByTestId('setup-start').click();
  await page.waitForURL(/game=gambler/);
  assert.match(page.url(), /seats=human,human,bot:hard&seed=42/);
  await waitSession(page);
  // Tableau Gulch hides nothing: no pass-the-device wall, a banner names the seat (handoff.spec covers the wall).
  await until(page, () => window.tabletop.status().viewer === 0, null, { timeoutMs: 60_000, what: 'seat 1 on screen' });
  assert.match(await page.getByTestId('turn-banner').textContent(), /Player 1's turn/);
  assert.equal(await page.getByTestId('handoff').count(), 0, 'no wall where nothing is private');
  step('hot-seat banner');

  // --- Two bots play on their own.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=bot:easy,bot:hard&seed=3`, 150_000);
  await waitSession(page);
  step('bots room ready');
  assert.match(page.url(), /seed=3/);
  const first = await page.evaluate(() => window.tabletop.log());
  const seenStages = new Set();
  const deadline = Date.now() + 240_000;
  let log = first;
  while (Date.now() < deadline) {
    const s = await page.evaluate(() => ({ log: window.tabletop.log(), status: window.tabletop.status() }));
    log = s.log;
    if (s.status.stage) seenStages.add(`${s.status.stage.kind}:${s.status.stage.performer}:${s.status.stage.moving}`);
    if (log.inputs >= 6 && log.physical >= 2) break;
    await page.waitForTimeout(400);
  }
  step(`bots made ${log.inputs} inputs, ${log.physical} throws`);
  assert.ok(log.inputs >= 6, `the bots play on (${log.inputs} inputs)`);
  assert.ok(log.physical >= 2, `physical throws happen (${log.physical})`);
  assert.ok(log.lines.length > first.lines.length, 'the game log grows');
  assert.ok(seenStages.has('throw:bot:true'), `a bot throw was seen rolling on the table (${[...seenStages].join(', ')})`);
  const record = await page.evaluate(() => window.tabletop.record());
  const thrown = record.inputs.find((e) => e.physics?.kind === 'throw');
  assert.ok(thrown && thrown.input.faces.length > 0 && thrown.physics.spec === undefined, 'a throw is recorded with its faces and its choice, never its start (derived from the game)');
  await screenshot('bots').catch(() => step('bots screenshot skipped (slow frame)'));

  // --- A human seat acts through window.tabletop.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=5`, 150_000);
  await waitSession(page);
  step('human room ready');
  const aw = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw.kind, 'throw');
  assert.equal(aw.seat, 0);
  const early = await tryAct(page, { type: 'stop' });
  assert.equal(early.ok, false, 'no decision while a throw is awaited');
  assert.ok(early.code && early.message, `the refusal carries the rules' code and message (${early.code}: ${early.message})`);
  const dice = await page.evaluate(() => window.tabletop.throwDice());
  assert.equal(dice.kind, 'dice');
  assert.equal(dice.faces.length, 5);
  step(`human threw ${dice.faces.join(',')}`);
  const before = await page.evaluate(() => window.tabletop.log().inputs);
  const bad = await tryAct(page, { type: 'place', die: 42, row: 0 });
  assert.equal(bad.ok, false, 'an illegal act rejects');
  assert.ok(typeof bad.code === 'string' && bad.code.length > 0 && bad.message.length > 0, `the rule error has a code and a message (${bad.code}: ${bad.message})`);
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), before, 'the illegal act changed nothing');
  const legal = await page.evaluate(() => window.tabletop.legalActions());
  const place = legal.find((a) => a.type === 'place');
  assert.ok(place, 'a die fits');
  const placed = await tryAct(page, place);
  assert.equal(placed.ok, true, 'the legal act applies');
  assert.equal(placed.view.seat, 0, 'act resolves with the seat view');
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), before + 1);
  await page.getByTestId('undo').waitFor({ timeout: 60_000 });
  await page.getByTestId('undo').click();
  await until(page, (n) => window.tabletop.log().inputs === n, before, { timeoutMs: 60_000, what: 'the undo' });
  const again = await tryAct(page, place);
  assert.equal(again.ok, true, 'the move can be made again after undo');
  await page.getByTestId('actions').waitFor();
  await screenshot('human').catch(() => step('human screenshot skipped (slow frame)'));

  // --- The autosave resumes after a reload.
  const saved = await page.evaluate(() => window.tabletop.log().inputs);
  await page.reload();
  await waitSession(page);
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), saved, 'the reload resumed the game');
  step('resumed');

  // --- Replay: the recorded throw is re-simulated on the table and must show the logged faces.
  await page.getByTestId('menu').click();
  await page.getByTestId('watch-replay').click();
  await page.getByTestId('replay').waitFor({ timeout: 60_000 });
  await page.evaluate(() => window.tabletop.replayStep(1));
  const replayed = await until(page, () => {
    const r = window.tabletop.status().replay;
    return r && r.checked >= 1 ? r : null;
  }, null, { timeoutMs: 120_000, what: 'the replayed throw to settle' });
  assert.deepEqual(replayed.mismatches, [], 'the re-simulated throw shows the recorded faces');
  assert.equal(replayed.step, 1);
  await page.evaluate(() => window.tabletop.stopReplay());
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), saved, 'leaving the replay keeps the game');
  step('replayed');

  // --- Export the save file; a cut-short copy is refused with a message and the game stays.
  await page.getByTestId('menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-save').click()]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const file = Buffer.concat(chunks).toString('utf8');
  assert.equal(JSON.parse(file).record.inputs.length, saved, 'the save file holds every input');
  await page.getByTestId('save-file').setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(file.slice(0, file.length - 40)) });
  const message = page.getByTestId('save-message');
  await until(page, () => /cut short/.test(document.querySelector('[data-testid="save-message"]')?.textContent ?? ''), null, { timeoutMs: 30_000, what: 'the bad-save message' });
  assert.equal(await message.getAttribute('role'), 'alert');
  assert.equal(await page.evaluate(() => window.tabletop.log().inputs), saved, 'a bad save does not touch the game');
  step('export and bad import');

  // --- A damaged autosave is set aside with a message (a new game starts), not a crash and not a locked link.
  await page.evaluate(async () => {
    const damaged = '{"format":"frontier-table-save","formatVers';
    localStorage.setItem('frontier-table:autosave:gambler', damaged);
    // Game rooms keep their autosaves in IndexedDB (autosave-store.ts).
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('frontier-table', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('autosaves', 'readwrite');
      tx.objectStore('autosaves').put(damaged, 'frontier-table:autosave:gambler');
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
  await page.goto(`${baseUrl}/?game=gambler&resume=1`);
  const setAside = page.getByTestId('save-set-aside');
  await setAside.waitFor({ timeout: 90_000 });
  assert.match(await setAside.textContent(), /could not be resumed: .*cut short/);
  step('damaged autosave set aside');
}
