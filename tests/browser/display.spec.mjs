// Display settings in the game menu, in a real browser: the Quality setting
// changes the canvas's resolution at once (no reload) and is remembered; the
// interface size zooms the HUD and, after a reload, the lobby too; fullscreen
// is offered where the browser has it. axe finds nothing with the menu open.
import { openRoom, until } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const canvasWidth = () => document.querySelector('canvas')?.width ?? 0;

/** This spec checks what Automatic picks: the runner must not preset Quality (run.mjs). */
export const renderQuality = 'auto';

export default async function display({ page, baseUrl, assert, step, screenshot }) {
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=7`, 150_000);
  step('room ready');
  await page.getByTestId('menu').click();
  const quality = page.getByTestId('quality');
  await quality.waitFor();
  assert.equal(await quality.inputValue(), 'auto', 'quality starts automatic');
  // Headless Chromium draws with SwiftShader: automatic means standard, one pixel per CSS pixel.
  assert.match(await quality.locator('option[value="auto"]').textContent(), /standard/, 'automatic names the level it picked here');
  const viewport = page.viewportSize();
  assert.equal(await page.evaluate(canvasWidth), viewport.width, 'standard draws every CSS pixel (labels legible)');
  await expectNoAxeViolations(page, 'game menu open with display settings');
  await screenshot('menu');

  await quality.selectOption('low');
  await until(page, (w) => document.querySelector('canvas')?.width === w, viewport.width / 2, { timeoutMs: 10_000, what: 'the canvas to halve its resolution without a reload' });
  assert.equal(await page.evaluate(() => localStorage.getItem('frontier-table:quality')), 'low', 'the quality is remembered');
  await quality.selectOption('auto');
  await until(page, (w) => document.querySelector('canvas')?.width === w, viewport.width, { timeoutMs: 10_000, what: 'the canvas back at full resolution' });
  step('quality applied live');

  await page.getByTestId('ui-scale').selectOption('large');
  const zoom = await page.evaluate(() => getComputedStyle(document.querySelector('.hud')).zoom);
  assert.equal(Number(zoom), 1.35, 'large zooms the HUD');
  const supported = await page.evaluate(() => document.fullscreenEnabled);
  assert.equal(await page.getByTestId('fullscreen').count(), supported ? 1 : 0, 'fullscreen is offered exactly when the browser has it');
  await screenshot('large');

  await page.goto(`${baseUrl}/`);
  await page.locator('.lobby').waitFor();
  assert.equal(Number(await page.evaluate(() => getComputedStyle(document.querySelector('.lobby')).zoom)), 1.35, 'the lobby keeps the remembered size');
  step('lobby large');
  await page.evaluate(() => {
    localStorage.removeItem('frontier-table:ui-scale');
    localStorage.removeItem('frontier-table:quality');
  });
}
