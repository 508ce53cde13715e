// Event mode's attract loop at the dice table, lean: `?room=dice-table&event=1&attract=1`
// (the stop after the gallery) shows the large caption, throws the pinned
// seeded throw (src/event/cocked-throw.ts) in slow motion, holds the die that
// landed cocked under the caption (the screen shows it leaning: no face up) while the
// table's re-throw notice shows, ends with the very faces the headless throw
// gives (tests/event/cocked-throw.test.ts), and the loop moves on to the first
// game; opened again, a click leaves it at once for the start screen, and the
// table closes. 1920×1080, the size of a stand; the spec lengthens the hold
// (tabletop.setReplayHold, attract mode only) so its screenshot catches it.

export default async function eventDiceSpec({ page, baseUrl, assert, step, screenshot }) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const started = Date.now();
  await page.goto(`${baseUrl}/?room=dice-table&event=1&attract=1`);
  const caption = page.getByTestId('event-caption');
  await caption.waitFor({ timeout: 90_000 });
  const text = await caption.innerText();
  assert.match(text, /Touch to play/i);
  assert.match(text, /A die landed cocked — the table throws it again/);
  step('caption up');

  // The screenshot of the held moment takes longer than the 4 s hold on a busy software renderer: hold 20 s here.
  await page.evaluate(() => window.tabletop.setReplayHold(20));

  // The replay's result is kept in sessionStorage as soon as it rests: the loop moves on 6 s later.
  await page.evaluate(() => {
    const id = setInterval(() => {
      const r = window.tabletop?.lastResult?.();
      if (r) {
        sessionStorage.setItem('event-dice-result', JSON.stringify(r));
        clearInterval(id);
      }
    }, 100);
  });

  // The cocked moment: the caption is marked while the dice are held as judged (the camera close on the cocked die).
  await page.locator('[data-testid="event-caption"][data-cocked]').waitFor({ timeout: 120_000 });
  const held = await page.evaluate(() => ({
    shown: window.tabletop.shownFaces(),
    rolling: window.tabletop.isRolling(),
    notice: document.querySelector('[data-testid="notice"]')?.textContent ?? '',
  }));
  const shotStarted = Date.now();
  await screenshot('event-attract-cocked');
  const shotS = (Date.now() - shotStarted) / 1000;
  const stillHeld = await page.locator('[data-testid="event-caption"][data-cocked]').count();
  assert.equal(stillHeld, 1, 'the screenshot shows the held moment');
  assert.equal(held.rolling, true, 'the throw is still running during the hold');
  assert.equal(held.shown[2], null, 'die 3 shows no face up: it lies cocked');
  assert.match(held.notice, /Die 3 landed cocked: thrown again/, "the table's re-throw notice shows");
  step(`cocked die held (${((Date.now() - started) / 1000).toFixed(1)} s after opening; screenshot ${shotS.toFixed(1)} s)`);

  // The re-throw plays on, slowly, to the faces the headless throw gives; then the loop moves on to the first game.
  await page.waitForURL(/game=.*attract=1/, { timeout: 180_000 });
  const result = JSON.parse(await page.evaluate(() => sessionStorage.getItem('event-dice-result')));
  assert.deepEqual(result.faces, [2, 5, 6], 'same seed, same faces as in Node');
  assert.deepEqual(result.rethrows.map((r) => [r.die, r.reason]), [[2, 'cocked']]);
  step(`replay settled; the loop moved on to ${new URL(page.url()).searchParams.get('game')}`);

  // Any click leaves at once: the start screen, no caption, the table closed.
  await page.goto(`${baseUrl}/?room=dice-table&event=1&attract=1`);
  await page.getByTestId('event-caption').waitFor({ timeout: 90_000 });
  await page.mouse.click(960, 400);
  const atClick = await page.evaluate(() => ({
    cover: document.querySelector('[data-testid="event-cover"]') !== null,
    caption: document.querySelector('[data-testid="event-caption"]') !== null,
    canvas: document.querySelector('.dice-room canvas') !== null,
  }));
  assert.deepEqual(atClick, { cover: true, caption: false, canvas: false }, 'the start screen replaces the replay at the click');
  step('start cover');
}
