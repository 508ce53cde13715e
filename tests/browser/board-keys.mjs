// The board cursor by keys alone, as every game has it (docs/a11y.md): from
// the top of the page Tab reaches the board cursor, which heads the turn
// panel; an arrow key on it moves the cursor and its status region says the
// new target in words; with the focus on a toolbar button the arrows leave the
// board alone. Used by keyboard.spec.mjs and, at its character choice, by the
// Silver Creek County spec (whose setup throws are too slow to play twice).

export const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return { testid: e?.getAttribute('data-testid') ?? '', tag: e?.tagName ?? '', inTurn: !!e?.closest('[data-turn-panel]'), turnPanel: e?.hasAttribute('data-turn-panel') ?? false };
  });
export const cursorText = (page) => page.evaluate(() => document.querySelector('[data-testid="board-cursor-target"]')?.textContent ?? null);

/** Runs the checks; returns { stops, texts: [before, after one →, after two →] } with the focus left on the board cursor. */
export async function checkBoardKeys(page, assert, game, { walks = false } = {}) {
  await page.evaluate(() => document.activeElement?.blur());
  let stops = 0;
  for (; stops < 40 && (await focused(page)).testid !== 'board-cursor'; stops++) await page.keyboard.press('Tab');
  const at = await focused(page);
  assert.equal(at.testid, 'board-cursor', `${game}: Tab from the page's start reaches the board cursor (${stops} stops)`);
  assert.ok(at.inTurn, `${game}: the board cursor heads the turn panel`);
  assert.ok(stops <= 10, `${game}: the board is among the first ten stops (${stops})`);

  const before = await cursorText(page);
  await page.keyboard.press('ArrowRight');
  const first = await page
    .waitForFunction((b) => document.querySelector('[data-testid="board-cursor-target"]')?.textContent !== b, before, { timeout: 5_000 })
    .then(() => cursorText(page), () => before);
  assert.notEqual(first, before, `${game}: → on the board announces a target: "${first}"`);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  const second = await cursorText(page);
  if (walks) assert.notEqual(second, first, `${game}: a second → walks on: "${second}"`);

  await page.focus('.hud-help');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  assert.equal(await cursorText(page), second, `${game}: → on a toolbar button does not move the board cursor`);
  await page.focus('[data-testid="board-cursor"]');
  return { stops, texts: [before, first, second] };
}
