// Three languages (issue 25), lean: the lobby in German from a link (&lang=de),
// switched to Russian from its language menu (remembered across pages); a game
// in German, switched to Russian mid-game from the game menu: the same game
// (same moves, same 3D canvas, no reload) re-reads in Russian. <html lang>
// follows every change; axe finds nothing in either language.
import { expectNoAxeViolations } from './axe.mjs';
import { openRoom, until } from './helpers.mjs';

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

export default async function languages({ page, baseUrl, screenshot, assert, step }) {
  step('lobby in German from the link');
  await page.goto(`${baseUrl}/?lang=de`);
  await page.getByRole('heading', { name: 'Spiele' }).waitFor();
  assert.equal(await htmlLang(page), 'de');
  assert.match(await page.getByTestId('game-gold-rivers').textContent(), /2 Spieler/);
  await expectNoAxeViolations(page, 'lobby de');
  await screenshot('lobby-de');

  step('lobby menu → Russian, at once and remembered');
  await page.getByTestId('language-menu').selectOption('ru');
  await page.getByRole('heading', { name: 'Игры' }).waitFor();
  assert.equal(await htmlLang(page), 'ru');
  assert.match(await page.getByTestId('game-gold-rivers').textContent(), /2 игрока/);
  await expectNoAxeViolations(page, 'lobby ru');
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Игры' }).waitFor();
  assert.equal(await htmlLang(page), 'ru', 'the choice is remembered');

  step('a game in German from the link, its log in German');
  await openRoom(page, `${baseUrl}/?game=gold-rivers&seats=human,human&seed=5&lang=de`);
  assert.equal(await htmlLang(page), 'de');
  await until(page, () => document.querySelector('[data-testid="log"]')?.textContent.includes('Zug 1'), null, { what: 'the German log' });
  const before = await page.evaluate(() => {
    document.querySelector('canvas').dataset.marker = 'same-canvas';
    return window.tabletop.record();
  });
  await expectNoAxeViolations(page, 'game de');
  await screenshot('game-de');

  step('game menu → Russian mid-game: same game, same table, Russian words');
  await page.getByTestId('menu').click();
  await page.getByTestId('game-language').selectOption('ru');
  await until(page, () => document.documentElement.lang === 'ru', null, { what: 'lang=ru' });
  await until(page, () => document.querySelector('[data-testid="log"]')?.textContent.includes('Ход 1'), null, { what: 'the Russian log' });
  assert.equal(await page.getByTestId('menu').textContent(), '☰ Игра');
  const after = await page.evaluate(() => ({ record: window.tabletop.record(), canvas: document.querySelector('canvas')?.dataset.marker }));
  assert.deepEqual(after.record, before, 'the game is the one in play');
  assert.equal(after.canvas, 'same-canvas', 'the 3D table was not rebuilt');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'game ru');
  await screenshot('game-ru');
}
